import { useEffect, useRef, useState } from 'react';
import type { ComponentChildren, JSX } from 'preact';
import { dismissable } from '../a11y/dismissable-layer';
import { moveFocus, typeaheadIndex } from '../a11y/roving-focus';
import { useDomId } from './use-controllable';
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

type Where = 'first' | 'last' | null;

export function MenuButton({ label, items, id, class: className = '', 'aria-label': ariaLabel }: MenuButtonProps) {
  const base = useDomId(id);
  const [open, setOpen] = useState<Where>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    const list = menu.current;
    if (!open || !list) return;
    const all = menuItems();
    all[open === 'first' ? 0 : all.length - 1]?.focus();
    // After a press elsewhere the shopper has moved on: focus stays where they put it.
    return dismissable(list, () => setOpen(null), { inside: [button.current] });
  }, [open]);

  const onButtonKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLButtonElement>) => {
    if (event.isComposing || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLUListElement>) => {
    if (event.isComposing) return;
    const all = menuItems();
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      event.preventDefault(); // a dialog holding the menu stays open
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(null);
    } else if (event.key === ' ' && target instanceof HTMLAnchorElement) {
      event.preventDefault(); // Space activates a menuitem; a link alone would only scroll
      target.click();
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const labels = items.map((item) => item.label);
      all[typeaheadIndex(labels, all.indexOf(target), event.key)]?.focus();
    } else {
      moveFocus(event, all, 'vertical');
    }
  };

  const activate = (item: MenuItem, event: MouseEvent) => {
    if (item.disabled) return event.preventDefault();
    item.onSelect?.();
    close(!item.href);
  };

  return (
    <div class={`hsa-menu-button ${className}`}>
      <button
        ref={button}
        class="hsa-menu-button__trigger"
        type="button"
        id={`${base}-button`}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={`${base}-menu`}
        onClick={() => setOpen(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      <ul ref={menu} class="hsa-menu" role="menu" id={`${base}-menu`} aria-labelledby={`${base}-button`} hidden={open === null} onKeyDown={onMenuKeyDown}>
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
