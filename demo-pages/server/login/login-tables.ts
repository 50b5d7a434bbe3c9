import type Database from 'libsql';

type DB = InstanceType<typeof Database>;

/**
 * The login's tables beside the store's own (store-tables.ts): shoppers with an account, which session belongs to
 * whom, the one-time codes (only their salted hash is kept), the send log behind the per-address limit, and the demo
 * SMS gateway's outbox, and the cart each account left at its logout. Created if absent, so an older store file gains them at the next start.
 */
export function ensureLoginTables(db: DB): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS users (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mobile TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL,
      last_login INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS session_users (
      session_id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL,
      logged_in_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS otp_codes (
      mobile TEXT PRIMARY KEY,
      code_hash TEXT NOT NULL,
      salt TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      wrong_tries INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS otp_sends (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      client TEXT NOT NULL,
      sent_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS otp_sends_client ON otp_sends (client, sent_at);
    CREATE TABLE IF NOT EXISTS sms_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mobile TEXT NOT NULL,
      body TEXT NOT NULL,
      code TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sms_outbox_mobile ON sms_outbox (mobile, id);
    -- WooCommerce's persistent cart (its _woocommerce_persistent_cart user meta): the cart an account held when it
    -- logged out, given back, merged, at its next login (login-service.ts).
    CREATE TABLE IF NOT EXISTS user_carts (
      user_id INTEGER NOT NULL,
      item_key TEXT NOT NULL,
      product_id INTEGER NOT NULL,
      variation_id INTEGER NOT NULL DEFAULT 0,
      quantity INTEGER NOT NULL,
      added_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, item_key)
    );
  `);
}
