import { local, session } from '../../shared/platform/storage';
import { PERIOD_SECONDS } from './conditions';

/**
 * What the browser remembers about popups (README: storage keys): visits since first seen, and per popup when it
 * was counted (shown or closed, as its `times.count_on` says), its count in this session, and 'do not show again'.
 */
interface PopupRecord {
  counted: number[];
  disabled?: boolean;
}
interface Visits {
  pageViews: number;
  sessions: number;
}

const VISITS_KEY = 'hsa_popup_visits';
const SESSION_MARK = 'hsa_popup_session';
const recordKey = (id: string) => `hsa_popup_${id}`;
const sessionKey = (id: string) => `hsa_popup_count_${id}`;

const isRecord = (v: unknown): v is PopupRecord =>
  typeof v === 'object' && v !== null && Array.isArray((v as PopupRecord).counted) && (v as PopupRecord).counted.every((n) => typeof n === 'number');
const isVisits = (v: unknown): v is Visits =>
  typeof v === 'object' && v !== null && typeof (v as Visits).pageViews === 'number' && typeof (v as Visits).sessions === 'number';

/** Counts this page view (and a new session when the browser session has no mark yet); once per page. */
export function countVisit(): Visits {
  const visits = local.getJson(VISITS_KEY, isVisits, { pageViews: 0, sessions: 0 });
  visits.pageViews += 1;
  if (!session.get(SESSION_MARK)) {
    session.set(SESSION_MARK, '1');
    visits.sessions += 1;
  }
  local.setJson(VISITS_KEY, visits);
  return visits;
}

export function readPopup(id: string): { counted: number[]; countedThisSession: number; disabled: boolean } {
  const record = local.getJson(recordKey(id), isRecord, { counted: [] });
  return { counted: record.counted, countedThisSession: Number(session.get(sessionKey(id))) || 0, disabled: record.disabled === true };
}

/** Records one show (or close) at `now`; counts older than the longest period are dropped. */
export function countPopup(id: string, now: number): void {
  const record = local.getJson(recordKey(id), isRecord, { counted: [] });
  const oldest = now - PERIOD_SECONDS.month * 1000;
  record.counted = [...record.counted.filter((at) => at > oldest), now];
  local.setJson(recordKey(id), record);
  session.set(sessionKey(id), String(readPopup(id).countedThisSession + 1));
}

/** 'Do not show again': the popup is off for good in this browser. */
export function disablePopup(id: string): void {
  const record = local.getJson(recordKey(id), isRecord, { counted: [] });
  local.setJson(recordKey(id), { ...record, disabled: true });
}
