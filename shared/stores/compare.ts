import { atom, onMount } from 'nanostores';
import { local } from '../platform/storage';
import { COMPARE_MAX, parseCompareIds } from './compare-ids';

export { COMPARE_MAX, parseCompareIds };

/**
 * $compare: the products picked for comparison, kept on the device (`hsa_compare_ids`, comma-separated ids) and
 * restored after every reload. The listing limit defaults to 4 (spec section 9). Other tabs of the shop see each
 * change through the `storage` event, which the browser fires in every other tab of the same origin.
 */
export const COMPARE_STORAGE_KEY = 'hsa_compare_ids';

export const $compare = atom<readonly number[]>([]);

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

function adopt(ids: number[]): void {
  if (!same(ids, $compare.get())) $compare.set(ids);
}

onMount($compare, () => {
  adopt(parseCompareIds(local.get(COMPARE_STORAGE_KEY)));
  const unlisten = $compare.listen((ids) => {
    if (ids.length) local.set(COMPARE_STORAGE_KEY, ids.join(','));
    else local.remove(COMPARE_STORAGE_KEY);
  });
  // `key === null` is another tab's localStorage.clear().
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) adopt(parseCompareIds(event.key ? event.newValue : null));
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    unlisten();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
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

export function removeCompare(id: number): boolean {
  const ids = $compare.get();
  if (!ids.includes(id)) return false;
  $compare.set(ids.filter((x) => x !== id));
  return true;
}

/** Replaces the selection (the comparison page's own ids after a remove or an add). */
export function setCompare(ids: readonly number[]): void {
  adopt(parseCompareIds(ids.join(',')));
}

export function clearCompare(): void {
  $compare.set([]);
}
