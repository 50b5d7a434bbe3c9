/**
 * The short description of a generated product: one sentence on what it is for, then a few facts taken from its
 * own attributes, so the text never contradicts the facets beside it.
 */
import type { AttributeFacet } from '../facets';
import { USAGE, type AttributeValue } from './attribute-values';

export interface DescriptionInput {
  noun: string;
  brandName: string;
  purpose: string;
  attributes: ReadonlyMap<AttributeFacet, readonly AttributeValue[]>;
  /** The facet variations differ by: its values are not facts of the whole product. */
  variationFacet: AttributeFacet | null;
  voltage: number | null;
}

const FACT_SENTENCES: Partial<Record<AttributeFacet, (value: string) => string>> = {
  hsa_tavan: (v) => `توان آن ${v} است.`,
  hsa_speed_interval: (v) => `بازه سرعت آن ${v} است.`,
  hsa_number_hits: (v) => `تعداد ضربه آن ${v} است.`,
  hsa_body_type: (v) => `جنس بدنه آن ${v} است.`,
  hsa_numinbox: (v) => `هر بسته ${v} دارد.`,
  hsa_glue_volume: (v) => `حجم هر بسته ${v} است.`,
  hsa_weight_bearing: (v) => `هر چرخ تا ${v} وزن را تحمل می‌کند.`,
  hsa_anker_size: (v) => `طول آن ${v} است.`,
};

const USAGE_PHRASES = new Map<string, string>(Object.values(USAGE).map((usage) => [usage.slug, usage.phrase]));

/** Two facts are enough for a card; more reads like a specification table. */
const MAX_FACTS = 2;

export function describeProduct(input: DescriptionInput): string {
  const sentences = [`${input.noun} ${input.brandName} برای ${input.purpose} ساخته شده است.`];
  let facts = 0;
  if (input.voltage !== null) {
    sentences.push(`با باتری ${String(input.voltage).replace('.', '٫')} ولتی کار می‌کند.`);
    facts += 1;
  }
  for (const [facet, values] of input.attributes) {
    if (facts >= MAX_FACTS) break;
    const sentence = FACT_SENTENCES[facet];
    const first = values[0];
    if (!sentence || !first || facet === input.variationFacet) continue;
    sentences.push(sentence(first.name));
    facts += 1;
  }
  const usages = (input.attributes.get('hsa_karbord') ?? [])
    .map((value) => USAGE_PHRASES.get(value.slug))
    .filter((phrase): phrase is string => phrase !== undefined);
  if (usages.length > 0) sentences.push(`این محصول برای ${usages.join(' و ')} مناسب است.`);
  return sentences.join(' ');
}
