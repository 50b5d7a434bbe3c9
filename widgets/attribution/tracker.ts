import { LIFETIME_MONTHS, SESSION_MINUTES, TIMEZONE_OFFSET, pack, readCookies, unpack, writeCookie, type Container } from './sbjs';
import { MAIN, visitSource } from './visit-source';

/**
 * One page view, recorded as sourcebuster records it: the visit's source into `current` (and `first` once), where
 * and when the visit started into `current_add` (`first_add` once), the visit count into `udata`, the pages of this
 * visit into `session`, which expires after the session length without a page, so the next page starts a new visit.
 */
/** sourcebuster's arithmetic: months to whole minutes; section 9's 0.00001 months gives 0, a session cookie. */
export const LIFETIME_MINUTES = Math.floor(LIFETIME_MONTHS * 30 * 24 * 60);

/** 'YYYY-MM-DD HH:MM:SS' at the configured offset from UTC. */
export function fireDate(now: Date, offsetHours: number): string {
  return new Date(now.getTime() + offsetHours * 36e5).toISOString().slice(0, 19).replace('T', ' ');
}

const count = (value: string | undefined) => Number(value) || 1;

export function recordPageView(doc: Document, now: Date): void {
  const href = location.href;
  // One read of the cookies; what this view writes is read back from here, not from the browser again (readCookies).
  const jar = readCookies(doc);
  const read = (container: Container) => jar.get(container) ?? null;
  const write = (container: Container, value: string, minutes = LIFETIME_MINUTES) => {
    // A session cookie written again with its own value changes nothing (no expiry to move): each write is a
    // message to the browser's cookie store, and a page inside a visit rewrites three such.
    if (!minutes && jar.get(container) === value) return;
    jar.set(container, value);
    writeCookie(doc, container, value, minutes);
  };
  const inSession = read('session') !== null;

  // A visitor new to sourcebuster has nothing to migrate: its one migration (2014's delimiter change) is marked done.
  if (read('first') === null && read('migrations') === null) write('migrations', '1418474375998=1');

  const source = visitSource({ href, referrer: doc.referrer, inSession, known: (read('first') ?? read('current')) !== null });
  if (source) {
    const extra = pack({ fd: fireDate(now, TIMEZONE_OFFSET), ep: href, rf: doc.referrer || '(none)' });
    write('current_add', extra);
    if (read('first_add') === null) write('first_add', extra);
    write('current', pack(Object.fromEntries(MAIN.map((alias, i) => [alias, source[i]!]))));
  } else {
    // Rewritten as it is, as sourcebuster does.
    write('current', read('current') ?? '');
  }
  if (read('first') === null) write('first', read('current') ?? '');

  const visits = unpack(read('udata'))?.vst;
  write('udata', pack({ vst: visits ? count(visits) + (inSession ? 0 : 1) : 1, uip: '(none)', uag: navigator.userAgent }));

  const pages = inSession ? count(unpack(read('session'))?.pgs) + 1 : 1;
  write('session', pack({ pgs: pages, cpg: href }), SESSION_MINUTES);
}
