import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_AXE_OFF, STORY_AXE_TAGS } from '../../.storybook/a11y';
import { connectBrowser, VIEWPORTS, type ViewportName } from './support';

/**
 * axe over every story of the built Storybook, in Chromium, at 390×844 and 1366×900: the same rules as Storybook's
 * accessibility panel (.storybook/a11y.ts). The stories are whatever `storybook-static/index.json` lists, so a new
 * story is checked without touching this file.
 *
 * npm test builds Storybook before Vitest. Run alone, this file builds it when the output is missing or older than
 * the sources: into storybook-static/ when the e2e lock is free, otherwise (the lock is held, normally by whoever
 * started this run, and waiting for it would never end) into a private folder that only this file reads.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHARED_OUTPUT = join(ROOT, 'storybook-static');
const LOCK = '/tmp/hsa-e2e.lock';
const SOURCES = ['stories', '.storybook', 'shared', 'widgets', 'demo-pages/public'];
/** Storybook's own elements, always in the preview document (the addon leaves them out too). */
const STORYBOOK_PARTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
/**
 * Pages per width. A story's load is CPU work more than waiting (the preview's 865 KB bundle, its render, axe): on
 * 2 cores, alone, the file took 376 s with two pages per width and 347 s with one.
 */
const PAGES_PER_WIDTH = 1;
/**
 * axe-core as @axe-core/playwright (the page tests' scanner) ships it, the same version in both. It is put in every
 * story's page as the page starts (an init script, compiled once per renderer) and run there: @axe-core/playwright's
 * builder evaluates its 560 KB source again at every scan, which made a scan 580 ms of a story's 1.1 s (156 ms this way).
 */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

function newestSource(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) if (entry !== 'node_modules') newest = Math.max(newest, newestSource(join(path, entry)));
  return newest;
}

function buildStorybook(outDir: string, viaLock: boolean): number | null {
  const build = ['npx', 'storybook', 'build', '-o', outDir, '--quiet', '--disable-telemetry'];
  const [command, ...args] = viaLock ? ['flock', '-n', '-E', '75', LOCK, ...build] : build;
  return spawnSync(command!, args, { cwd: ROOT, stdio: 'inherit' }).status;
}

/** The folder of a built Storybook that is at least as new as its sources, and a private one to remove at the end. */
function builtStorybook(): { dir: string; privateDir?: string } {
  const index = join(SHARED_OUTPUT, 'index.json');
  const fresh = () => existsSync(index) && statSync(index).mtimeMs >= Math.max(...SOURCES.map((source) => newestSource(join(ROOT, source))));
  if (fresh()) return { dir: SHARED_OUTPUT };
  const status = buildStorybook('storybook-static', true);
  if (status === 0) return { dir: SHARED_OUTPUT };
  if (status !== 75) throw new Error(`storybook build failed (exit ${status})`);
  const privateDir = mkdtempSync(join(tmpdir(), 'hsa-storybook-'));
  if (buildStorybook(privateDir, false) !== 0) throw new Error('storybook build failed');
  return { dir: privateDir, privateDir };
}

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

const storybook = builtStorybook();
const stories = Object.values(JSON.parse(readFileSync(join(storybook.dir, 'index.json'), 'utf8')).entries as Record<string, StoryEntry>)
  .filter((entry) => entry.type === 'story')
  .sort((a, b) => a.id.localeCompare(b.id));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The built Storybook on 127.0.0.1, a free port. */
function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir.endsWith(sep) ? dir : dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    // the preview's scripts come from the browser's cache (and its compiled-code cache) after the first story
    const cache = extname(file) === '.html' ? 'no-cache' : 'max-age=3600';
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A few pages per width, each in its own context (storage one story leaves behind never reaches another). */
class PagePool {
  private idle: Page[] = [];
  private waiting: ((page: Page) => void)[] = [];
  private created = 0;
  readonly contexts: BrowserContext[] = [];

  constructor(private readonly open: () => Promise<BrowserContext>) {}

