import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { announce } from '../../shared/a11y/announcer';
import { on } from '../../shared/events/bridge';
import { t } from '../../shared/platform/i18n';
import { track } from '../../shared/platform/analytics';
import { $cart } from '../../shared/stores/cart';
import type { LineControl } from './body-focus';
import type { MiniCartPanelProps } from './MiniCartPanel';
import { MiniCartView } from './MiniCartView';

/**
 * The mini-cart island (spec sections 2, 4, 5): a button with the count badge that opens the cart panel, a modal
 * dialog. What the page needs at once is here (the button, the badge, the body the server's fragments target);
 * the panel's behaviour (MiniCartPanel.tsx) loads when the shopper reaches for it: hover, focus, a click or an add.
 */
export interface MiniCartProps {
  cartUrl: string;
  /** What loaded the island (mount context's trigger): `hsa:mini-cart-open` opens the panel at once. */
  trigger?: Event | undefined;
}

const loadPanel = () => import('./MiniCartPanel').then((m) => m.default);

/** The panel's chunk could not be loaded (offline, a deploy removed it): a click goes to the cart page instead. */
function goToCart(cartUrl: string) {
  window.location.assign(cartUrl);
}

export function MiniCart({ cartUrl, trigger }: MiniCartProps) {
  const cart = useStore($cart);
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [pending, setPending] = useState<LineControl | null>(null);
  const [refreshToken, setRefreshToken] = useState(0);
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);
  const [Panel, setPanel] = useState<ComponentType<MiniCartPanelProps> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const lastCount = useRef(cart.count);
  const checkedWithServer = useRef(false);
  const id = `mini-cart${useId().replace(/\W/g, '')}`;

  const loading = useRef<Promise<boolean> | null>(null);
  const ensurePanel = (): Promise<boolean> => {
    if (Panel) return Promise.resolve(true);
    loading.current ??= loadPanel().then(
      (component) => {
        setPanel(() => component);
        return true;
      },
      () => {
        loading.current = null; // the next reach tries again
        setOpen(false);
        return false;
      },
    );
    return loading.current;
  };

  useEffect(() => {
    if (cart.count !== lastCount.current) {
      lastCount.current = cart.count;
      announce(t('cartCountAnnounce', { count: cart.count }));
    }
  }, [cart.count]);

  const openFor = (opener: Element | undefined) => {
    void ensurePanel();
    setReturnFocusTo(opener instanceof HTMLElement ? opener : null);
    setMessages([]);
    setOpen(true);
    setRefreshToken((n) => n + 1);
    checkedWithServer.current = true;
  };

  // Layout effects: listening from the render on, so an answer that comes right after mount is not missed.
  // An add is on its way: load the panel meanwhile, so it is here when the answer comes.
  useLayoutEffect(() => on('adding_to_cart', () => void ensurePanel()), [Panel]);
  // Opened by an add (or any "show cart" control): open, and ask the server for the cart as it is now.
  useLayoutEffect(() => on('hsa:mini-cart-open', (detail) => openFor(detail.trigger)), [Panel]);

  // The island was woken by what it must now do: an add under way, or a request to open.
  useLayoutEffect(() => {
    if (trigger?.type === 'adding_to_cart') void ensurePanel();
    if (trigger?.type === 'hsa:mini-cart-open') openFor(((trigger as CustomEvent).detail as { trigger?: Element } | null)?.trigger);
  }, []);

  const close = () => {
    setOpen(false);
    setReturnFocusTo(null);
  };

  const toggle = () => {
    if (open) return close();
    void ensurePanel().then((ready) => ready || goToCart(cartUrl));
    setMessages([]);
    setOpen(true);
    track('view_cart');
    // A cached page may show another cart: the first open asks the server (an add already did).
    if (!checkedWithServer.current) setRefreshToken((n) => n + 1);
    checkedWithServer.current = true;
  };

  return (
    <>
      <MiniCartView
        id={id}
        count={cart.count}
        // Open once the panel's behaviour is here: a modal without its focus scope would trap nobody.
        open={open && Panel !== null}
        bodyHtml={cart.html}
        bodyRevision={cart.revision}
        messages={messages}
        busy={pending !== null}
        pending={pending}
        cartUrl={cartUrl}
        buttonRef={buttonRef}
        panelRef={panelRef}
        bodyRef={bodyRef}
        onToggle={toggle}
        onClose={close}
        onWarm={() => void ensurePanel()}
      />
      {Panel && (
        <Panel
          id={id}
          open={open}
          refreshToken={refreshToken}
          panel={panelRef}
          body={bodyRef}
          button={buttonRef}
          returnFocusTo={returnFocusTo}
          onClose={close}
          onMessages={setMessages}
          onPending={setPending}
        />
      )}
    </>
  );
}
