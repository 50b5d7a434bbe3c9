import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'libsql';
import { getSetting, setSetting } from './store-tables';

type DB = InstanceType<typeof Database>;

/**
 * Sessions and nonces, the way WordPress does them: a session cookie names the shopper; a nonce is a keyed hash
 * of the session and a 12-hour tick, accepted for the current and the previous tick (wp_verify_nonce).
 */
export const SESSION_COOKIE = 'hsa_session';
const SESSION_ID = /^[a-f0-9]{32}$/;
const TICK_MS = 12 * 60 * 60 * 1000;

export class Sessions {
  private readonly secret: string;

  constructor(private readonly db: DB) {
    let secret = getSetting(db, 'nonce_secret');
    if (!secret) {
      secret = randomBytes(32).toString('hex');
      setSetting(db, 'nonce_secret', secret);
    }
    this.secret = secret;
  }

  /** Returns the session named by the cookie, or a new one (the caller sets the cookie when `created`). */
  resolve(cookieValue: string | undefined, now = Date.now()): { id: string; created: boolean } {
    if (cookieValue && SESSION_ID.test(cookieValue)) {
      const found = this.db.prepare('SELECT id FROM sessions WHERE id = ?').get(cookieValue);
      if (found) {
        this.db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?').run(now, cookieValue);
        return { id: cookieValue, created: false };
      }
    }
    const id = randomBytes(16).toString('hex');
    this.db.prepare('INSERT INTO sessions (id, created_at, last_seen) VALUES (?, ?, ?)').run(id, now, now);
    return { id, created: true };
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
    this.db.prepare('UPDATE sessions SET banner_dismissed = 1 WHERE id = ?').run(sessionId);
  }

  /** Flash notices: shown once on the next page, like WooCommerce's wc_add_notice. */
  addNotice(sessionId: string, kind: 'success' | 'error' | 'notice', message: string): void {
    this.db.prepare('INSERT INTO flash_notices (session_id, kind, message) VALUES (?, ?, ?)').run(sessionId, kind, message);
  }

  takeNotices(sessionId: string): Array<{ kind: 'success' | 'error' | 'notice'; message: string }> {
    const rows = this.db.prepare('SELECT kind, message FROM flash_notices WHERE session_id = ? ORDER BY id').all(sessionId) as Array<{ kind: string; message: string }>;
    if (rows.length) this.db.prepare('DELETE FROM flash_notices WHERE session_id = ?').run(sessionId);
    return rows.map((r) => ({ kind: String(r.kind) as 'success' | 'error' | 'notice', message: String(r.message) }));
  }
}
