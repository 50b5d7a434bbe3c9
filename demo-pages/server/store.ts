import type Database from 'libsql';
import { formatMessage } from '../../shared/platform/i18n';
import { toPersianDigits } from '../../shared/platform/digits';
import { faIR } from '../../shared/platform/messages';
import { Catalogue, type Variation } from '../db/catalogue';
import { facetLabel, facetOfTaxonomy } from '../db/facets';
import { CartService, type CartCatalogue, type CartMessages } from './cart/cart-service';
import { Sessions } from './session';
import { ensureStoreTables } from './store-tables';

type DB = InstanceType<typeof Database>;

/**
 * The demo store's model: the catalogue, sessions and carts over one SQLite file. Routes use this and never SQL.
 * Messages a shopper reads are Persian, with Persian digits, like WooCommerce's fa_IR notices.
 */
export const cartMessages: CartMessages = {
  notFound: 'این محصول پیدا نشد.',
  needsOptions: (title) => `لطفاً گزینه‌های «${title}» را انتخاب کنید.`,
  outOfStock: (title) => `«${title}» ناموجود است و به سبد خرید اضافه نشد.`,
  soldIndividually: (title) => `نمی‌توانید «${title}» دیگری به سبد خرید اضافه کنید.`,
  limit: (title, max, inCart) =>
    `نمی‌توانید این تعداد «${title}» را به سبد اضافه کنید. ${formatMessage(faIR.maxQty, { max })}${inCart > 0 ? `؛ ${toPersianDigits(inCart)} عدد در سبد شماست.` : ''}`,
  minRaised: (min) => formatMessage(faIR.minQty, { min }),
};

export class Store {
  readonly catalogue: Catalogue;
  readonly sessions: Sessions;
  readonly cart: CartService;

  constructor(readonly db: DB) {
    ensureStoreTables(db);
    this.catalogue = new Catalogue(db);
    this.sessions = new Sessions(db);
    const catalogue = this.catalogue;
    const cartCatalogue: CartCatalogue = {
      productById: (id) => catalogue.productById(id),
      variationById: (id) => catalogue.variationById(id),
      describeVariation: (variation) => describeVariation(catalogue, variation),
    };
    this.cart = new CartService(db, cartCatalogue, cartMessages);
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
