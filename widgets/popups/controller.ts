import type { PopupSettings } from '../../shared/api/contracts/popups';
import { checkConditions, type VisitorFacts } from './conditions';
import { countPopup, disablePopup, readPopup } from './memory';
import { watchTriggers, type TriggerEnv } from './triggers';

/**
 * Decides when each popup opens (spec section 4, "Popups"): its conditions, then its triggers, then the rules
 * ('do not show again', avoid_multiple_popups, counting on open or close). The view only shows what it is told.
 */
export interface PopupEntry {
  id: string;
  settings: PopupSettings;
  element: HTMLElement;
}

export interface ControllerDeps {
  facts: (entry: PopupEntry) => Omit<VisitorFacts, 'counted' | 'countedThisSession'>;
  env: TriggerEnv;
  /** Shows the popup. */
  open: (id: string, opener: Element | null) => void;
  /** Closes the popup if it is the one open. */
  close: (id: string) => void;
  isOpen: () => string | null;
  warn: (message: string) => void;
}

export interface PopupController {
  start(): () => void;
  /** Opens a popup; a URL action forces it (no condition, trigger or avoid_multiple_popups applies). */
  request(id: string, options?: { force?: boolean; opener?: Element | null }): boolean;
  /** The view tells it a popup closed (counted now when `count_on` is `close`). */
  closed(id: string): void;
  /** Closes it if open (a URL action's popup:close). */
  close(id: string): void;
  doNotShowAgain(id: string): void;
}

export function createPopupController(entries: readonly PopupEntry[], deps: ControllerDeps): PopupController {
  const opened = new Set<string>();
  const byId = (id: string) => entries.find((e) => e.id === id);
  const countOn = (e: PopupEntry) => e.settings.conditions.times?.count_on ?? 'open';

  const passes = (entry: PopupEntry): boolean => {
    const memory = readPopup(entry.id);
    if (memory.disabled) return false;
    const result = checkConditions(entry.settings.conditions, { ...deps.facts(entry), counted: memory.counted, countedThisSession: memory.countedThisSession });
    if (!result.pass && result.problem) deps.warn(`popup ${entry.id}: ${result.problem}`);
    return result.pass;
  };

  const controller: PopupController = {
    start() {
      const stops = entries.filter(passes).map((entry) =>
        watchTriggers(entry.settings.triggers, deps.env, () => {
          // Checked again at the trigger: another tab may have shown it meanwhile.
          if (passes(entry)) controller.request(entry.id);
        }),
      );
      return () => stops.forEach((stop) => stop());
    },
    request(id, { force = false, opener = null } = {}) {
      const entry = byId(id);
      if (!entry) return false;
      if (!force) {
        const other = deps.isOpen();
        const another = (other !== null && other !== id) || [...opened].some((o) => o !== id);
        if (entry.settings.rules.avoid_multiple_popups && another) return false;
      }
      opened.add(id);
      if (countOn(entry) === 'open') countPopup(id, Date.now());
      deps.open(id, opener);
      return true;
    },
    closed(id) {
      const entry = byId(id);
      if (entry && countOn(entry) === 'close') countPopup(id, Date.now());
    },
    close(id) {
      deps.close(id);
    },
    doNotShowAgain(id) {
      disablePopup(id);
      deps.close(id);
    },
  };
  return controller;
}
