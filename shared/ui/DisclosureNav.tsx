import { useEffect, useRef, useState } from 'react';
import type { ComponentChildren, JSX } from 'preact';
import { dismissable } from '../a11y/dismissable-layer';
import { tabbables } from '../a11y/focusable';
import { moveFocus } from '../a11y/roving-focus';
import { useDomId } from './use-controllable';
import './Disclosure.css';
import './DisclosureNav.css';

/**
 * Disclosure navigation (the mega menu): a `<nav>` of top-level links and buttons, each button showing a panel of
 * links or of richer content (tabs of categories). Site navigation is links, so this is APG's "disclosure
 * navigation menu", not role=menu: screen readers keep their link lists and browse mode.
 * WAI-ARIA APG: https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/
 * One panel open at a time; it closes on Escape (focus back to its button), a press outside, focus leaving the nav,
 * and, with `openOnHover`, the mouse leaving. Arrow keys move along the top level (ArrowLeft forward in RTL), and
 * Up/Down into and through a panel (its links, or the stops its own widgets leave them).
 */
export interface NavLink {
  label: string;
  href: string;
  /** The page being shown (aria-current="page"). */
  current?: boolean;
}

export interface NavSection {
  id: string;
  label: string;
  /** A top-level link (a section without `links` or `content`). */
  href?: string;
  links?: NavLink[];
  /** Richer panel content (the mega menu's tabs); arrow keys inside it are its own. */
  content?: ComponentChildren;
  /** The button's `data-adopt` key: the server's copy of the button it takes over (shared/islands/adopt.ts). */
  adopt?: string;
}

export interface DisclosureNavProps {
  /** The nav's accessible name (e.g. «دسته‌بندی کالاها»). */
  label: string;
  sections: NavSection[];
  /** Open a panel when a mouse rests on its item (the mega menu, spec section 2). @defaultValue false */
  openOnHover?: boolean;
  /**
   * With `openOnHover`: how long the mouse must rest on an item before its panel opens (hover intent), so a pointer
   * crossing the bar on its way elsewhere opens nothing. @defaultValue 0
   */
  hoverDelay?: number;
  /** Close what is open when the page scrolls (the header's bar hides as the page moves). @defaultValue false */
  closeOnScroll?: boolean;
  id?: string;
  class?: string;
}

type Item = JSX.TargetedPointerEvent<HTMLLIElement>;

export function DisclosureNav({ label, sections, openOnHover = false, hoverDelay = 0, closeOnScroll = false, id, class: className = '' }: DisclosureNavProps) {
  const base = useDomId(id);
  const [openId, setOpenId] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const intent = useRef(0);
  useEffect(() => () => clearTimeout(intent.current), []);

  useEffect(() => {
    if (openId === null || !nav.current) return;
    const el = nav.current;
    // A scroll made from inside the panel (Space, Page Down) closes it too: focus goes
    // to the panel's button, as Escape sends it, not with the hidden panel to <body>.
    const button = el.querySelector<HTMLElement>('[aria-expanded="true"]');
    return dismissable(el, (why) => (why === 'scroll' && button?.nextElementSibling?.contains(document.activeElement) && button.focus({ preventScroll: true }), setOpenId(null)), { onScroll: closeOnScroll });
  }, [openId, closeOnScroll]);

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLUListElement>) => {
    if (event.isComposing) return;
    const target = event.target as HTMLElement;
    const top = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(':scope > li > .hsa-nav__top'));
    const expanded = (el?: HTMLElement) => el?.getAttribute('aria-expanded') === 'true';
    if (event.key === 'Escape' && openId !== null) {
      event.preventDefault();
      setOpenId(null);
      top.find(expanded)?.focus();
    } else if (top.includes(target)) {
      if (expanded(target) && event.key === 'ArrowDown') {
        event.preventDefault();
        // The panel follows its button.
        target.nextElementSibling?.querySelector<HTMLElement>('a[href]')?.focus();
      } else moveFocus(event, top, 'horizontal');
    } else if (!event.defaultPrevented && !target.matches('input,select,textarea')) {
      // Up/Down move through a panel's links, or through richer content's stops where its own widgets (the
      // mega menu's tabs) leave the key: an arrow under an open panel scrolled the page, which closed it.
      const panel = target.closest<HTMLElement>('.hsa-nav__panel');
      if (panel) moveFocus(event, tabbables(panel), 'vertical', false);
    }
  };

  // Focus that leaves the whole navigation closes what it left open.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !nav.current?.contains(next)) setOpenId(null);
  };

  const hover = (sectionId: string, entering: boolean) => (event: Item) => {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    clearTimeout(intent.current);
    const apply = () => setOpenId((current) => (entering ? sectionId : current === sectionId ? null : current));
    if (entering && hoverDelay > 0) intent.current = window.setTimeout(apply, hoverDelay);
    else apply();
  };

  return (
    <nav ref={nav} class={`hsa-nav ${className}`} aria-label={label} onFocusOut={onFocusOut}>
      <ul class="hsa-nav__list" onKeyDown={onKeyDown}>
        {sections.map((section) => {
          const open = openId === section.id;
          if (!section.links && !section.content) {
            return (
              <li key={section.id} class="hsa-nav__item">
                <a class="hsa-nav__top hsa-nav__link" href={section.href}>
                  {section.label}
                </a>
              </li>
            );
          }
          return (
            <li key={section.id} class="hsa-nav__item" onPointerEnter={hover(section.id, true)} onPointerLeave={hover(section.id, false)}>
              <button
                class="hsa-nav__top hsa-nav__trigger"
                type="button"
                data-adopt={section.adopt}
                aria-expanded={open}
                aria-controls={`${base}-${section.id}`}
                onClick={() => setOpenId(open ? null : section.id)}
              >
                {section.label}
              </button>
              <div class="hsa-nav__panel" id={`${base}-${section.id}`} hidden={!open}>
                {section.content ?? (
                  <ul class="hsa-nav__links">
                    {section.links!.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} aria-current={link.current ? 'page' : undefined}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
