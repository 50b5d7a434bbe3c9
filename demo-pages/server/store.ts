import type Database from 'libsql';
import { toPersianDigits } from '../../shared/platform/digits';
import { Catalogue, type Variation } from '../db/catalogue';
import { facetLabel, facetOfTaxonomy } from '../db/facets';
import { cartMessages } from './cart/cart-messages';
import { CartService, type CartCatalogue } from './cart/cart-service';
import { CspReports } from './security';
import { Sessions } from './session';
import { ensureStoreTables } from './store-tables';

type DB = InstanceType<typeof Database>;

/** The demo store's model: the catalogue, sessions and carts over one SQLite file. Routes use this and never SQL. */

export class Store {
  readonly catalogue: Catalogue;
  readonly sessions: Sessions;
  readonly cart: CartService;
  readonly cspReports: CspReports;

  constructor(readonly db: DB) {
    ensureStoreTables(db);
    this.catalogue = new Catalogue(db);
    this.sessions = new Sessions(db);
    this.cspReports = new CspReports(db);
    const catalogue = this.catalogue;
    const cartCatalogue: CartCatalogue = {
      productById: (id) => catalogue.productById(id),
      variationById: (id) => catalogue.variationById(id),
      describeVariation: (variation) => describeVariation(catalogue, variation),
    };
    const sessions = this.sessions;
    this.cart = new CartService(db, cartCatalogue, cartMessages, (id) => sessions.keep(id));
  }
}

/** "سایز چرخ: ۱۰ سانتی‌متر، رنگ: مشکی" */
export function describeVariation(catalogue: Catalogue, variation: Pick<Variation, 'attributes'>): string {
  return Object.entries(variation.attributes)
    .map(([taxonomy, slug]) => {
      const facet = facetOfTaxonomy(taxonomy);
      const term = catalogue.term(taxonomy, slug);
      return `${facet ? facetLabel(facet) : taxonomy}: ${toPersianDigits(term?.name ?? slug)}`;
    })
    .join('، ');
}
