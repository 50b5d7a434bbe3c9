import { atom, onMount } from 'nanostores';
import { local } from '../platform/storage';
import { COMPARE_MAX, parseCompareIds } from './compare-ids';

export { COMPARE_MAX, parseCompareIds };

/**
 * $compare: the products picked for comparison, kept on the device (`hsa_compare_ids`, comma-separated ids) and
 * restored after every reload. The listing limit defaults to 4 (spec section 9).
 */
export const COMPARE_STORAGE_KEY = 'hsa_compare_ids';

export const $compare = atom<readonly number[]>([]);

onMount($compare, () => {
  $compare.set(parseCompareIds(local.get(COMPARE_STORAGE_KEY)));
  return $compare.listen((ids) => {
    if (ids.length) local.set(COMPARE_STORAGE_KEY, ids.join(','));
    else local.remove(COMPARE_STORAGE_KEY);
  });
});

export type ToggleResult = 'added' | 'removed' | 'limit';

export function toggleCompare(id: number, max = COMPARE_MAX): ToggleResult {
  const ids = $compare.get();
  if (ids.includes(id)) {
    $compare.set(ids.filter((x) => x !== id));
    return 'removed';
  }
  if (ids.length >= max) return 'limit';
  $compare.set([...ids, id]);
  return 'added';
}

export function clearCompare(): void {
  $compare.set([]);
}
