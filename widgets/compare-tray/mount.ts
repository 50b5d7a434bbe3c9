import type { MountContext } from '../../shared/islands/define-island';
import { announce, prepareAnnouncer } from '../../shared/a11y/announcer';
import { watchBack } from '../../shared/a11y/close-request';
import { track } from '../../shared/platform/analytics';
import { formatNumber } from '../../shared/platform/digits';
import { matches, onMediaChange } from '../../shared/platform/media';
import { t } from '../../shared/platform/messages/compare-tray';
import { local } from '../../shared/platform/storage';
import { $compare, clearCompare, COMPARE_MAX, removeCompare, toggleCompare } from '../../shared/stores/compare';
import { flashTooltip } from '../../shared/ui/flash-tooltip';
import type { CompareTrayProps } from './props';
import './compare-tray.css';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { compareTrayProps as props } from './props';

/**
 * Compare mode on a listing (spec sections 2 and 4): the cards' toggles (`button[data-compare-toggle]`, pressed
 * «انتخاب شد» or not «+ مقایسه»), the tray (thumbnails with a remove button each, the compare link, «انصراف») and
 * the compare link of the 390 px bottom bar, all following $compare: so a listing refresh, an append, a reload or
 * another tab changes what they show and nothing else has to. Plain DOM: it loads with the listing.
 */

/** What the tray shows of a product picked on another page or in another tab: title and thumbnail, by id. */
export const COMPARE_ITEMS_KEY = 'hsa_compare_items';
type Known = Record<string, { t: string; i: string }>;
const isKnown = (value: unknown): value is Known => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the tray moves into the listing's bottom bar (the theme shows the bar up to 768 px). */
const PHONE = '(max-width: 768px)';

