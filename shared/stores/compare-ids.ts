/** The comparison's limit (spec section 9): at most 4 products on the comparison page; the listing default 4. */
export const COMPARE_MAX = 4;

/** Ids from `?ids=` or storage: positive integers, de-duplicated, in order, capped (spec section 5). */
export function parseCompareIds(value: string | null | undefined, max = COMPARE_MAX): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const trimmed = part.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    if (ids.length >= max) break;
  }
  return ids;
}
