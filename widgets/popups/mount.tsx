import { atom } from 'nanostores';
import { reportIslandError, type MountContext } from '../../shared/islands/define-island';
import { on } from '../../shared/events/bridge';
import type { EventMap } from '../../shared/events/event-map';
import { $session } from '../../shared/stores/session';
import { createPopupController, type PopupEntry } from './controller';
import { countVisit } from './memory';
import type { PopupsProps } from './props';
import { describeSettingsIssues, parsePopupSettings } from './settings';
import type { OpenPopup } from './PopupsView';
import './popups-hidden.css';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { popupsProps as props } from './props';

/** Reads every `[data-hsa-popup]` of the page; one whose settings do not parse is reported and left alone. */
function readPopups(doc: Document): PopupEntry[] {
  const entries: PopupEntry[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>('[data-hsa-popup]')) {
    const script = element.querySelector('script[data-popup-settings]');
    let raw: unknown;
    try {
      raw = JSON.parse(script?.textContent ?? '');
    } catch (error) {
      const why = script ? `not valid JSON (${error instanceof Error ? error.message : String(error)})` : 'no <script type="application/json" data-popup-settings> in it';
      reportIslandError(element, { island: 'popups', reason: 'props', message: `popup settings: ${why}` });
      continue;
    }
    const parsed = parsePopupSettings(raw);
    if (parsed.success) {
      entries.push({ id: String(parsed.data.id), settings: parsed.data, element });
      continue;
    }
    const message = describeSettingsIssues(parsed.error.issues);
    reportIslandError(element, { island: 'popups', reason: 'props', message: `popup settings: ${message}` });
  }
  return entries;
}

export function mount(root: HTMLElement, props: PopupsProps, ctx: MountContext) {
  const entries = readPopups(document);
  const visits = countVisit();
  const $open = atom<OpenPopup | null>(null);
  const host = location.host;
  // Closed by the shopper (the view tells) or by an action: counted once either way.
  const onClosed = (id: string) => {
    if ($open.get()?.id !== id) return;
    $open.set(null);
    controller.closed(id);
  };
  const controller = createPopupController(entries, {
    facts: () => ({
      now: Date.now(),
      pageViews: visits.pageViews,
      sessions: visits.sessions,
      referrer: document.referrer,
      host,
      loggedIn: props.loggedIn || $session.get().loggedIn,
      roles: props.roles,
      viewportWidth: window.innerWidth,
      userAgent: navigator.userAgent,
      visitorOffset: (at) => -new Date(at).getTimezoneOffset(),
    }),
    env: { win: window, touch: window.matchMedia('(hover: none) and (pointer: coarse)').matches },
    open: (id, opener) => {
      $open.set({ id, opener });
      void showView();
    },
    close: (id) => onClosed(id),
    isOpen: () => $open.get()?.id ?? null,
    warn: (message) => console.warn(`[hsa] popups: ${message}`),
  });
  // The view (the Dialog primitive, Preact's mount, the popups' CSS) loads when the first popup opens: on most page
  // views none does (their conditions, limits and triggers say no), so the idle load is the decision code alone.
  let view: Promise<void> | undefined;
  const showView = () =>
    (view ??= import('./PopupsView').then(
      ({ mountPopupsView }) => {
        if (!ctx.disposables.disposed) ctx.disposables.add(mountPopupsView(root, { entries, $open, onClosed, onDoNotShowAgain: controller.doNotShowAgain }));
      },
      (error: unknown) => {
        // Not shown: nothing is open, and the next popup to open tries again.
        view = undefined;
        $open.set(null);
        reportIslandError(root, { island: 'popups', reason: 'load', message: `the popup view did not load (${error instanceof Error ? error.message : String(error)})` });
      },
    ));
  ctx.disposables.add(controller.start());
  const onAction = ({ action, id: given, doNotShowAgain, trigger }: EventMap['hsa:popup-action']) => {
    // popup:close without an id closes the popup that is open (a close link inside it).
    const id = given || $open.get()?.id || '';
    if (action === 'open') controller.request(id, { force: true, opener: trigger ?? null });
    else if (doNotShowAgain) controller.doNotShowAgain(id);
    else controller.close(id);
  };
  ctx.disposables.add(on('hsa:popup-action', onAction));
  // Actions that woke the island (or came while it loaded) are acted on now.
  for (const event of [ctx.trigger, ...(ctx.missed ?? [])]) {
    if (event instanceof CustomEvent && event.type === 'hsa:popup-action') onAction(event.detail as EventMap['hsa:popup-action']);
  }
}
