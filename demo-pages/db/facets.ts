/**
 * The taxonomies of the catalogue and the attribute facets of the spec (section 3, Facets), with their Persian
 * labels from fa-IR-strings.md. The generator and the read API both name taxonomies from here, so a facet cannot be
 * spelt two ways.
 */

export const CATEGORY_TAXONOMY = 'product_cat';
export const TAG_TAXONOMY = 'product_tag';
/** The brand plugin's taxonomy, as the live-search suggestions name it. */
export const BRAND_TAXONOMY = 'pwb-brand';

/** Taxonomies with archive pages of their own (the others are filters on those pages). */
export const ARCHIVE_TAXONOMIES: readonly string[] = [CATEGORY_TAXONOMY, TAG_TAXONOMY, BRAND_TAXONOMY];

export const ATTRIBUTE_FACETS = [
  { facet: 'hsa_karbord', label: 'کاربرد' },
  { facet: 'hsa_size', label: 'سایز' },
  { facet: 'hsa_tavan', label: 'توان' },
  { facet: 'hsa_numinbox', label: 'تعداد در جعبه' },
  { facet: 'hsa_anker_type', label: 'نوع انکر' },
  { facet: 'hsa_anker_size', label: 'طول انکر' },
  { facet: 'hsa_speed_interval', label: 'بازه سرعت' },
  { facet: 'hsa_number_hits', label: 'تعداد ضربه' },
  { facet: 'hsa_body_type', label: 'جنس بدنه' },
  { facet: 'hsa_glue_volume', label: 'حجم چسب' },
  { facet: 'hsa_color', label: 'رنگ' },
  { facet: 'hsa_wheel_type', label: 'نوع چرخ' },
  { facet: 'hsa_weight_bearing', label: 'تحمل وزن' },
  { facet: 'hsa_wheel_size', label: 'سایز چرخ' },
] as const;

export type AttributeFacet = (typeof ATTRIBUTE_FACETS)[number]['facet'];

/** WooCommerce names a global attribute's taxonomy 'pa_' + the attribute slug. */
export function attributeTaxonomy(facet: AttributeFacet): `pa_${AttributeFacet}` {
  return `pa_${facet}`;
}

const ATTRIBUTE_PREFIX = 'pa_';

/** The facet behind a 'pa_…' taxonomy, or null for any other taxonomy. */
export function facetOfTaxonomy(taxonomy: string): AttributeFacet | null {
  if (!taxonomy.startsWith(ATTRIBUTE_PREFIX)) return null;
  const name = taxonomy.slice(ATTRIBUTE_PREFIX.length);
  return ATTRIBUTE_FACETS.some((entry) => entry.facet === name) ? (name as AttributeFacet) : null;
}

export function facetLabel(facet: AttributeFacet): string {
  return ATTRIBUTE_FACETS.find((entry) => entry.facet === facet)?.label ?? facet;
}

/** Every taxonomy the catalogue holds, in the order facet sidebars list them. */
export const CATALOGUE_TAXONOMIES: readonly string[] = [
  CATEGORY_TAXONOMY,
  TAG_TAXONOMY,
  BRAND_TAXONOMY,
  ...ATTRIBUTE_FACETS.map((entry) => attributeTaxonomy(entry.facet)),
];