  async acquire(): Promise<Page> {
    const page = this.idle.pop();
    if (page) return page;
    if (this.created < PAGES_PER_WIDTH) {
      this.created++;
      const context = await this.open();
      this.contexts.push(context);
      return context.newPage();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async release(page: Page): Promise<void> {
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => {});
    const next = this.waiting.shift();
    if (next) next(page);
    else this.idle.push(page);
  }
}

let server: Server;
let baseUrl: string;
let browser: Browser;
const pools = {} as Record<ViewportName, PagePool>;

beforeAll(async () => {
  server = await serve(storybook.dir);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await connectBrowser();
  for (const width of Object.keys(VIEWPORTS) as ViewportName[]) {
    pools[width] = new PagePool(async () => {
      const context = await browser.newContext({
        viewport: VIEWPORTS[width],
        locale: 'fa-IR',
        hasTouch: width === 'mobile',
        isMobile: width === 'mobile',
        deviceScaleFactor: 1,
      });
      await context.addInitScript({ content: AXE_SOURCE });
      return context;
    });
  }
});

afterAll(async () => {
  for (const pool of Object.values(pools)) for (const context of pool.contexts) await context.close().catch(() => {});
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (storybook.privateDir) rmSync(storybook.privateDir, { recursive: true, force: true });
});

/**
 * Opens the story and waits until Storybook has finished with it (rendered, played, its hooks done) and its
 * finite animations are over; fails with Storybook's error when the story throws.
 */
async function openStory(page: Page, id: string): Promise<void> {
  // a11y.manual: the panel's own axe run is for people; here it would only double the work
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
  const outcome = await page.waitForFunction(
    (storyId) => {
      const { body } = document;
      if (body.classList.contains('sb-show-errordisplay') || body.classList.contains('sb-show-nopreview')) return 'error';
      const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
      const root = document.getElementById('storybook-root');
      return render?.id === storyId && render.phase === 'finished' && (root?.childElementCount ?? 0) > 0 ? 'rendered' : false;
    },
    id,
    { timeout: 20_000 },
  );
  if ((await outcome.jsonValue()) === 'error') {
    const message = await page.locator('#error-message, .sb-nopreview_heading').first().textContent().catch(() => '');
    throw new Error(`story ${id} did not render: ${message?.trim()}`);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

interface Finding {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

async function violations(page: Page): Promise<string[]> {
  // Violations only (passes and incompletes double a scan's time); the story's own document, Storybook's parts left out.
  const found = await page.evaluate(
    async ({ exclude, tags, off }) => {
      const axe = (window as unknown as { axe?: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
      if (!axe) throw new Error('axe-core is not in the story\'s page (the init script did not run)');
      const results = await axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags }, rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])) },
      );
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
    },
    { exclude: STORYBOOK_PARTS, tags: STORY_AXE_TAGS, off: STORY_AXE_OFF },
  );
  return found.map((v: Finding) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
}

it('finds the stories in the built Storybook', () => {
  expect(stories.length).toBeGreaterThan(0);
});

it('fails on a story that does not render', async () => {
  const page = await pools.mobile.acquire();
  try {
    await expect(openStory(page, 'no-such--story')).rejects.toThrow(/story no-such--story did not render/);
  } finally {
    await pools.mobile.release(page);
  }
});

it('finds a violation in the story and none in the parts of Storybook it leaves out', async () => {
  const page = await pools.mobile.acquire();
  try {
    await openStory(page, stories[0]!.id);
    await page.evaluate(() => {
      const bare = () => Object.assign(document.createElement('img'), { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' });
      document.getElementById('storybook-root')!.append(bare());
      document.querySelector('.sb-wrapper')!.append(bare()); // one of STORYBOOK_PARTS, always in the preview
    });
    const found = await violations(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^image-alt \(critical\).*\n +#storybook-root > img$/);
  } finally {
    await pools.mobile.release(page);
  }
});

describe.concurrent.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (width) => {
  for (const story of stories) {
    it(`${story.title} › ${story.name} (${story.id}) has no axe violation`, async ({ expect }) => {
      const pool = pools[width];
      const page = await pool.acquire();
      try {
        await openStory(page, story.id);
        const found = await violations(page);
        expect(found, `axe violations in story ${story.id} at ${width} width:\n  ${found.join('\n  ')}`).toEqual([]);
      } finally {
        await pool.release(page);
      }
    });
  }
});
