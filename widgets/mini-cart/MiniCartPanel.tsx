import { useEffect, useRef } from 'react';
import { useModalLayer } from '../../shared/ui/use-modal-layer';
import { refreshCart } from '../../shared/stores/cart-actions';
import { focusTargetAfter, lineTargetOf, runLineAction, type LineAction } from './line-actions';

/**
 * The mini-cart panel's behaviour, loaded the first time the panel is wanted (a click, a hover or focus on the
 * button, or an add): the modal layer (scroll lock, focus inside, Escape and outside press, focus back), the line
 * controls (+ − ×, each disabled until its answer, focus back on the same control after the body is replaced) and
 * the refresh from the server. Rendering stays in MiniCartView, which is loaded with the page.
 */
export interface MiniCartPanelProps {
  id: string;
  open: boolean;
  /** Ask the server for the cart when this becomes true (an add, or a first open of a cached page). */
  refreshToken: number;
  panel: { current: HTMLDivElement | null };
  body: { current: HTMLDivElement | null };
  button: { current: HTMLButtonElement | null };
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onMessages: (messages: string[]) => void;
  onBusy: (busy: boolean) => void;
  /** Set by this panel: what the container must focus after it writes the next body. */
  refocus: { current: ((body: HTMLDivElement) => void) | null };
}

interface Pending {
  key: string;
  action: LineAction;
  index: number;
}

export default function MiniCartPanel(props: MiniCartPanelProps) {
  const busy = useRef(false);
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

  useEffect(() => {
    const host = props.body.current;
    if (!host) return;
    const onClick = async (event: MouseEvent) => {
      const target = lineTargetOf(event.target);
      if (!target) return;
      event.preventDefault();
      if (busy.current || target.control.getAttribute('aria-disabled') === 'true') return;
      const lines = Array.from(host.querySelectorAll('[data-key]'));
      const pending: Pending = { key: target.key, action: target.action, index: lines.findIndex((line) => line.contains(target.control)) };
      latest.current.refocus.current = (body) => {
        if (latest.current.open) (focusTargetAfter(body, pending) ?? latest.current.panel.current)?.focus({ preventScroll: true });
      };
      target.control.setAttribute('aria-disabled', 'true');
      busy.current = true;
      latest.current.onBusy(true);
      const outcome = await runLineAction(target);
      busy.current = false;
      latest.current.onBusy(false);
      latest.current.onMessages(outcome.messages);
      // Nothing replaced the body (a failure): the control is usable again, and focus is where it was.
      if (target.control.isConnected) {
        target.control.removeAttribute('aria-disabled');
        latest.current.refocus.current = null;
      }
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [props.body]);

  return null;
}
