import type { ComponentChildren, JSX, RefObject } from 'preact';
import { createPortal } from 'react-dom';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { SafeHtml } from '../../demo-pages/templates/html';
import type { BehaviourController } from '../../shared/islands/define-behaviour';

/**
 * Renders markup made by the demo store's own templates (demo-pages/templates/*), so a story shows exactly what the
 * server sends, and starts the behaviours that enhance it (widgets/*) on the document, as the theme's page does,
 * stopping them again when the story goes away. Islands (Preact views) can be mounted into the markup, like
 * mountPreact() does on a real page: `into` is emptied, or only what `remove` matches is taken out of it.
 *
 * The preview is not the shop: links and forms in the markup do not navigate (the behaviours still see the clicks).
 */
export interface MarkupIsland {
  into: string;
  remove?: string;
  node: ComponentChildren;
}

export interface ServerMarkupProps {
  html: string | SafeHtml;
  /** The element the markup is written into (a product card, `<li>`, needs a `ul`). */
  as?: 'div' | 'ul' | 'section';
  class?: string;
  behaviours?: readonly BehaviourController[];
  islands?: readonly MarkupIsland[];
}

export function ServerMarkup({ html, as = 'div', class: className, behaviours = [], islands = [] }: ServerMarkupProps) {
  const ref = useRef<HTMLElement>(null);
  const [targets, setTargets] = useState<Array<Element | null>>([]);
  const markup = typeof html === 'string' ? html : html.value;

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    setTargets(
      islands.map(({ into, remove }) => {
        const target = root.querySelector(into);
        if (target && remove) target.querySelectorAll(remove).forEach((node) => node.remove());
        else target?.replaceChildren();
        return target;
      }),
    );
    // islands and behaviours are fixed per story: the markup is what can change (a control)
  }, [markup]);

  useLayoutEffect(() => {
    const stops = behaviours.map((behaviour) => behaviour.start(document));
    return () => stops.reverse().forEach((stop) => stop());
  }, [markup]);

  const onClick = (event: JSX.TargetedMouseEvent<HTMLElement>) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link && event.currentTarget.contains(link)) event.preventDefault();
  };
  const onSubmit = (event: JSX.TargetedEvent<HTMLElement, Event>) => event.preventDefault();

  const Tag = as as 'div';
  return (
    <>
      <Tag
        ref={ref as RefObject<HTMLDivElement>}
        class={className}
        onClick={onClick}
        onSubmit={onSubmit}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
      {islands.map((island, i) => {
        const target = targets[i];
        return target ? createPortal(<>{island.node}</>, target) : null;
      })}
    </>
  );
}
