import { atom } from 'nanostores';
import type { MountContext } from '../../shared/islands/define-island';
import { mountPreact } from '../../shared/islands/mount-preact';
import { announce } from '../../shared/a11y/announcer';
import { track } from '../../shared/platform/analytics';
import { t } from '../../shared/platform/messages/compare-page';
import { $compare, COMPARE_MAX, removeCompare } from '../../shared/stores/compare';
import type { ComparePageProps } from './props';
import { compareUrl, markDifferences, removeColumn, syncLinks, tableIds } from './table';
import { Toolbar } from './Toolbar';
import './compare-page.css';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { comparePageProps as props } from './props';

/**
 * The comparison page's behaviour over the server's table: remove in place (the URL follows, with replaceState, so
 * Back leaves the page rather than bringing a removed product back), «فقط تفاوت‌ها» as a switch, and adding a
 * product from the modal: the server renders the new table (`/compare/?ids=…`, the same markup as without
 * JavaScript), which replaces this one. The page's ids also leave or join the listing's selection ($compare).
 */
export function mount(root: HTMLElement, props: ComparePageProps, ctx: MountContext) {
  const { disposables } = ctx;
  const doc = root.ownerDocument;
  const body = doc.querySelector<HTMLElement>('[data-compare-body]');
  if (!body) return;
  const max = props.max ?? COMPARE_MAX;
  const $ids = atom<number[]>(tableIds(body));
  // The server renders diff=1 as the table's class: the table says it, wherever the page came from.
  const $diff = atom(Boolean(body.querySelector('.compare-table--diff-only')));
  // The selection is written to the device only while someone listens to it.
  disposables.add($compare.listen(() => {}));

  const settle = () => {
    $ids.set(tableIds(body));
    syncLinks(body, $diff.get(), max);
    history.replaceState(history.state, '', compareUrl($ids.get(), $diff.get()));
  };
  const table = body.querySelector('table');
  if (table) markDifferences(table);

  const remove = (id: number) => {
    const heads = Array.from(body.querySelectorAll<HTMLElement>('thead th[data-compare-id]'));
    const at = heads.findIndex((th) => th.dataset.compareId === String(id));
    if (!removeColumn(body, id)) return;
    settle();
    removeCompare(id);
    track('compare_remove', { product_id: id, count: $ids.get().length });
    // Focus goes to the remove link now in that place (or the one before), else to the add button.
    const links = body.querySelectorAll<HTMLElement>('a[data-compare-remove]');
    (links[Math.min(at, links.length - 1)] ?? root.querySelector<HTMLElement>('[data-compare-add]'))?.focus();
    announce(t('compareCount', { count: $ids.get().length, max }));
  };

  // The server's table of these ids in place of this one (the same markup as without JavaScript).
  const show = async (ids: readonly number[]): Promise<boolean> => {
    const url = compareUrl(ids, $diff.get());
    try {
      const response = await fetch(url, { credentials: 'same-origin', signal: ctx.signal, headers: { Accept: 'text/html' } });
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const next = page.querySelector('[data-compare-body]');
      if (!next) throw new Error('no table');
      body.replaceChildren(...Array.from(next.childNodes, (node) => doc.importNode(node, true)));
    } catch {
      if (ctx.signal.aborted) return false;
      location.assign(url); // the server's page says the same
      return false;
    }
    settle();
    return true;
  };
  // /compare/ alone (the footer's link) shows the list the server kept for shoppers without JavaScript; none kept,
  // it is the selection made on the listings.
  const picked = $compare.get();
  if (!location.search && !$ids.get().length && picked.length) show(picked.slice(0, max));

  const add = async (id: number): Promise<boolean> => {
    if (!(await show([...$ids.get().filter((x) => x !== id), id].slice(0, max)))) return false;
    const selected = $compare.get();
    if (!selected.includes(id) && selected.length < COMPARE_MAX) $compare.set([...selected, id]);
    track('compare_add', { product_id: id, count: $ids.get().length });
    announce(t('compareCount', { count: $ids.get().length, max }));
    return true;
  };

  const setDiff = (on: boolean) => {
    $diff.set(on);
    settle();
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-compare-remove]');
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    remove(Number(link.dataset.compareRemove));
  };
  body.addEventListener('click', onClick);
  disposables.add(() => body.removeEventListener('click', onClick));

  disposables.add(
    mountPreact(root, <Toolbar ids={$ids} diff={$diff} max={max} onDiff={setDiff} onAdd={add} loadModal={() => import('./AddModal')} />),
  );
}
