import type { ComponentChildren, JSX } from 'preact';
import { useControllable, useDomId } from './use-controllable';
import './Disclosure.css';

/**
 * Disclosure (show/hide): a button that sets its own aria-expanded and aria-controls, and the region it shows,
 * hidden when closed. WAI-ARIA APG, Disclosure: https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/
 * Controlled (`open` + `onOpenChange`) or not (`defaultOpen`); the facet accordions remember their state through
 * `onOpenChange`.
 */
export interface DisclosureOptions {
  /** Controlled open state; leave undefined to let the disclosure keep its own. */
  open?: boolean;
  /** @defaultValue false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Closed content stays findable: `hidden="until-found"`, so the browser's find-in-page reaches it and opens the
   * disclosure (where supported; elsewhere it is plainly hidden). @defaultValue false
   */
  findable?: boolean;
  /** The base of the element ids. @defaultValue a generated one */
  id?: string;
}

/**
 * The trigger's and the panel's props for one open state: shared by Disclosure and each Accordion item. The
 * lower-case `onbeforematch` makes Preact listen to `beforematch` itself, in every browser that fires it.
 */
export function disclosureParts(id: string, open: boolean, setOpen: (open: boolean) => void, findable = false) {
  const trigger = {
    id: `${id}-trigger`,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': `${id}-panel`,
    onClick: () => setOpen(!open),
  } satisfies JSX.ButtonHTMLAttributes<HTMLButtonElement>;
  const panel: { id: string; hidden: boolean | 'until-found' | undefined; onbeforematch: () => void } = {
    id: `${id}-panel`,
    hidden: open ? undefined : findable ? 'until-found' : true,
    onbeforematch: () => setOpen(true),
  };
  return { trigger, panel };
}

export function useDisclosure({ open, defaultOpen = false, onOpenChange, findable, id }: DisclosureOptions = {}) {
  const base = useDomId(id);
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange);
  const parts = disclosureParts(base, isOpen, setOpen, findable);
  return { open: isOpen, setOpen, triggerProps: parts.trigger, panelProps: parts.panel };
}

export interface DisclosureProps extends DisclosureOptions {
  /** The button's content: its accessible name. */
  summary: ComponentChildren;
  children: ComponentChildren;
  class?: string;
}

export function Disclosure({ summary, children, class: className = '', ...options }: DisclosureProps) {
  const { triggerProps, panelProps } = useDisclosure(options);
  return (
    <div class={`hsa-disclosure ${className}`}>
      <button class="hsa-disclosure__trigger" {...triggerProps}>
        <span>{summary}</span>
      </button>
      <div class="hsa-disclosure__panel" {...panelProps}>
        {children}
      </div>
    </div>
  );
}
