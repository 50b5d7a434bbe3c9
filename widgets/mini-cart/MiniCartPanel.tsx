import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { useModalLayer } from '../../shared/ui/use-modal-layer';
import { lineTargetOf } from './line-actions';
import { $miniCart, closeMiniCart, removeLine, setQty } from './store';

/**
 * The mini-cart panel's behaviour, loaded the first time the panel is wanted (a click, a hover or focus on the
 * button, or an add): the modal layer (scroll lock, focus inside, Tab wrap, Escape and outside press, focus back)
 * and the line controls (+ − ×, read from the server's body and sent through the store's actions). Rendering stays
 * in MiniCartView, which loads with the island.
 *
 * The layer is shared/ui's useModalLayer, the hook under Dialog, rather than <Dialog> itself: Dialog is only in the
 * page while open and renders at the end of <body>, but this panel stays in the island while closed (its body is
 * the target of WooCommerce's fragments and theme scripts) and on wide screens hangs under its button, which stays
 * reachable beside it.
 */
export interface MiniCartPanelProps {
  id: string;
  panel: { current: HTMLDivElement | null };
  body: { current: HTMLDivElement | null };
  button: { current: HTMLButtonElement | null };
}

export default function MiniCartPanel(props: MiniCartPanelProps) {
  const { open, opener } = useStore($miniCart);

  useModalLayer({
    id: props.id,
    open,
    onClose: closeMiniCart,
    panel: props.panel,
    trigger: props.button,
    returnFocusTo: opener ?? props.button.current,
    initialFocus: () => props.panel.current?.querySelector<HTMLElement>('.mini-cart__close'),
  });

  // Layout effect: listening from the moment the panel is on screen, not a frame later.
  useLayoutEffect(() => {
    const host = props.body.current;
    if (!host) return;
    const onClick = (event: MouseEvent) => {
      const target = lineTargetOf(event.target);
      if (!target) return;
      event.preventDefault();
      if (target.control.getAttribute('aria-disabled') === 'true') return;
      if (target.action === 'remove') void removeLine(target);
      else void setQty(target, target.action === 'inc' ? 1 : -1);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [props.body]);

  return null;
}
