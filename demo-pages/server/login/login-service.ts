import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type Database from 'libsql';
import { toPersianDigits } from '../../../shared/platform/digits';
import { canonicalMobile, isValidMobile, normalizeMobile, OTP_LENGTH } from '../../../widgets/login/mobile';
import { ensureLoginTables } from './login-tables';
import { loginMessages } from './login-messages';
import type { SmsGateway } from './sms-gateway';

type DB = InstanceType<typeof Database>;

/**
 * Login by mobile number and one-time code (spec sections 3, 4, 7 and 9), kept safe the way a shop that faces the
 * internet must be: codes come from a cryptographic source, only a salted HMAC of them is stored, each lives
 * 2 minutes and allows 5 wrong tries, one send per number per minute, a ceiling of sends per client address, and the
 * comparison takes the same time whatever the code. Every limit is one SQL statement, so two server processes on one
 * file cannot race past it.
 */
export interface LoginLimits {
  /** @defaultValue 120000 */
  codeTtlMs: number;
  /** @defaultValue 60000 */
  resendAfterMs: number;
  /** @defaultValue 5 */
  maxWrongTries: number;
  /** Sends per client address in `clientWindowMs`. @defaultValue 30 */
  sendsPerClient: number;
  /** @defaultValue 600000 */
  clientWindowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  codeTtlMs: 2 * 60 * 1000,
  resendAfterMs: 60 * 1000,
  maxWrongTries: 5,
  sendsPerClient: 30,
  clientWindowMs: 10 * 60 * 1000,
};

export type LoginField = 'mobile' | 'otp';

export interface LoginRefusal {
  ok: false;
  status: 400 | 403 | 429;
  code: string;
  message: string;
  field?: LoginField;
  /** A send refused as too soon: the code sent before still stands, and a new one may go in this many seconds. */
  resendAfter?: number;
}

export type SendResult = { ok: true; mobile: string; resendAfter: number } | LoginRefusal;
export type VerifyResult = { ok: true; userId: number; mobile: string } | LoginRefusal;

export interface LoggedInUser {
  id: number;
  mobile: string;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const refuse = (status: LoginRefusal['status'], code: string, message: string, field?: LoginField): LoginRefusal => ({
  ok: false,
  status,
  code,
  message,
  ...(field ? { field } : {}),
});

export class LoginService {
  readonly limits: LoginLimits;

  constructor(
    private readonly db: DB,
    private readonly sms: SmsGateway,
    private readonly site: { name: string; host: () => string },
    limits: Partial<LoginLimits> = {},
  ) {
    ensureLoginTables(db);
    this.limits = { ...DEFAULT_LOGIN_LIMITS, ...limits };
  }

  private hash(mobile: string, code: string, salt: string): Buffer {
    return createHmac('sha256', salt).update(`${mobile}|${code}`).digest();
  }

