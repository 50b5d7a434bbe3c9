import { moveFocus } from '../../shared/a11y/roving-focus';
import type { Disposables } from '../../shared/islands/disposables';
import { t } from '../../shared/platform/i18n';

/**
 * Tabs on server markup (WAI-ARIA APG, Tabs: https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), automatic activation:
 * `[data-hsa-tabs]` holding a `role=tablist` of `role=tab` buttons, each `aria-controls` its `role=tabpanel`. One
 * tab is selected; the arrows follow the reading direction (ArrowLeft is next in RTL), Home/End, wrapping. With
 * `data-autoplay="<ms>"` the tabs switch by themselves, paused on hover, on focus and by the pause button (WCAG
 * 2.2.2). A panel with `data-template-id` loads its content once, when first shown (spec section 7).
 */
export type LazyLoader = (panel: HTMLElement, templateId: string) => void;

const tabsOf = (tablist: Element) => Array.from(tablist.querySelectorAll<HTMLElement>('[role="tab"]')).filter((tab) => tab.closest('[role="tablist"]') === tablist);
const panelOf = (tab: Element) => document.getElementById(tab.getAttribute('aria-controls') ?? '');

export function selectTab(tab: HTMLElement, loadLazy: LazyLoader, focus = false): void {
  const tablist = tab.closest('[role="tablist"]');
  if (!tablist) return;
  for (const other of tabsOf(tablist)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = panelOf(other);
    if (panel) panel.hidden = !selected;
  }
  const panel = panelOf(tab);
  const templateId = panel?.dataset.templateId;
  if (panel && templateId && !panel.dataset.templateState) loadLazy(panel, templateId);
  if (focus) tab.focus();
}

/** The tab a hash names: the tab itself, or the tab of the panel it names. */
export function tabFor(target: Element): HTMLElement | null {
  if (target.getAttribute('role') === 'tab' && target.closest('[data-hsa-tabs]')) return target as HTMLElement;
  if (target.getAttribute('role') === 'tabpanel' && target.id) return document.querySelector<HTMLElement>(`[data-hsa-tabs] [role="tab"][aria-controls="${CSS.escape(target.id)}"]`);
  return null;
}

function autoplay(widget: HTMLElement, interval: number, loadLazy: LazyLoader, disposables: Disposables): void {
  const tablist = widget.querySelector('[role="tablist"]');
  if (!tablist) return;
  let hovered = false;
  let focused = false;
  let stopped = false;
  const timer = window.setInterval(() => {
    if (hovered || focused || stopped) return;
    const tabs = tabsOf(tablist).filter((tab) => tab.getAttribute('aria-disabled') !== 'true');
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const next = tabs[(current + 1) % tabs.length];
    if (next) selectTab(next, loadLazy);
  }, interval);
  disposables.add(() => window.clearInterval(timer));
  const on = (type: string, fn: (event: Event) => void) => {
    widget.addEventListener(type, fn);
    disposables.add(() => widget.removeEventListener(type, fn));
  };
  on('mouseenter', () => (hovered = true));
  on('mouseleave', () => (hovered = false));
  on('focusin', () => (focused = true));
  on('focusout', (event) => (focused = widget.contains((event as FocusEvent).relatedTarget as Node | null)));
  const pause = widget.querySelector<HTMLButtonElement>('[data-tabs-pause]');
  if (pause) {
    pause.hidden = false;
    pause.setAttribute('aria-pressed', 'false');
    pause.textContent = t('tabsPause');
    on('click', (event) => {
      if (!(event.target as Element).closest('[data-tabs-pause]')) return;
      stopped = !stopped;
      // A toggle button keeps its name; aria-pressed says its state (the label says what pressing does next).
      pause.setAttribute('aria-pressed', String(stopped));
      pause.textContent = t(stopped ? 'tabsPlay' : 'tabsPause');
    });
    disposables.add(() => (pause.hidden = true));
  }
}

export function setupTabs(doc: Document, disposables: Disposables, loadLazy: LazyLoader): void {
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[data-hsa-tabs] [role="tab"]');
    if (tab && tab.getAttribute('aria-disabled') !== 'true') selectTab(tab, loadLazy);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[data-hsa-tabs] [role="tab"]');
    const tablist = tab?.closest('[role="tablist"]');
    if (!tab || !tablist || event.isComposing) return;
    const orientation = tablist.getAttribute('aria-orientation') === 'vertical' ? 'vertical' : 'horizontal';
    const items = tabsOf(tablist).filter((t) => t.getAttribute('aria-disabled') !== 'true');
    const moved = moveFocus(event, items, orientation);
    if (moved) selectTab(moved, loadLazy);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  disposables.add(() => doc.removeEventListener('click', onClick));
  disposables.add(() => doc.removeEventListener('keydown', onKeyDown));
  // A lazy tab the server printed as the selected one loads at once.
  for (const tab of doc.querySelectorAll<HTMLElement>('[data-hsa-tabs] [role="tab"][aria-selected="true"]')) {
    const panel = panelOf(tab);
    if (panel?.dataset.templateId && !panel.dataset.templateState) loadLazy(panel, panel.dataset.templateId);
  }
  for (const widget of doc.querySelectorAll<HTMLElement>('[data-hsa-tabs][data-autoplay]')) {
    const interval = Number(widget.dataset.autoplay);
    if (interval > 0) autoplay(widget, interval, loadLazy, disposables);
  }
}
