import type { Disposables } from '../../shared/islands/disposables';

/**
 * Switchers (JetTabs' two-state switcher) on server markup: `[data-hsa-switcher]` holding a `role=switch` button
 * (`aria-checked`, WAI-ARIA APG, Switch: https://www.w3.org/WAI/ARIA/apg/patterns/switch/) and two panels,
 * `[data-switcher-panel="off"]` and `[data-switcher-panel="on"]`; exactly one is shown.
 */
export function setSwitcher(button: HTMLElement, on: boolean): void {
  const widget = button.closest('[data-hsa-switcher]');
  if (!widget) return;
  button.setAttribute('aria-checked', String(on));
  for (const panel of widget.querySelectorAll<HTMLElement>('[data-switcher-panel]')) panel.hidden = panel.dataset.switcherPanel !== (on ? 'on' : 'off');
}

export function setupSwitchers(doc: Document, disposables: Disposables): void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-hsa-switcher] [role="switch"]');
    if (button) setSwitcher(button, button.getAttribute('aria-checked') !== 'true');
  };
  doc.addEventListener('click', onClick);
  disposables.add(() => doc.removeEventListener('click', onClick));
}