  async send(rawMobile: unknown, client: string, now = Date.now()): Promise<SendResult> {
    const mobile = typeof rawMobile === 'string' ? canonicalMobile(normalizeMobile(rawMobile)) : '';
    if (!isValidMobile(mobile)) return refuse(400, 'hsa_login_invalid_mobile', loginMessages.invalidMobile, 'mobile');
    const { limits } = this;

    this.db.prepare('DELETE FROM otp_sends WHERE sent_at <= ?').run(now - limits.clientWindowMs);
    const sent = this.db.prepare('SELECT COUNT(*) AS n FROM otp_sends WHERE client = ? AND sent_at > ?').get(client, now - limits.clientWindowMs) as { n: number };
    if (Number(sent.n) >= limits.sendsPerClient) return refuse(429, 'hsa_login_client_limit', loginMessages.tooManySendsFromClient, 'mobile');

    const code = Array.from({ length: OTP_LENGTH }, () => randomInt(10)).join('');
    const salt = randomBytes(16).toString('hex');
    // One statement decides "a minute since the last send" and writes the new code, so two sends at once give one.
    const written = this.db
      .prepare(
        `INSERT INTO otp_codes (mobile, code_hash, salt, sent_at, expires_at, wrong_tries) VALUES (?, ?, ?, ?, ?, 0)
         ON CONFLICT(mobile) DO UPDATE SET code_hash = excluded.code_hash, salt = excluded.salt, sent_at = excluded.sent_at,
           expires_at = excluded.expires_at, wrong_tries = 0
         WHERE otp_codes.sent_at <= ?`,
      )
      .run(mobile, this.hash(mobile, code, salt).toString('hex'), salt, now, now + limits.codeTtlMs, now - limits.resendAfterMs);
    if (Number(written.changes) === 0) {
      const row = this.db.prepare('SELECT sent_at, expires_at, wrong_tries FROM otp_codes WHERE mobile = ?').get(mobile) as
        | { sent_at: number; expires_at: number; wrong_tries: number }
        | undefined;
      const wait = Math.max(1, Math.ceil((Number(row?.sent_at ?? now) + limits.resendAfterMs - now) / 1000));
      const refusal = refuse(429, 'hsa_login_too_soon', fill(loginMessages.tooSoon, { sec: toPersianDigits(wait) }), 'mobile');
      // The code sent then can still be typed (not used up by wrong tries, not expired): the client opens its step 2.
      const usable = row && Number(row.wrong_tries) < this.limits.maxWrongTries && Number(row.expires_at) > now;
      return usable ? { ...refusal, resendAfter: wait } : refusal;
    }
    this.db.prepare('INSERT INTO otp_sends (client, sent_at) VALUES (?, ?)').run(client, now);
    this.db.prepare('DELETE FROM sms_outbox WHERE created_at < ?').run(now - 24 * 60 * 60 * 1000);
    await this.sms.send({ mobile, code, text: fill(loginMessages.smsText, { site: this.site.name, code, host: this.site.host() }) });
    return { ok: true, mobile, resendAfter: Math.round(limits.resendAfterMs / 1000) };
  }

  verify(rawMobile: unknown, rawCode: unknown, now = Date.now()): VerifyResult {
    const mobile = typeof rawMobile === 'string' ? canonicalMobile(normalizeMobile(rawMobile)) : '';
    if (!isValidMobile(mobile)) return refuse(400, 'hsa_login_invalid_mobile', loginMessages.invalidMobile, 'mobile');
    const code = typeof rawCode === 'string' ? normalizeMobile(rawCode).replace('+', '') : '';
    if (code.length !== OTP_LENGTH) return refuse(400, 'hsa_login_invalid_otp', loginMessages.codeFormat, 'otp');
    const { maxWrongTries } = this.limits;

    // Take a try before comparing: parallel guesses each use one of the five, never more than five in all.
    const taken = this.db
      .prepare('UPDATE otp_codes SET wrong_tries = wrong_tries + 1 WHERE mobile = ? AND wrong_tries < ? AND expires_at > ?')
      .run(mobile, maxWrongTries, now);
    const row = this.db.prepare('SELECT code_hash, salt, wrong_tries, expires_at FROM otp_codes WHERE mobile = ?').get(mobile) as
      | { code_hash: string; salt: string; wrong_tries: number; expires_at: number }
      | undefined;
    if (Number(taken.changes) === 0 || !row) {
      if (row && Number(row.expires_at) > now) return refuse(429, 'hsa_login_too_many_tries', loginMessages.tooManyTries, 'otp');
      return refuse(400, 'hsa_login_no_code', loginMessages.noCode, 'otp');
    }
    const expected = Buffer.from(String(row.code_hash), 'hex');
    const given = this.hash(mobile, code, String(row.salt));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const left = maxWrongTries - Number(row.wrong_tries);
      if (left <= 0) return refuse(429, 'hsa_login_too_many_tries', loginMessages.tooManyTries, 'otp');
      return refuse(400, 'hsa_login_wrong_otp', fill(loginMessages.wrongCode, { left: toPersianDigits(left) }), 'otp');
    }
    // Used once: the same code never logs in twice.
    this.db.prepare('DELETE FROM otp_codes WHERE mobile = ?').run(mobile);
    this.db
      .prepare('INSERT INTO users (mobile, created_at, last_login) VALUES (?, ?, ?) ON CONFLICT(mobile) DO UPDATE SET last_login = excluded.last_login')
      .run(mobile, now, now);
    const user = this.db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as { id: number };
    return { ok: true, userId: Number(user.id), mobile };
  }

