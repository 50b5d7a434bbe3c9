import type Database from 'libsql';

type DB = InstanceType<typeof Database>;

/**
 * The demo store's own tables beside the catalogue: sessions, carts, flash notices and orders. They live in the
 * same SQLite file, so a cart survives a server restart; reseeding the catalogue leaves them alone (a line whose
 * product is gone is dropped when the cart is read, with a notice).
 */
export function ensureStoreTables(db: DB): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS sessions (
      id TEXT PRIMARY KEY,
      created_at INTEGER NOT NULL,
      last_seen INTEGER NOT NULL,
      banner_dismissed INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS cart_items (
      session_id TEXT NOT NULL,
      item_key TEXT NOT NULL,
      product_id INTEGER NOT NULL,
      variation_id INTEGER NOT NULL DEFAULT 0,
      quantity INTEGER NOT NULL,
      added_at INTEGER NOT NULL,
      PRIMARY KEY (session_id, item_key)
    );
    CREATE TABLE IF NOT EXISTS removed_cart_items (
      session_id TEXT NOT NULL,
      item_key TEXT NOT NULL,
      product_id INTEGER NOT NULL,
      variation_id INTEGER NOT NULL DEFAULT 0,
      quantity INTEGER NOT NULL,
      removed_at INTEGER NOT NULL,
      PRIMARY KEY (session_id, item_key)
    );
    CREATE TABLE IF NOT EXISTS flash_notices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      message TEXT NOT NULL,
      link_href TEXT,
      link_text TEXT,
      link_class TEXT
    );
    CREATE INDEX IF NOT EXISTS flash_notices_session ON flash_notices (session_id);
    CREATE TABLE IF NOT EXISTS orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      customer TEXT NOT NULL,
      lines TEXT NOT NULL,
      total INTEGER NOT NULL,
      attribution TEXT NOT NULL DEFAULT '{}'
    );
    CREATE TABLE IF NOT EXISTS newsletter_subscribers (
      email TEXT PRIMARY KEY,
      session_id TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS newsletter_subscribers_session ON newsletter_subscribers (session_id);
    CREATE TABLE IF NOT EXISTS store_settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `);
  // A store file made before a notice could carry a link (the remove's «بازگردانی؟»): its table gains the columns,
  // each checked, under the write lock (two processes starting on the same old file add each once).
  db.exec('BEGIN IMMEDIATE');
  try {
    const columns = new Set((db.prepare('PRAGMA table_info(flash_notices)').all() as Array<{ name: string }>).map((c) => c.name));
    for (const column of ['link_href', 'link_text', 'link_class']) if (!columns.has(column)) db.exec(`ALTER TABLE flash_notices ADD COLUMN ${column} TEXT`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export function getSetting(db: DB, key: string): string | null {
  const row = db.prepare('SELECT value FROM store_settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? String(row.value) : null;
}

export function setSetting(db: DB, key: string, value: string): void {
  db.prepare('INSERT INTO store_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
