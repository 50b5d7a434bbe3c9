import { useEffect, useRef } from 'react';
import type { ComponentChildren, JSX } from 'preact';
import { moveFocus, typeaheadIndex } from '../a11y/roving-focus';
import { useModalLayer } from './use-modal-layer';
import { useOverlayState, useOverlayTrigger } from './use-overlay-trigger';
import './Disclosure.css';
import './MenuButton.css';

/**
 * Menu button: a button that opens a menu of actions or account links (the header's account menu). The button sets
 * its own aria-haspopup, aria-expanded and aria-controls; in the menu, Up/Down/Home/End move (wrapping), a letter
 * jumps to the next item starting with it, Escape closes and gives focus back to the button, Tab closes and moves
 * on, a press outside closes. WAI-ARIA APG, Menu Button: https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/
 * Site navigation is not a menu: that is DisclosureNav.
 */
export interface MenuItem {
  id: string;
  label: string;
  /** A link item; otherwise an action with `onSelect`. */
  href?: string;
  onSelect?: () => void;
  /** Still focusable (APG), never activated. */
  disabled?: boolean;
}

export interface MenuButtonProps {
  /** The button's content: its accessible name, unless `aria-label` is given. */
  label: ComponentChildren;
  'aria-label'?: string;
  items: MenuItem[];
  id?: string;
  class?: string;
}

export function MenuButton({ label, items, id, class: className = '', 'aria-label': ariaLabel }: MenuButtonProps) {
  // The shared open state and overlay layer (Popover's): Escape (not while an IME composes, not seen by a dialog
  // around it), a press outside, focus back to the button, one overlay at a time.
  const state = useOverlayState({ id });
  const trigger = useOverlayTrigger(state);
  const menu = useRef<HTMLUListElement>(null);
  // Opened by ArrowUp: focus goes to the last item (this once).
  const fromEnd = useRef(false);
  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useModalLayer({
    state,
    panel: menu,
    nonModal: true,
    escapeWithin: () => [menu.current, state.trigger.current],
  });

  useEffect(() => {
    const all = menuItems();
    if (state.open) all[fromEnd.current ? all.length - 1 : 0]?.focus();
    fromEnd.current = false;
  }, [state.open]);

  const onButtonKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLButtonElement>) => {
    if (event.isComposing || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    fromEnd.current = event.key === 'ArrowUp';
    state.show();
  };

  const onMenuKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLUListElement>) => {
    if (event.isComposing) return;
    const all = menuItems();
    const target = event.target as HTMLElement;
    if (event.key === 'Tab') {
      state.close();
    } else if (event.key === ' ' && target instanceof HTMLAnchorElement) {
      event.preventDefault(); // Space activates a menuitem; a link alone would only scroll
      target.click();
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      all[typeaheadIndex(items.map((item) => item.label), all.indexOf(target), event.key)]?.focus();
    } else {
      moveFocus(event, all, 'vertical');
    }
  };

  const activate = (item: MenuItem, event: MouseEvent) => {
    if (item.disabled) return event.preventDefault();
    item.onSelect?.();
    state.close();
  };

  return (
    <div class={`hsa-menu-button ${className}`}>
      <button
        {...trigger}
        class="hsa-menu-button__trigger"
        id={`${state.id}-button`}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      <ul ref={menu} class="hsa-menu" role="menu" id={state.id} aria-labelledby={`${state.id}-button`} hidden={!state.open} onKeyDown={onMenuKeyDown}>
        {items.map((item) => {
          const common = {
            class: 'hsa-menu__item',
            role: 'menuitem',
            tabIndex: -1,
            'aria-disabled': item.disabled || undefined,
            onClick: (event: MouseEvent) => activate(item, event),
          } as const;
          return (
            <li key={item.id} role="none">
              {item.href ? (
                <a {...common} href={item.href}>
                  {item.label}
                </a>
              ) : (
                <button {...common} type="button">
                  {item.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
