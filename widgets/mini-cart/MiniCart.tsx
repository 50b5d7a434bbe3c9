import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import { $cart, $cartEndpoint } from '../../shared/stores/cart';
import { MiniCartView } from './MiniCartView';
import { $miniCart, closeMiniCart, loadMiniCartPanel, toggleMiniCart } from './store';

/**
 * The mini-cart island (spec sections 2, 4, 5): a button with the count badge that opens the cart panel, a modal
 * dialog. What the page needs at once is here (the button, the badge, the body the server's fragments target);
 * the panel's behaviour (MiniCartPanel.tsx) loads when the shopper reaches for it: hover, focus, a click or an add.
 * It reads $cart and $miniCart and calls the store's actions; what happens when is in store.ts and mount.tsx.
 */
export interface MiniCartProps {
  cartUrl: string;
}

const warm = () => void loadMiniCartPanel();

export function MiniCart({ cartUrl }: MiniCartProps) {
  const cart = useStore($cart);
  const { open, messages, pending, Panel } = useStore($miniCart);
  const endpoint = useStore($cartEndpoint);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const id = `mini-cart${useId().replace(/\W/g, '')}`;

  return (
    <>
      <MiniCartView
        id={id}
        count={cart.count}
        // Open once the panel's behaviour is here: a modal without its focus scope would trap nobody.
        open={open && Panel !== null}
        bodyHtml={cart.html}
        bodyRevision={cart.revision}
        readOnly={endpoint === 'missing'}
        messages={messages}
        busy={pending !== null}
        pending={pending}
        cartUrl={cartUrl}
        buttonRef={buttonRef}
        panelRef={panelRef}
        bodyRef={bodyRef}
        onToggle={toggleMiniCart}
        onClose={closeMiniCart}
        onWarm={warm}
      />
      {Panel && <Panel id={id} panel={panelRef} body={bodyRef} button={buttonRef} />}
    </>
  );
}