  /**
   * The session after a login: a new id (a session id known before the login, a planted cookie say, is worth
   * nothing after it), with the guest's cart, notices and banner choice moved over, and the old id forgotten.
   */
  startSession(oldSessionId: string, userId: number, now = Date.now()): string {
    const id = randomBytes(16).toString('hex');
    this.db.exec('BEGIN IMMEDIATE');
    try {
      this.db
        .prepare(
          `INSERT INTO sessions (id, created_at, last_seen, banner_dismissed)
           SELECT ?, ?, ?, COALESCE((SELECT banner_dismissed FROM sessions WHERE id = ?), 0)`,
        )
        .run(id, now, now, oldSessionId);
      this.db.prepare('UPDATE cart_items SET session_id = ? WHERE session_id = ?').run(id, oldSessionId);
      this.db.prepare('UPDATE flash_notices SET session_id = ? WHERE session_id = ?').run(id, oldSessionId);
      // what a remove kept for «بازگردانی؟» goes along (left under the old id, it would never be pruned)
      this.db.prepare('UPDATE OR REPLACE removed_cart_items SET session_id = ? WHERE session_id = ?').run(id, oldSessionId);
      this.db.prepare('DELETE FROM sessions WHERE id = ?').run(oldSessionId);
      this.db.prepare('DELETE FROM session_users WHERE session_id = ?').run(oldSessionId);
      this.db.prepare('INSERT INTO session_users (session_id, user_id, logged_in_at) VALUES (?, ?, ?)').run(id, userId, now);
      // The cart the account left at its last logout joins the guest's (WooCommerce's persistent cart): a line in
      // both keeps the guest's, as WooCommerce's merge lets the session's line win.
      this.db
        .prepare(
          `INSERT INTO cart_items (session_id, item_key, product_id, variation_id, quantity, added_at)
           SELECT ?, item_key, product_id, variation_id, quantity, added_at FROM user_carts WHERE user_id = ? ORDER BY added_at
           ON CONFLICT (session_id, item_key) DO NOTHING`,
        )
        .run(id, userId);
      this.db.prepare('DELETE FROM user_carts WHERE user_id = ?').run(userId);
      // Logins whose session the store has pruned: nothing can name them any more.
      this.db.prepare('DELETE FROM session_users WHERE session_id NOT IN (SELECT id FROM sessions)').run();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    return id;
  }

  /** The logged-in user of a session, or null for a guest. */
  user(sessionId: string): LoggedInUser | null {
    return sessionAccount(this.db, sessionId);
  }

  /**
   * Logging out forgets whose the session was; the route then gives the browser a fresh session id, so the next
   * guest on this device neither is the account nor sees its cart (WordPress's logout destroys the session too).
   */
  /** Logs out. The session's cart is kept for the account (user_carts) and comes back at its next login. */
  endSession(sessionId: string): void {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const row = this.db.prepare('SELECT user_id FROM session_users WHERE session_id = ?').get(sessionId) as { user_id: number } | undefined;
      if (row) {
        this.db.prepare('DELETE FROM user_carts WHERE user_id = ?').run(row.user_id);
        this.db
          .prepare(
            `INSERT INTO user_carts (user_id, item_key, product_id, variation_id, quantity, added_at)
             SELECT ?, item_key, product_id, variation_id, quantity, added_at FROM cart_items WHERE session_id = ?`,
          )
          .run(row.user_id, sessionId);
      }
      this.db.prepare('DELETE FROM session_users WHERE session_id = ?').run(sessionId);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }
}

/**
 * The account a session is logged in to, for the page templates (the header's account area), or null for a guest.
 * A store opened without the login routes has no login tables: everyone is a guest there.
 */
export function sessionAccount(db: DB, sessionId: string): LoggedInUser | null {
  try {
    const row = db
      .prepare('SELECT users.id AS id, users.mobile AS mobile FROM session_users JOIN users ON users.id = session_users.user_id WHERE session_users.session_id = ?')
      .get(sessionId) as { id: number; mobile: string } | undefined;
    return row ? { id: Number(row.id), mobile: String(row.mobile) } : null;
  } catch {
    return null;
  }
}
