import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { tabbables } from '../../shared/a11y/focusable';
import type { Cleanup } from '../../shared/islands/disposables';
import { mountPreact } from '../../shared/islands/mount-preact';
import { t } from '../../shared/platform/i18n';
import { Dialog } from '../../shared/ui/Dialog';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import type { PopupEntry } from './controller';
import './popups.css';

/** Focus lands on the popup's first control this long after it opens (spec section 9: 250 ms for a popup). */
export const POPUP_FOCUS_DELAY = 250;

export interface OpenPopup {
  id: string;
  opener: Element | null;
}

export interface PopupsViewProps {
  entries: readonly PopupEntry[];
  $open: ReadableAtom<OpenPopup | null>;
  onClosed: (id: string) => void;
  onDoNotShowAgain: (id: string) => void;
}

/** Renders the view into the island's root; mount.tsx loads this module when the first popup opens. */
export function mountPopupsView(root: HTMLElement, props: PopupsViewProps): Cleanup {
  return mountPreact(root, <PopupsView {...props} />);
}

/** The open popup, if any: one at a time (and one overlay at a time on the page, through the Dialog's layer). */
export function PopupsView({ entries, $open, onClosed, onDoNotShowAgain }: PopupsViewProps) {
  const open = useStore($open);
  const entry = open && entries.find((e) => e.id === open.id);
  return entry ? <PopupDialog key={entry.id} entry={entry} opener={open.opener} onClosed={onClosed} onDoNotShowAgain={onDoNotShowAgain} /> : null;
}

interface PopupDialogProps {
  entry: PopupEntry;
  opener: Element | null;
  onClosed: (id: string) => void;
  onDoNotShowAgain: (id: string) => void;
}

export function PopupDialog({ entry, opener, onClosed, onDoNotShowAgain }: PopupDialogProps) {
  const { id, settings } = entry;
  const rules = settings.rules;
  const state = useOverlayState({ defaultOpen: true, id: `hsa-popup-${id}`, onOpenChange: (isOpen) => !isOpen && onClosed(id) });
  if (opener instanceof HTMLElement && !state.opener.current) state.opener.current = opener;
  const body = useRef<HTMLDivElement>(null);
  const [closeShown, setCloseShown] = useState(!rules.close_button_delay);

  // The popup's own server markup moves into the dialog while it is open and goes back on close (a form keeps
  // what was typed into it).
  useLayoutEffect(() => {
    const nodes = Array.from(entry.element.childNodes).filter((n) => !(n instanceof HTMLScriptElement));
    body.current?.append(...nodes);
    return () => entry.element.append(...nodes);
  }, []);

  useEffect(() => {
    const timers: number[] = [];
    const panel = document.getElementById(state.id);
    timers.push(
      window.setTimeout(() => {
        if (panel && document.activeElement === panel) (tabbables(panel)[0] ?? panel).focus({ preventScroll: true });
      }, POPUP_FOCUS_DELAY),
    );
    if (rules.close_button_delay) timers.push(window.setTimeout(() => setCloseShown(true), rules.close_button_delay * 1000));
    if (rules.close_automatically) timers.push(window.setTimeout(() => state.close('programmatic'), rules.close_automatically * 1000));
    // Escape switched off: the overlay manager ignores an Escape already handled.
    const keepOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && !event.isComposing && event.preventDefault();
    if (!rules.close_on_escape) document.addEventListener('keydown', keepOnEscape, true);
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      document.removeEventListener('keydown', keepOnEscape, true);
    };
  }, []);

  return (
    <Dialog
      state={state}
      title={settings.title}
      class={`hsa-popup${closeShown ? '' : ' hsa-popup--close-later'}`}
      closeOnBackdrop={rules.close_on_background}
      // The dialog itself first; its first control after POPUP_FOCUS_DELAY (the popup's entrance settles).
      initialFocus={() => document.getElementById(state.id)}
    >
      <div ref={body} class="hsa-popup__content" data-popup-body={id} />
      {rules.do_not_show_again && (
        <button type="button" class="hsa-popup__never" onClick={() => onDoNotShowAgain(id)}>
          {t('popupDoNotShowAgain')}
        </button>
      )}
    </Dialog>
  );
}
