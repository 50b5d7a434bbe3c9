/**
 * Every term of the catalogue, with stable ids. Terms come from the static data (tree, brands, tags, facet value
 * pools), never from the products, so term ids do not depend on the catalogue size or seed.
 */
import { ATTRIBUTE_FACETS, attributeTaxonomy, BRAND_TAXONOMY, CATEGORY_TAXONOMY, TAG_TAXONOMY, type AttributeFacet } from '../facets';
import { COLOR, type AttributeValue } from './attribute-values';
import { BRANDS } from './brands';
import { CATEGORY_TREE } from './categories';
import { TAG_KEYS, TAGS } from './tags';

export interface TermSeed {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  parent: number | null;
  sort: number;
}

export class TermRegistry {
  readonly terms: TermSeed[] = [];
  /** taxonomy → slug → term; looked up about ten times per product, so no composite string keys. */
  private readonly byTaxonomy = new Map<string, Map<string, TermSeed>>();

  add(taxonomy: string, value: AttributeValue, parent: number | null = null): TermSeed {
    let slugs = this.byTaxonomy.get(taxonomy);
    if (!slugs) this.byTaxonomy.set(taxonomy, (slugs = new Map()));
    const existing = slugs.get(value.slug);
    if (existing) return existing;
    const term: TermSeed = { id: this.terms.length + 1, taxonomy, slug: value.slug, name: value.name, parent, sort: slugs.size };
    this.terms.push(term);
    slugs.set(value.slug, term);
    return term;
  }

  id(taxonomy: string, slug: string): number {
    const term = this.byTaxonomy.get(taxonomy)?.get(slug);
    if (!term) throw new Error(`no term ${taxonomy}/${slug}`);
    return term.id;
  }
}

/** Facet lists read best by unit and then by amount ('50 عدد' before '100 عدد'); words keep their order. */
function facetValueOrder(values: readonly AttributeValue[]): AttributeValue[] {
  // Slugs look like '850-w', '0-3000-rpm', 'm10': the numbers are the amount (a range compares low, then high).
  const amounts = (value: AttributeValue) => (value.slug.match(/\d+/g) ?? []).map(Number);
  const unit = (value: AttributeValue) => value.slug.replace(/[\d-]/g, '');
  return values
    .map((value, firstSeen) => ({ value, firstSeen, amounts: amounts(value), unit: unit(value) }))
    .sort((a, b) => {
      if (a.amounts.length === 0 || b.amounts.length === 0) return a.firstSeen - b.firstSeen;
      if (a.unit !== b.unit) return a.unit < b.unit ? -1 : 1;
      for (let i = 0; i < Math.min(a.amounts.length, b.amounts.length); i += 1) {
        const difference = (a.amounts[i] ?? 0) - (b.amounts[i] ?? 0);
        if (difference !== 0) return difference;
      }
      return a.firstSeen - b.firstSeen;
    })
    .map((entry) => entry.value);
}

export function buildTermRegistry(): TermRegistry {
  const registry = new TermRegistry();
  for (const top of CATEGORY_TREE) {
    const parent = registry.add(CATEGORY_TAXONOMY, top);
    for (const leaf of top.children) registry.add(CATEGORY_TAXONOMY, leaf, parent.id);
  }
  for (const brand of BRANDS) registry.add(BRAND_TAXONOMY, brand);
  for (const key of TAG_KEYS) registry.add(TAG_TAXONOMY, TAGS[key]);

  const pools = new Map<AttributeFacet, AttributeValue[]>(ATTRIBUTE_FACETS.map((entry) => [entry.facet, []]));
  for (const top of CATEGORY_TREE) {
    for (const leaf of top.children) {
      for (const [facet, values] of Object.entries(leaf.attributes) as [AttributeFacet, readonly AttributeValue[]][]) {
        pools.get(facet)?.push(...values);
      }
      if (leaf.colorFromBrand) pools.get('hsa_color')?.push(...BRANDS.map((brand) => COLOR[brand.paint]));
    }
  }
  for (const [facet, values] of pools) {
    const unique = [...new Map(values.map((value) => [value.slug, value])).values()];
    for (const value of facetValueOrder(unique)) registry.add(attributeTaxonomy(facet), value);
  }
  return registry;
}
