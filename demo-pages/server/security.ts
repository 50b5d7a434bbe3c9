import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type Database from 'libsql';
import { restError, type Env } from './http';

type DB = InstanceType<typeof Database>;

/**
 * What the demo store does against hostile input and for the browser's own defences: a request body limit, the
 * security headers (a Content-Security-Policy the islands run under, nosniff), and an endpoint that records the
 * policy's violation reports, so a theme change that needs an inline script shows up in a test and in the log.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;
export const CSP_REPORT_PATH = '/csp-report';

/**
 * The islands are ES modules from /dist/ and the page config is `<script type="application/json">` (data, which
 * CSP does not run), so scripts need nothing but 'self': no inline script, no eval. Preact and the islands set
 * styles through the CSSOM (`element.style`, `style.cssText`), which CSP allows, so styles need 'self' only too: no
 * style attribute in the markup, no `setAttribute('style', …)`. `data:` images are the theme CSS's mask icons.
 * `report-sample` puts the first characters of a blocked inline script or style into the report.
 *
 * Reports go to `report-uri` only: with `report-to` beside it, Chromium ignores `report-uri` and queues reports in
 * the Reporting API, which here delivered none within 75 seconds; Firefox and Safari read `report-uri` as well.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'report-sample'",
  "style-src 'self' 'report-sample'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  `report-uri ${CSP_REPORT_PATH}`,
].join('; ');

/** Security headers on every answer (pages, files, JSON): a JSON answer opened as a document is covered too. */
export function securityHeaders(): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}

/**
 * 413 for a form or JSON body over BODY_LIMIT_BYTES, decided from Content-Length when there is one, otherwise by
 * counting the streamed bytes and stopping at the limit: a 200 MB upload is never held in memory.
 */
export function requestBodyLimit(): MiddlewareHandler<Env> {
  return bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    // The answer goes out at once; Node reads and drops the rest of the upload (closing the socket instead would
    // reset it under the client, which then often loses the 413 itself).
    onError: (c: Context) =>
      c.req.path.startsWith('/wp-json/')
        ? restError(c, 413, 'rest_payload_too_large', 'حجم درخواست بیش از حد مجاز است.')
        : c.text('حجم درخواست بیش از حد مجاز است.', 413),
  });
}

export interface CspReport {
  id: number;
  receivedAt: number;
  documentUri: string;
  directive: string;
  blockedUri: string;
  sourceFile: string;
  line: number;
  sample: string;
}

const KEPT_REPORTS = 500;
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : typeof value === 'number' ? String(value) : '');

/** Reads both report formats: report-uri's `{"csp-report": {...}}` and the Reporting API's array (a proxy or another policy may use it). */
export function parseCspReports(body: unknown): Array<Omit<CspReport, 'id' | 'receivedAt'>> {
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (legacy && typeof legacy === 'object') {
    return [
      {
        documentUri: text(legacy['document-uri']),
        directive: text(legacy['effective-directive'] ?? legacy['violated-directive']),
        blockedUri: text(legacy['blocked-uri']),
        sourceFile: text(legacy['source-file']),
        line: Number(legacy['line-number']) || 0,
        sample: text(legacy['script-sample']),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter((r): r is { type: string; body: Record<string, unknown> } => r?.type === 'csp-violation' && r.body && typeof r.body === 'object')
    .slice(0, 50)
    .map(({ body: r }) => ({
      documentUri: text(r.documentURL),
      directive: text(r.effectiveDirective),
      blockedUri: text(r.blockedURL),
      sourceFile: text(r.sourceFile),
      line: Number(r.lineNumber) || 0,
      sample: text(r.sample),
    }));
}

/** The recorded violations, in the store's file (so every server process on it sees them); the newest 500 kept. */
export class CspReports {
  private readonly logged = new Set<string>();

  constructor(private readonly db: DB) {
    db.exec(`CREATE TABLE IF NOT EXISTS csp_reports (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at INTEGER NOT NULL,
      document_uri TEXT NOT NULL,
      directive TEXT NOT NULL,
      blocked_uri TEXT NOT NULL,
      source_file TEXT NOT NULL,
      line INTEGER NOT NULL,
      sample TEXT NOT NULL
    )`);
  }

  record(report: Omit<CspReport, 'id' | 'receivedAt'>, now = Date.now()): void {
    this.db
      .prepare('INSERT INTO csp_reports (received_at, document_uri, directive, blocked_uri, source_file, line, sample) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(now, report.documentUri, report.directive, report.blockedUri, report.sourceFile, report.line, report.sample);
    this.db.prepare('DELETE FROM csp_reports WHERE id <= (SELECT MAX(id) FROM csp_reports) - ?').run(KEPT_REPORTS);
    // One log line per kind of violation, so a developer sees what the policy blocked without a flood.
    const kind = `${report.directive} ${report.blockedUri} ${report.sourceFile}:${report.line}`;
    if (!this.logged.has(kind) && this.logged.size < 100) {
      this.logged.add(kind);
      console.warn(`CSP violation: ${report.directive} blocked ${report.blockedUri || '(inline)'} on ${report.documentUri} (${report.sourceFile || 'the document'}:${report.line})`);
    }
  }

  list(afterId = 0): CspReport[] {
    const rows = this.db
      .prepare('SELECT id, received_at, document_uri, directive, blocked_uri, source_file, line, sample FROM csp_reports WHERE id > ? ORDER BY id')
      .all(afterId) as Array<Record<string, unknown>>;
    return rows.map((r) => ({
      id: Number(r.id),
      receivedAt: Number(r.received_at),
      documentUri: String(r.document_uri),
      directive: String(r.directive),
      blockedUri: String(r.blocked_uri),
      sourceFile: String(r.source_file),
      line: Number(r.line),
      sample: String(r.sample),
    }));
  }
}

/** True when the request came over a socket from this machine (never for an in-process `app.request`). */
function fromThisMachine(c: Context): boolean {
  const address = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * POST: the browser's violation reports (no cookie, no nonce: browsers send neither). GET: the recorded reports as
 * JSON, only to a client on this machine (a test, a developer); they hold other shoppers' addresses.
 */
export function cspReportRoutes(app: Hono<Env>, reports: CspReports): void {
  app.post(CSP_REPORT_PATH, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.body(null, 400);
    }
    for (const report of parseCspReports(body)) reports.record(report);
    return c.body(null, 204);
  });
  app.get(CSP_REPORT_PATH, (c) => {
    if (!fromThisMachine(c)) return c.notFound();
    const after = Number(c.req.query('after') ?? 0);
    return c.json(reports.list(Number.isSafeInteger(after) ? after : 0), 200, { 'Cache-Control': 'no-store' });
  });
}
