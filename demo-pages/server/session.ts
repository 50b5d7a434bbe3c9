import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'libsql';
import type { FlashNotice } from '../templates/site-context';
import { getSetting } from './store-tables';

type DB = InstanceType<typeof Database>;

/**
 * Sessions and nonces, the way WordPress and WooCommerce do them: a session cookie names the shopper; a nonce is a
 * keyed hash of the session and a 12-hour tick, accepted for the current and the previous tick (wp_verify_nonce),
 * so it needs no row. A session gets a row only when it has something to keep (a cart line, a notice, a dismissed
 * banner); a crawler's thousand cookieless visits write nothing. Rows idle for 48 hours go, with what they kept
 * (WooCommerce's session expiry).
 */
export const SESSION_COOKIE = 'hsa_session';
const SESSION_ID = /^[a-f0-9]{32}$/;
const TICK_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 48 * 60 * 60 * 1000;
/** last_seen is written at most this often per session: a page view is not worth a write each time. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

export class Sessions {
  private readonly secret: string;

  constructor(private readonly db: DB) {
    // Insert-if-absent, then read: two processes starting on one file agree on the secret (the first one wins).
    db.prepare('INSERT INTO store_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING').run('nonce_secret', randomBytes(32).toString('hex'));
    this.secret = getSetting(db, 'nonce_secret')!;
  }

  /**
   * The session named by the cookie, or a new id (the caller sets the cookie when `created`). Writes nothing for a
   * new id; an existing row has its last_seen moved on now and then.
   */
  resolve(cookieValue: string | undefined, now = Date.now()): { id: string; created: boolean } {
    if (cookieValue && SESSION_ID.test(cookieValue)) {
      this.db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ? AND last_seen < ?').run(now, cookieValue, now - TOUCH_EVERY_MS);
      return { id: cookieValue, created: false };
    }
    return { id: randomBytes(16).toString('hex'), created: true };
  }

  /** Gives the session its row (or moves its last_seen on): call before writing anything that belongs to it. */
  keep(sessionId: string, now = Date.now()): void {
    this.db
      .prepare('INSERT INTO sessions (id, created_at, last_seen) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET last_seen = excluded.last_seen')
      .run(sessionId, now, now);
  }

  /** Deletes sessions idle for longer than `idleMs`, with their carts and notices; returns how many went. */
  prune(now = Date.now(), idleMs = SESSION_IDLE_MS): number {
    const cutoff = now - idleMs;
    // IMMEDIATE: the write lock from the start, so a shopper's add in another process lands before or after, and a
    // session kept meanwhile (its last_seen moved on) is not deleted under it.
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const gone = 'SELECT id FROM sessions WHERE last_seen < ?';
      this.db.prepare(`DELETE FROM cart_items WHERE session_id IN (${gone})`).run(cutoff);
      this.db.prepare(`DELETE FROM flash_notices WHERE session_id IN (${gone})`).run(cutoff);
      this.db.prepare(`DELETE FROM removed_cart_items WHERE session_id IN (${gone})`).run(cutoff);
      const result = this.db.prepare('DELETE FROM sessions WHERE last_seen < ?').run(cutoff);
      this.db.exec('COMMIT');
      return Number(result.changes);
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  private hash(sessionId: string, action: string, tick: number): string {
    return createHmac('sha256', this.secret).update(`${tick}|${action}|${sessionId}`).digest('hex').slice(0, 10);
  }

  nonce(sessionId: string, action = 'wp_rest', now = Date.now()): string {
    return this.hash(sessionId, action, Math.ceil(now / TICK_MS));
  }

  verifyNonce(sessionId: string, nonce: string | undefined | null, action = 'wp_rest', now = Date.now()): boolean {
    if (!nonce || !/^[a-f0-9]{10}$/.test(nonce)) return false;
    const tick = Math.ceil(now / TICK_MS);
    return [tick, tick - 1].some((t) => timingSafeEqual(Buffer.from(this.hash(sessionId, action, t)), Buffer.from(nonce)));
  }

  bannerDismissed(sessionId: string): boolean {
    const row = this.db.prepare('SELECT banner_dismissed FROM sessions WHERE id = ?').get(sessionId) as { banner_dismissed: number } | undefined;
    return Boolean(row && Number(row.banner_dismissed));
  }

  dismissBanner(sessionId: string): void {
    this.keep(sessionId);
    this.db.prepare('UPDATE sessions SET banner_dismissed = 1 WHERE id = ?').run(sessionId);
  }

  /** Flash notices: shown once on the next page, like WooCommerce's wc_add_notice. */
  addNotice(sessionId: string, kind: FlashNotice['kind'], message: string, link?: FlashNotice['link']): void {
    this.keep(sessionId);
    this.db
      .prepare('INSERT INTO flash_notices (session_id, kind, message, link_href, link_text, link_class) VALUES (?, ?, ?, ?, ?, ?)')
      .run(sessionId, kind, message, link?.href ?? null, link?.text ?? null, link?.className ?? null);
  }

  takeNotices(sessionId: string): FlashNotice[] {
    const rows = this.db.prepare('SELECT kind, message, link_href, link_text, link_class FROM flash_notices WHERE session_id = ? ORDER BY id').all(sessionId) as Array<Record<string, string | null>>;
    if (rows.length) this.db.prepare('DELETE FROM flash_notices WHERE session_id = ?').run(sessionId);
    return rows.map((r) => ({
      kind: String(r.kind) as FlashNotice['kind'],
      message: String(r.message),
      ...(r.link_href ? { link: { href: String(r.link_href), text: String(r.link_text ?? ''), ...(r.link_class ? { className: String(r.link_class) } : {}) } } : {}),
    }));
  }
}
