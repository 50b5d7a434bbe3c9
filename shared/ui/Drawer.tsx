import { Dialog, type DialogProps } from './Dialog';
import './Drawer.css';

/**
 * Drawer: a modal dialog (WAI-ARIA APG, Dialog (Modal): https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/)
 * that slides in from the inline-start or inline-end edge of the screen; the mobile menu's. It keeps everything
 * Dialog guarantees (focus in and back, Tab wrap, Escape, ×, backdrop, inert page, scroll lock); spec section 2's
 * mobile drawer also closes on window scroll and resize (`closeOnScroll`, `closeOnResize`).
 * The trigger part is Dialog's `useDialogTrigger`.
 */
export interface DrawerProps extends Omit<DialogProps, 'layerClass'> {
  /** The edge it slides from: the right one in RTL for 'start'. @defaultValue 'start' */
  side?: 'start' | 'end';
}

export function Drawer({ side = 'start', ...props }: DrawerProps) {
  return <Dialog {...props} layerClass={`hsa-drawer-layer hsa-drawer-layer--${side}`} class={`hsa-drawer ${props.class ?? ''}`} />;
}
