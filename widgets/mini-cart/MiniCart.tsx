import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../../shared/a11y/announcer';
import { on } from '../../shared/events/bridge';
import { t } from '../../shared/platform/i18n';
import { formatNumber } from '../../shared/platform/digits';
import { track } from '../../shared/platform/analytics';
import { $cart } from '../../shared/stores/cart';
import { refreshCart } from '../../shared/stores/cart-actions';
import { CartBadge } from '../../shared/ui/CartBadge';
import { useModalLayer } from '../../shared/ui/use-modal-layer';
import { focusTargetAfter, lineTargetOf, runLineAction, type LineAction } from './line-actions';

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
  const appliedRevision = useRef(-1);
  const refocus = useRef<Pending | null>(null);
  const lastCount = useRef(cart.count);
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;

  // The body is server HTML: set it imperatively, so Preact never diffs what the server (or a fragment) wrote.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body || cart.html === null || appliedRevision.current === cart.revision) return;
    appliedRevision.current = cart.revision;
    body.innerHTML = cart.html;
    const previous = refocus.current;
    refocus.current = null;
    if (previous && open) (focusTargetAfter(body, previous) ?? panelRef.current)?.focus({ preventScroll: true });
  }, [cart.revision, cart.html, open]);

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
    id: `mini-cart-${id}`,
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

  const onBodyClick = async (event: MouseEvent) => {
    const target = lineTargetOf(event.target);
    if (!target) return;
    event.preventDefault();
    if (busy || target.control.getAttribute('aria-disabled') === 'true') return;
    const lines = Array.from(bodyRef.current?.querySelectorAll('[data-key]') ?? []);
    const index = lines.findIndex((line) => line.contains(target.control));
    refocus.current = { key: target.key, action: target.action, index };
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
    <>
      <button
        ref={buttonRef}
        type="button"
        class="mini-cart__button header-action"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg class="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
          <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1" />
        </svg>
        <span class="header-action__label">{t('cart')}</span>
        <CartBadge count={cart.count} />
      </button>
      <div class="mini-cart__backdrop" hidden={!open} aria-hidden="true" />
      <div
        ref={panelRef}
        id={panelId}
        class="mini-cart__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
      >
        <div class="mini-cart__header">
          <h2 class="mini-cart__title" id={titleId}>
            {t('cart')}
            {cart.count > 0 && <span class="mini-cart__title-count"> ({formatNumber(cart.count)})</span>}
          </h2>
          <button type="button" class="mini-cart__close" aria-label={t('close')} onClick={close}>
            ×
          </button>
        </div>
        {messages.length > 0 && (
          <div class="mini-cart__messages" role="alert">
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        <div ref={bodyRef} class="mini-cart__body" aria-busy={busy} onClick={onBodyClick} />
        {cart.html === null && (
          <p class="mini-cart__fallback-link">
            <a href={cartUrl}>{t('viewCart')}</a>
          </p>
        )}
      </div>
    </>
  );
}
