import { useEffect, useRef } from 'react';
import type { ComponentChildren, JSX } from 'preact';
import type { Orientation } from '../a11y/direction';
import { tabbables } from '../a11y/focusable';
import { moveFocus } from '../a11y/roving-focus';
import { useControllable, useDomId } from './use-controllable';
import './Tabs.css';

/**
 * Tabs: a tablist with a roving tabindex (one Tab stop), arrow keys that follow the reading direction (ArrowLeft
 * moves forward in RTL), Home/End, automatic or manual activation, and panels rendered on first activation when
 * lazy (spec section 7, "Lazy tab content"). WAI-ARIA APG, Tabs: https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 */
export interface TabItem {
  /** Unique in these tabs; what `value` holds. */
  id: string;
  label: ComponentChildren;
  /** The panel; a function is called only when the panel is shown (with `lazy`, on first activation). */
  content: ComponentChildren | (() => ComponentChildren);
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The tablist's accessible name. */
  label: string;
  /** The selected tab's id (controlled); leave undefined to let the tabs keep their own. */
  value?: string;
  /** @defaultValue the first enabled tab */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Automatic: a tab is shown as soon as it is focused. Manual: Enter or Space shows it. @defaultValue 'automatic' */
  activation?: 'automatic' | 'manual';
  /** Vertical tabs move with Up/Down. @defaultValue 'horizontal' */
  orientation?: Orientation;
  /** A panel's content is rendered when its tab is first shown, then kept. @defaultValue false */
  lazy?: boolean;
  id?: string;
  class?: string;
}

export function Tabs(props: TabsProps) {
  const { tabs, activation = 'automatic', orientation = 'horizontal', lazy = false } = props;
  const base = useDomId(props.id);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? enabled[0]?.id ?? '', props.onValueChange);
  const selected = tabs.some((tab) => tab.id === value && !tab.disabled) ? value : enabled[0]?.id;
  const shown = useRef(new Set<string>());
  if (selected !== undefined) shown.current.add(selected);
  const panel = useRef<HTMLDivElement>(null);

  // APG: a panel with nothing focusable inside is itself a Tab stop, so its text is reached right after the tabs.
  // Watched, since lazy content arrives later.
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    // Only on a change: the observer sees the panel's own tabindex too.
    const sync = () => {
      // Counted as if shown: the mega menu renders a panel inside its closed disclosure.
      const stop = tabbables(el, true).length === 0;
      if (stop !== el.hasAttribute('tabindex')) (stop ? el.setAttribute('tabindex', '0') : el.removeAttribute('tabindex'));
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selected]);

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(':scope > [role="tab"]:not([disabled])'));
    const target = moveFocus(event, items, orientation);
    const tab = target && enabled[items.indexOf(target)];
    if (tab && activation === 'automatic') setValue(tab.id);
  };

  return (
    <div class={`hsa-tabs hsa-tabs--${orientation} ${props.class ?? ''}`}>
      <div
        class="hsa-tabs__list"
        role="tablist"
        aria-label={props.label}
        aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            class="hsa-tabs__tab"
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => setValue(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          ref={tab.id === selected ? panel : undefined}
          class="hsa-tabs__panel"
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {!lazy || shown.current.has(tab.id) ? (typeof tab.content === 'function' ? tab.content() : tab.content) : null}
        </div>
      ))}
    </div>
  );
}
