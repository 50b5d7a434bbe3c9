import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { announce } from '../../shared/a11y/announcer';
import { on } from '../../shared/events/bridge';
import { t } from '../../shared/platform/i18n';
import { track } from '../../shared/platform/analytics';
import { $cart } from '../../shared/stores/cart';
import { refreshCart } from '../../shared/stores/cart-actions';
import { useModalLayer } from '../../shared/ui/use-modal-layer';
import { focusTargetAfter, lineTargetOf, runLineAction, type LineAction } from './line-actions';
import { MiniCartView } from './MiniCartView';

/**
 * The mini-cart island (spec sections 2, 4, 5): a button with the count badge that opens the cart panel, a modal
 * dialog (scroll locked, focus inside, Escape and outside press close it, focus goes back to what opened it).
 * The panel body is the server's HTML; + and − send set_qty, × sends remove; the clicked control is disabled until
 * the answer, then the body and badge are replaced and focus returns to the same control in the new body.
 */
export interface MiniCartProps {
  cartUrl: string;
}

interface Pending {
  key: string;
  action: LineAction;
  index: number;
}

export function MiniCart({ cartUrl }: MiniCartProps) {
  const cart = useStore($cart);
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<Pending | null>(null);
  const lastCount = useRef(cart.count);
  const id = `mini-cart${useId().replace(/\W/g, '')}`;

  useEffect(() => {
    if (cart.count !== lastCount.current) {
      lastCount.current = cart.count;
      announce(t('cartCountAnnounce', { count: cart.count }));
    }
  }, [cart.count]);

  // Opened by an add (or any "show cart" control): open, and ask the server for the cart as it is now.
  useEffect(
    () =>
      on('hsa:mini-cart-open', ({ trigger }) => {
        setReturnFocusTo(trigger instanceof HTMLElement ? trigger : null);
        setMessages([]);
        setOpen(true);
        void refreshCart();
      }),
    [],
  );

  const close = () => {
    setOpen(false);
    setReturnFocusTo(null);
  };

  useModalLayer({
    id,
    open,
    onClose: close,
    panel: panelRef,
    trigger: buttonRef,
    returnFocusTo: returnFocusTo ?? buttonRef.current,
    initialFocus: () => panelRef.current?.querySelector<HTMLElement>('.mini-cart__close'),
  });

  const toggle = () => {
    if (open) return close();
    setMessages([]);
    setOpen(true);
    track('view_cart');
    // A cached page may show another cart: the first open asks the server.
    if (cart.revision <= 1) void refreshCart();
  };

  const onBodyWritten = (body: HTMLDivElement) => {
    const previous = refocus.current;
    refocus.current = null;
    if (previous && open) (focusTargetAfter(body, previous) ?? panelRef.current)?.focus({ preventScroll: true });
  };

  const onBodyClick = async (event: MouseEvent) => {
    const target = lineTargetOf(event.target);
    if (!target) return;
    event.preventDefault();
    if (busy || target.control.getAttribute('aria-disabled') === 'true') return;
    const lines = Array.from(bodyRef.current?.querySelectorAll('[data-key]') ?? []);
    refocus.current = { key: target.key, action: target.action, index: lines.findIndex((line) => line.contains(target.control)) };
    target.control.setAttribute('aria-disabled', 'true');
    setBusy(true);
    const outcome = await runLineAction(target);
    setBusy(false);
    setMessages(outcome.messages);
    // Nothing replaced the body (a failure): the control is usable again, and focus is where it was.
    if (target.control.isConnected) {
      target.control.removeAttribute('aria-disabled');
      refocus.current = null;
    }
  };

  return (
    <MiniCartView
      id={id}
      count={cart.count}
      open={open}
      bodyHtml={cart.html}
      bodyRevision={cart.revision}
      messages={messages}
      busy={busy}
      cartUrl={cartUrl}
      buttonRef={buttonRef}
      panelRef={panelRef}
      bodyRef={bodyRef}
      onToggle={toggle}
      onClose={close}
      onBodyClick={onBodyClick}
      onBodyWritten={onBodyWritten}
    />
  );
}
