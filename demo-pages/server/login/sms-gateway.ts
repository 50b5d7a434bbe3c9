import type Database from 'libsql';

type DB = InstanceType<typeof Database>;

/**
 * Where a one-time code leaves the shop. A real site plugs in its SMS provider here; the login service only ever
 * calls `send`. The code travels beside the text so a gateway with templates (Iranian providers' "pattern"
 * messages) can fill its own; a plain gateway sends `text`.
 */
export interface SmsGateway {
  send(message: { mobile: string; text: string; code: string }): void | Promise<void>;
}

export interface OutboxMessage {
  id: number;
  mobile: string;
  body: string;
  code: string;
  created_at: number;
}

/**
 * The demo store's gateway: nothing leaves the machine. Each message goes into the `sms_outbox` table and one line of
 * the server log, so a person trying the shop (and the end-to-end tests, through the development-only
 * `GET /__dev/sms-outbox`) can read the code.
 */
export class OutboxSmsGateway implements SmsGateway {
  constructor(
    private readonly db: DB,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  send({ mobile, text, code }: { mobile: string; text: string; code: string }): void {
    this.db.prepare('INSERT INTO sms_outbox (mobile, body, code, created_at) VALUES (?, ?, ?, ?)').run(mobile, text, code, Date.now());
    this.log(`[sms] to ${mobile}: ${text}`);
  }

  /** The newest messages to a number, newest first. */
  messages(mobile: string, limit = 10): OutboxMessage[] {
    const rows = this.db.prepare('SELECT id, mobile, body, code, created_at FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT ?').all(mobile, limit) as OutboxMessage[];
    return rows.map((r) => ({ id: Number(r.id), mobile: String(r.mobile), body: String(r.body), code: String(r.code), created_at: Number(r.created_at) }));
  }
}
