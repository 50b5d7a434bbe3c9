import { moveFocus } from '../../shared/a11y/roving-focus';
import type { Disposables } from '../../shared/islands/disposables';

/**
 * Accordions on server markup (WAI-ARIA APG, Accordion: https://www.w3.org/WAI/ARIA/apg/patterns/accordion/):
 * `[data-hsa-accordion]` holding heading buttons with `aria-expanded` + `aria-controls`, and their panels. One item
 * is open at a time (spec section 4: one active item); opening takes 200 ms (spec section 9, the toggle delay; CSS).
 * Up/Down (wrapping), Home/End move between this accordion's own headers.
 */
const HEADER = '[data-hsa-accordion] button[aria-controls][aria-expanded]';

const headersOf = (accordion: Element) => Array.from(accordion.querySelectorAll<HTMLElement>('button[aria-controls][aria-expanded]')).filter((b) => b.closest('[data-hsa-accordion]') === accordion);

export function openAccordionItem(header: HTMLElement, open = true): void {
  const accordion = header.closest('[data-hsa-accordion]');
  if (!accordion) return;
  for (const other of headersOf(accordion)) {
    const expanded = other === header ? open : false;
    other.setAttribute('aria-expanded', String(expanded));
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !expanded;
  }
}

/** The header a hash names: the header itself or its panel's. */
export function accordionHeaderFor(target: Element): HTMLElement | null {
  if (target.matches(HEADER)) return target as HTMLElement;
  if (target.id && target.closest('[data-hsa-accordion]')) return document.querySelector<HTMLElement>(`[data-hsa-accordion] button[aria-controls="${CSS.escape(target.id)}"]`);
  return null;
}

export function setupAccordions(doc: Document, disposables: Disposables): void {
  const onClick = (event: MouseEvent) => {
    const header = (event.target as Element).closest<HTMLElement>(HEADER);
    if (header) openAccordionItem(header, header.getAttribute('aria-expanded') !== 'true');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const header = (event.target as Element).closest<HTMLElement>(HEADER);
    const accordion = header?.closest('[data-hsa-accordion]');
    if (header && accordion && !event.isComposing) moveFocus(event, headersOf(accordion), 'vertical');
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  disposables.add(() => doc.removeEventListener('click', onClick));
  disposables.add(() => doc.removeEventListener('keydown', onKeyDown));
}
