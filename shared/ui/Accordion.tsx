import type { ComponentChildren, JSX } from 'preact';
import { moveFocus } from '../a11y/roving-focus';
import { disclosureParts } from './Disclosure';
import { useControllable, useDomId } from './use-controllable';
import './Disclosure.css';
import './Accordion.css';

/**
 * Accordion: a stack of headings, each wrapping a button that shows or hides its panel. One open at a time or many;
 * Up/Down/Home/End move between the headers. WAI-ARIA APG, Accordion:
 * https://www.w3.org/WAI/ARIA/apg/patterns/accordion/
 * Each item is a disclosure (disclosureParts), so the trigger sets its own aria-expanded and aria-controls.
 */
export interface AccordionItem {
  /** Unique in this accordion; what `value` holds. */
  id: string;
  title: ComponentChildren;
  content: ComponentChildren;
  disabled?: boolean;
  /** The button's `data-adopt`: the server fallback's control with the same one hands over focus at mount. */
  adopt?: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Many panels open at once; otherwise opening one closes the other. @defaultValue false */
  multiple?: boolean;
  /** The open items' ids (controlled); leave undefined to let the accordion keep its own. */
  value?: string[];
  /** @defaultValue [] */
  defaultValue?: string[];
  onValueChange?: (open: string[]) => void;
  /** With one open at a time, whether the open one can be closed (when not, its button is aria-disabled). @defaultValue true */
  collapsible?: boolean;
  /** The level of the headings, to fit the page's outline. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Up/Down/Home/End move between the headers (APG's optional keys). @defaultValue true */
  arrowKeys?: boolean;
  /** Panels are labelled regions; APG advises against it with many panels (landmark noise). @defaultValue items.length <= 6 */
  regions?: boolean;
  /** Closed panels stay findable by find-in-page (`hidden="until-found"`). @defaultValue false */
  findable?: boolean;
  id?: string;
  class?: string;
}

const NO_ITEMS: string[] = [];

export function Accordion(props: AccordionProps) {
  const { items, multiple = false, collapsible = true, headingLevel = 3, arrowKeys = true, findable } = props;
  const base = useDomId(props.id);
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? NO_ITEMS, props.onValueChange);
  const regions = props.regions ?? items.length <= 6;
  const Heading = `h${headingLevel}` as 'h3';

  const locked = (id: string) => !multiple && !collapsible && value.includes(id);
  const toggle = (id: string, open: boolean) => {
    if (!open && locked(id)) return;
    if (multiple) setValue(open ? [...value, id] : value.filter((v) => v !== id));
    else setValue(open ? [id] : []);
  };

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    // Only this accordion's own headers: an accordion nested in a panel handles its own.
    const triggers = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(':scope > .hsa-accordion__item > .hsa-accordion__heading > button:not([disabled])'),
    );
    if (triggers.includes(event.target as HTMLElement)) moveFocus(event, triggers, 'vertical');
  };

  return (
    <div class={`hsa-accordion ${props.class ?? ''}`} onKeyDown={arrowKeys ? onKeyDown : undefined}>
      {items.map((item) => {
        const { trigger, panel } = disclosureParts(`${base}-${item.id}`, value.includes(item.id), (open) => toggle(item.id, open), findable);
        return (
          <div key={item.id} class="hsa-accordion__item">
            <Heading class="hsa-accordion__heading">
              <button class="hsa-disclosure__trigger" {...trigger} data-adopt={item.adopt} disabled={item.disabled} aria-disabled={locked(item.id) || undefined}>
                <span>{item.title}</span>
              </button>
            </Heading>
            <div class="hsa-disclosure__panel" {...panel} role={regions ? 'region' : undefined} aria-labelledby={regions ? trigger.id : undefined}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
