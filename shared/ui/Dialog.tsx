import { useRef } from 'react';
import type { ComponentChildren } from 'preact';
import { createPortal } from 'react-dom';
import { visuallyHidden } from '../a11y/visually-hidden';
import { t } from '../platform/i18n';
import { useModalLayer } from './use-modal-layer';
import { useOverlayTrigger, type OverlayState, type TriggerProps } from './use-overlay-trigger';
import './Dialog.css';

/**
 * Dialog (modal), WAI-ARIA APG: https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/
 * `role="dialog"`, `aria-modal`, named by its title (and described by `description`); focus moves in (the first
 * tabbable, or `initialFocus`), Tab and Shift+Tab wrap, Escape, the × button («بستن») and the backdrop close it,
 * focus goes back to the opener, the page behind is inert and does not scroll. Dialogs opened from inside a
 * dialog stack on it. Only in the page while open.
 *
 *   const dialog = useOverlayState();
 *   <button {...useDialogTrigger(dialog)}>…</button>
 *   <Dialog state={dialog} title={t('chooseCity')}>…</Dialog>
 */
export interface DialogProps {
  state: OverlayState;
  title: ComponentChildren;
  /** Read as the dialog's description (`aria-describedby`), shown under the title. */
  description?: ComponentChildren;
  children?: ComponentChildren;
  /** Focused on open. @defaultValue the first tabbable (the × button), else the dialog */
  initialFocus?: () => HTMLElement | null | undefined;
  /** @defaultValue true */
  closeOnBackdrop?: boolean;
  /** Close when the page scrolls or the window's width changes (spec section 2's mobile drawer). @defaultValue false */
  closeOnScroll?: boolean;
  /** @defaultValue false */
  closeOnResize?: boolean;
  /** Rendered at the end of <body>, out of any clipped or transformed ancestor. @defaultValue true */
  portal?: boolean;
  /** Extra classes on the dialog element. */
  class?: string;
  /** Extra classes on the layer (the dialog with its backdrop); Drawer's. */
  layerClass?: string;
}

/** The trigger part: `aria-haspopup="dialog"`, `aria-expanded`, `aria-controls` while open, and the toggle. */
export function useDialogTrigger(state: OverlayState): TriggerProps {
  return useOverlayTrigger(state, 'dialog');
}

export function Dialog(props: DialogProps) {
  return props.state.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog(props: DialogProps) {
  const { state } = props;
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = `${state.id}-title`;
  const descriptionId = props.description ? `${state.id}-description` : undefined;

  useModalLayer({
    state,
    panel,
    root,
    initialFocus: props.initialFocus,
    inert: true,
    // The page is inert: a press can only land on the backdrop, which closes by its own click (below).
    closeOnOutsidePress: false,
    closeOnScroll: props.closeOnScroll,
    closeOnResize: props.closeOnResize,
  });

  const layer = (
    <div ref={root} class={`hsa-dialog-layer ${props.layerClass ?? ''}`}>
      <div
        class="hsa-dialog-backdrop"
        aria-hidden="true"
        // A press on the backdrop must not blur the dialog first: focus then goes back to the opener on click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => props.closeOnBackdrop !== false && state.close('backdrop')}
      />
      <div ref={panel} id={state.id} class={`hsa-dialog ${props.class ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId} tabIndex={-1}>
        <div class="hsa-dialog__header">
          <h2 id={titleId} class="hsa-dialog__title">
            {props.title}
          </h2>
          <button type="button" class="hsa-dialog__close" aria-label={t('close')} onClick={() => state.close('close-button')}>
            ×
          </button>
        </div>
        {descriptionId && (
          <p id={descriptionId} class="hsa-dialog__description">
            {props.description}
          </p>
        )}
        <div class="hsa-dialog__body">{props.children}</div>
        {/* The announcer's region while this dialog is open: the page's own is not read behind aria-modal. */}
        <div role="status" aria-live="polite" aria-atomic="true" data-hsa-live style={visuallyHidden} />
      </div>
    </div>
  );
  return props.portal === false ? layer : createPortal(layer, document.body);
}
