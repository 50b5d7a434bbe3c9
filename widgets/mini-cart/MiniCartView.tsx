import type { Ref } from 'preact';
import { useLayoutEffect, useRef } from 'react';
import { describeFocus, restoreFocus, type LineControl } from './body-focus';
import { keepBodyThroughForeignWrites, prepareLines } from './woo-lines';
import { formatNumber } from '../../shared/platform/digits';
import { t } from '../../shared/platform/i18n';
import { visuallyHidden } from '../../shared/a11y/visually-hidden';
import { CartBadge } from '../../shared/ui/CartBadge';

/**
 * What the mini-cart looks like, without behaviour: the button with its badge and the panel (a modal dialog) with
 * the messages and the server's body. Storybook renders every state from here; MiniCart.tsx adds the behaviour.
 */
export interface MiniCartViewProps {
  id: string;
  count: number;
  open: boolean;
  /** The server's mini-cart body; null until known (then the panel offers the cart page link). */
  bodyHtml: string | null;
  /** Bumps when the body must be written again even if the markup is the same. */
  bodyRevision?: number;
  messages: string[];
  busy: boolean;
  cartUrl: string;
  buttonRef?: Ref<HTMLButtonElement>;
  panelRef?: Ref<HTMLDivElement>;
  bodyRef?: Ref<HTMLDivElement>;
  onToggle?: () => void;
  onClose?: () => void;
  /** The shopper is reaching for the button (hover, focus, touch): a good moment to load the panel. */
  onWarm?: () => void;
  /**
   * The site has no mini-cart call (a 404): the lines are shown as they are, without + and −, with a link to the
   * cart page (WooCommerce's remove links still work).
   */
  readOnly?: boolean;
  /** The line control waiting for its answer: it is `aria-disabled` in whatever body is shown meanwhile. */
  pending?: LineControl | null;
}

function CartIcon() {
  return (
    <svg class="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1" />
    </svg>
  );
}

export function MiniCartView(props: MiniCartViewProps) {
  const { id, count, open, bodyHtml, messages, busy, cartUrl } = props;
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const labelId = `${id}-label`;
  const countId = `${id}-count`;
  const localBody = useRef<HTMLDivElement | null>(null);
  const written = useRef<{ html: string | null; revision: number | undefined; readOnly?: boolean }>({ html: null, revision: undefined });
  const readOnly = props.readOnly ?? false;

  const readOnlyNow = useRef(readOnly);
  readOnlyNow.current = readOnly;
  const keeper = useRef<ReturnType<typeof keepBodyThroughForeignWrites> | null>(null);
  useLayoutEffect(() => {
    const body = localBody.current;
    if (!body) return;
    keeper.current = keepBodyThroughForeignWrites(body, () => readOnlyNow.current);
    return () => {
      keeper.current?.stop();
      keeper.current = null;
    };
  }, []);

  // The body is server HTML: written imperatively, so Preact never diffs what the server (or a fragment) wrote.
  useLayoutEffect(() => {
    const body = localBody.current;
    if (!body || bodyHtml === null) return;
    if (written.current.html === bodyHtml && written.current.revision === props.bodyRevision && written.current.readOnly === readOnly) return;
    written.current = { html: bodyHtml, revision: props.bodyRevision, readOnly };
    // Replacing the body must not drop the keyboard user's focus: it goes to the same control in the new body.
    const focused = describeFocus(body);
    const write = () => {
      body.innerHTML = bodyHtml;
      prepareLines(body, readOnly);
    };
    if (keeper.current) keeper.current.own(write);
    else write();
    if (focused) restoreFocus(body, focused, body.closest<HTMLElement>('[role="dialog"]'));
  }, [bodyHtml, props.bodyRevision, readOnly]);

  useLayoutEffect(() => {
    const body = localBody.current;
    if (!body) return;
    // Only the mark this view set: the server's own (+ at the most the cart takes) stays.
    body.querySelectorAll('[data-cart-pending]').forEach((el) => (el.removeAttribute('aria-disabled'), el.removeAttribute('data-cart-pending')));
    const pending = props.pending;
    const control = pending && body.querySelector(`[data-key="${CSS.escape(pending.key)}"] [data-cart-action="${pending.action}"]:not([aria-disabled])`);
    if (control) (control.setAttribute('aria-disabled', 'true'), control.setAttribute('data-cart-pending', ''));
  }, [props.pending, bodyHtml, props.bodyRevision]);

  const setBodyRef = (node: HTMLDivElement | null) => {
    localBody.current = node;
    const ref = props.bodyRef;
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: HTMLDivElement | null }).current = node;
  };

  return (
    <>
      <button
        ref={props.buttonRef}
        type="button"
        class="mini-cart__button header-action"
        data-adopt="cart-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={labelId}
        aria-describedby={count > 0 ? countId : undefined}
        onClick={props.onToggle}
        onPointerEnter={props.onWarm}
        onFocus={props.onWarm}
        onTouchStart={props.onWarm}
      >
        <CartIcon />
        <span class="header-action__label" id={labelId}>
          {t('cart')}
        </span>
        <CartBadge count={count} labelId={countId} />
      </button>
      <div class="mini-cart__backdrop" hidden={!open} aria-hidden="true" />
      <div ref={props.panelRef} id={panelId} class="mini-cart__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} hidden={!open}>
        <div class="mini-cart__header">
          <h2 class="mini-cart__title">
            <span id={titleId}>{t('cart')}</span>
            {count > 0 && (
              <span class="mini-cart__title-count" aria-hidden="true">
                {' '}
                ({formatNumber(count)})
              </span>
            )}
          </h2>
          <button type="button" class="mini-cart__close" aria-label={t('close')} onClick={props.onClose}>
            ×
          </button>
        </div>
        <div role="status" aria-live="polite" aria-atomic="true" data-hsa-live style={visuallyHidden} />
        {messages.length > 0 && (
          <div class="mini-cart__messages" role="alert">
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        <div ref={setBodyRef} class="mini-cart__body" aria-busy={busy} data-hsa-fragment-host />
        {(bodyHtml === null || readOnly) && (
          <p class="mini-cart__fallback-link">
            <a href={cartUrl}>{t('viewCart')}</a>
          </p>
        )}
      </div>
    </>
  );
}