export function compareHref(base: string, ids: readonly number[]): string {
  return `${base}${base.includes('?') ? '&' : '?'}ids=${ids.join(',')}`;
}

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function mount(root: HTMLElement, props: CompareTrayProps, ctx: MountContext) {
  const { disposables } = ctx;
  const doc = root.ownerDocument;
  const max = props.max ?? COMPARE_MAX;
  const base = props.compareUrl ?? '/compare/';

  const known: Known = local.getJson(COMPARE_ITEMS_KEY, isKnown, {});
  /** Reads the title and first image of a card on this page, if the product is listed here, or of the product page's product. */
  const learn = (id: number) => {
    const card = doc.querySelector(`:is(li,article)[data-product-id="${id}"]`);
    const title = card?.querySelector('.woocommerce-loop-product__title, h3, h1')?.textContent?.trim();
    const image = card?.querySelector<HTMLImageElement>('img')?.getAttribute('src');
    if (title) known[id] = { t: title, i: image ?? '' };
  };

  // The tray.
  const tray = el(doc, 'section', 'compare-tray');
  tray.id = `${root.id || 'hsa'}-compare-tray`;
  tray.setAttribute('aria-label', t('compare'));
  tray.hidden = true;
  const list = el(doc, 'ul', 'compare-tray__list');
  const go = el(doc, 'a', 'button button--primary compare-tray__go');
  const cancel = el(doc, 'button', 'button compare-tray__cancel', t('compareCancel'));
  cancel.type = 'button';
  const actions = el(doc, 'div', 'compare-tray__actions');
  actions.append(go, cancel);
  tray.append(list, actions);
  root.replaceChildren(tray);

  // The 390 px bottom bar (the listing's) gets our compare button, which shows and hides the tray: on a phone the
  // tray lives in the bar, above its buttons, so it is in reach wherever the listing is scrolled (an infinite one
  // has no end to put it at). The bar is hidden on a desktop, where the tray stays in its root, fixed at the bottom.
  const bar = doc.querySelector('[data-listing-bar]');
  const barButton = el(doc, 'button', 'listing-bar__item listing-bar__compare');
  barButton.type = 'button';
  barButton.hidden = true;
  barButton.setAttribute('aria-controls', tray.id);
  bar?.append(barButton);
  disposables.add(() => barButton.remove());
  // Open, the sheet holds a phone's Back, as Escape closes it (close-request.ts).
  let unwatch = () => {};
  const setOpen = (open: boolean) => {
    tray.classList.toggle('is-open', open);
    barButton.setAttribute('aria-expanded', String(open));
    unwatch();
    unwatch = open ? watchBack(() => closeTo(tray.contains(doc.activeElement))) : () => {};
  };
  const closeTo = (button: boolean) => {
    setOpen(false);
    if (button) barButton.focus();
  };
  setOpen(false);
  disposables.add(() => unwatch());
  const place = (phone: boolean) => {
    const home = phone && bar ? bar : root;
    if (tray.parentNode === home) return;
    // A moved element loses focus: a control of the tray that had it gets it back. Closed at a desktop width, where
    // the tray is always shown, so it comes back to a phone closed.
    const focused = tray.contains(doc.activeElement) ? (doc.activeElement as HTMLElement) : null;
    if (!phone) setOpen(false);
    home.append(tray);
    focused?.focus();
  };
  place(matches(PHONE));
  disposables.add(onMediaChange(PHONE, place));

  const label = (node: HTMLElement, ids: readonly number[]) =>
    node.replaceChildren(t('compare'), ' ', el(doc, 'span', 'compare-count', formatNumber(ids.length)));

  const render = (ids: readonly number[]) => {
    // Compare mode: active from the first selection to the last removal (the page's CSS makes room for the tray).
    if (ids.length) doc.documentElement.dataset.compareMode = 'active';
    else delete doc.documentElement.dataset.compareMode;
    tray.hidden = barButton.hidden = ids.length === 0;
    if (!ids.length) setOpen(false);
    for (const toggle of Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-compare-toggle]'))) {
      const on = ids.includes(Number(toggle.dataset.productId));
      if (toggle.getAttribute('aria-pressed') === String(on)) continue;
      toggle.setAttribute('aria-pressed', String(on));
      toggle.textContent = t(on ? 'compareSelected' : 'compareToggle');
    }
    for (const id of ids) if (!known[id]) learn(id);
    for (const id of Object.keys(known)) if (!ids.includes(Number(id))) delete known[id];
    local.setJson(COMPARE_ITEMS_KEY, known);
    list.replaceChildren(
      ...ids.map((id) => {
        const item = known[id];
        const li = el(doc, 'li', 'compare-tray__item');
        // A product picked where this page cannot see it, before its title was known, shows a plain square.
        const img = item?.i ? el(doc, 'img', 'compare-tray__thumb') : el(doc, 'span', 'compare-tray__thumb');
        if (img instanceof HTMLImageElement) {
          img.alt = item?.t ?? '';
          img.width = img.height = 56;
          img.src = item?.i ?? '';
        }
        const remove = el(doc, 'button', 'compare-tray__remove', '×');
        remove.type = 'button';
        remove.dataset.compareRemove = String(id);
        // «حذف از مقایسه» and which product: the thumbnails look alike to a screen reader otherwise.
        remove.setAttribute('aria-label', item ? `${t('compareRemove')}: ${item.t}` : t('compareRemove'));
        li.append(img, remove);
        return li;
      }),
    );
    label(go, ids);
    go.href = compareHref(base, ids);
    label(barButton, ids);
  };

  prepareAnnouncer();
  const press = (toggle: HTMLElement) => {
    const id = Number(toggle.dataset.productId);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    learn(id);
    const result = toggleCompare(id, max);
    const count = $compare.get().length;
    if (result === 'limit') {
      flashTooltip(toggle, t('compareLimit', { MAX: max }));
      track('compare_limit_exceeded', { max });
    } else {
      track(result === 'added' ? 'compare_add' : 'compare_remove', { product_id: id, count });
      // The tray (far after the cards in the page) says its new count: «مقایسه ۲»
      announce(go.textContent!, 'compare');
    }
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const toggle = target?.closest?.<HTMLButtonElement>('button[data-compare-toggle]');
    if (toggle) return press(toggle);
    const remove = target?.closest?.<HTMLButtonElement>('button[data-compare-remove]');
    if (remove && tray.contains(remove)) {
      const id = Number(remove.dataset.compareRemove);
      const items = Array.from(list.children);
      const at = items.findIndex((li) => li.contains(remove));
      removeCompare(id);
      track('compare_remove', { product_id: id, count: $compare.get().length });
      // Focus stays in the tray: on the next thumbnail's remove, else the compare link, else the listing's toggle.
      const next = list.querySelectorAll<HTMLButtonElement>('button[data-compare-remove]')[Math.min(at, list.children.length - 1)];
      (next ?? (tray.hidden ? doc.querySelector<HTMLElement>(`button[data-compare-toggle][data-product-id="${id}"]`) : go))?.focus();
      return;
    }
    if (target === cancel || (target && cancel.contains(target))) {
      const first = doc.querySelector<HTMLElement>(`button[data-compare-toggle][data-product-id="${$compare.get()[0]}"]`);
      track('compare_cancel', { count: $compare.get().length });
      clearCompare();
      first?.focus();
      return;
    }
    if (target && barButton.contains(target)) return setOpen(!tray.classList.contains('is-open'));
    if (target && go.contains(target)) track('compare_start', { ids: $compare.get(), count: $compare.get().length });
  };
  doc.addEventListener('click', onClick);
  disposables.add(() => doc.removeEventListener('click', onClick));
  // Escape in the open tray or on its button closes it, the focus on the button (the APG's disclosure, as a sheet).
  const onKeyDown = (event: KeyboardEvent) => {
    const at = event.target as Node | null;
    if (event.key !== 'Escape' || !tray.classList.contains('is-open') || !at || !(tray.contains(at) || barButton.contains(at))) return;
    event.preventDefault();
    closeTo(true);
  };
  doc.addEventListener('keydown', onKeyDown);
  disposables.add(() => doc.removeEventListener('keydown', onKeyDown));

  // A refreshed or appended listing brings new toggles: they are set from the selection at once.
  const resync = () => render($compare.get());
  doc.addEventListener('facetwp-loaded', resync);
  disposables.add(() => doc.removeEventListener('facetwp-loaded', resync));

  disposables.add($compare.subscribe(render));
  // The links give way to the buttons now: one that had the focus hands it to its button, so Tab goes on from there.
  const focusedLink = doc.activeElement?.closest?.<HTMLElement>('a[data-compare-toggle]');
  doc.documentElement.dataset.compareReady = '';
  if (focusedLink) doc.querySelector<HTMLElement>(`button[data-compare-toggle][data-product-id="${focusedLink.dataset.productId}"]`)?.focus();
  // A press on a card's link while this loaded (index.ts held it): done now, on the button that replaced the link.
  const pending = root.dataset.pendingToggle;
  delete root.dataset.pendingToggle;
  delete root.dataset.pendingHref;
  const held = pending ? doc.querySelector<HTMLButtonElement>(`button[data-compare-toggle][data-product-id="${pending}"]`) : null;
  if (held) press(held);
  // A press still going on the link this mount just replaced: it counts when the pointer comes up, not if it is
  // cancelled (a finger that scrolls), and its click never comes (index.ts).
  const pressing = pending ? undefined : root.dataset.pressingToggle;
  if (pressing) {
    const finish = (event: Event) => {
      doc.removeEventListener('pointerup', finish, true);
      doc.removeEventListener('pointercancel', finish, true);
      const button = doc.querySelector<HTMLButtonElement>(`button[data-compare-toggle][data-product-id="${pressing}"]`);
      if (event.type === 'pointerup' && button) press(button);
    };
    doc.addEventListener('pointerup', finish, true);
    doc.addEventListener('pointercancel', finish, true);
    disposables.add(() => {
      doc.removeEventListener('pointerup', finish, true);
      doc.removeEventListener('pointercancel', finish, true);
    });
  }
  disposables.add(() => {
    delete doc.documentElement.dataset.compareReady;
    delete doc.documentElement.dataset.compareMode;
  });
}
