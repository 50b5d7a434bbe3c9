import { useEffect, useLayoutEffect, useRef } from 'react';
import { useModalLayer } from '../../shared/ui/use-modal-layer';
import { refreshCart } from '../../shared/stores/cart-sync';
import type { LineControl } from './body-focus';
import { lineTargetOf, runLineAction } from './line-actions';

/**
 * The mini-cart panel's behaviour, loaded the first time the panel is wanted (a click, a hover or focus on the
 * button, or an add): the modal layer (scroll lock, focus inside, Escape and outside press, focus back), the line
 * controls (+ − ×, one at a time, each disabled until its answer) and the refresh from the server. Rendering stays
 * in MiniCartView, which is loaded with the page.
 */
export interface MiniCartPanelProps {
  id: string;
  open: boolean;
  /** Ask the server for the cart whenever this grows (an add, or a first open of a cached page). */
  refreshToken: number;
  panel: { current: HTMLDivElement | null };
  body: { current: HTMLDivElement | null };
  button: { current: HTMLButtonElement | null };
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onMessages: (messages: string[]) => void;
  onPending: (pending: LineControl | null) => void;
}

export default function MiniCartPanel(props: MiniCartPanelProps) {
  const pending = useRef<LineControl | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useModalLayer({
    id: props.id,
    open: props.open,
    onClose: props.onClose,
    panel: props.panel,
    trigger: props.button,
    returnFocusTo: props.returnFocusTo ?? props.button.current,
    initialFocus: () => props.panel.current?.querySelector<HTMLElement>('.mini-cart__close'),
  });

  useEffect(() => {
    if (props.refreshToken > 0) void refreshCart();
  }, [props.refreshToken]);

  // Layout effect: listening from the moment the panel is on screen, not a frame later.
  useLayoutEffect(() => {
    const host = props.body.current;
    if (!host) return;
    const onClick = async (event: MouseEvent) => {
      const target = lineTargetOf(event.target);
      if (!target) return;
      event.preventDefault();
      // One change at a time: the answer decides what the next one starts from.
      if (pending.current || target.control.getAttribute('aria-disabled') === 'true') return;
      pending.current = { key: target.key, action: target.action };
      latest.current.onPending(pending.current);
      const outcome = await runLineAction(target);
      pending.current = null;
      latest.current.onPending(null);
      latest.current.onMessages(outcome.messages);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [props.body]);

  return null;
}
