import { describe, expect, it } from 'vitest';
import { summariseProfile, type CpuProfile } from '../../bench/cpu-profile';
import { cumulativeLayoutShift, SEED_STACK, swapInSeedStack, totalBlockingTime } from '../../bench/main-thread';
import { kindOf } from '../../bench/page-js';
import { replaceBetweenMarkers } from '../../bench/readme';
import { formatSearchPaint, paintFrame, searchPaintWithinTarget, type SearchPaintRun } from '../../bench/search-paint';

/** The arithmetic and rewriting behind `npm run size`, `npm run bench` and the README figures, without a browser. */

describe('total blocking time and CLS', () => {
  it('counts only what each long task has over 50 ms', () => {
    const tasks = [{ start: 0, duration: 30 }, { start: 100, duration: 50 }, { start: 200, duration: 60 }, { start: 300, duration: 120 }];
    expect(totalBlockingTime(tasks)).toBe(80);
    expect(totalBlockingTime([])).toBe(0);
  });

  it('from the first contentful paint, as Lighthouse: a task before it is left out, one across it counted from it', () => {
    const tasks = [{ start: 0, duration: 200 }, { start: 250, duration: 120 }, { start: 500, duration: 90 }];
    // the first ends before the paint at 300; the second has 70 ms after it (20 blocking); the third 40
    expect(totalBlockingTime(tasks, 300)).toBe(60);
    // a task that straddles the paint with less than 50 ms after it blocks nothing
    expect(totalBlockingTime([{ start: 280, duration: 60 }], 300)).toBe(0);
    expect(totalBlockingTime(tasks, 0)).toBe(150 + 70 + 40);
  });

  it('takes the largest session window: shifts under 1 s apart, a window at most 5 s long', () => {
    // two windows (a gap of 1.5 s): 0.2 and 0.35
    expect(cumulativeLayoutShift([{ start: 0, value: 0.1 }, { start: 500, value: 0.1 }, { start: 2000, value: 0.05 }, { start: 2500, value: 0.3 }])).toBeCloseTo(0.35);
    // shifts every 0.9 s for 7 s: the window closes at 5 s, so 6 shifts at most, not 8
    const steady = Array.from({ length: 8 }, (_, i) => ({ start: i * 900, value: 0.1 }));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.6);
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('the seed stack swapped in', () => {
  const page = `<!doctype html><html><head>
<link rel="stylesheet" href="/dist/assets/mount-abc.css">
<link rel="modulepreload" href="/dist/chunks/shared-abc.js">
<script src="/static/js-class.js"></script>
</head><body>
<ul class="sidebar-links"><li>a</li></ul>
<ul class="services__list"><li class="services__item">1</li><li class="services__item">2</li></ul>
<ul class="other"><li>x</li></ul>
<script type="module" src="/dist/islands/mini-cart-abc.js"></script>
</body></html>`;

  it('takes out our modules and their preloads, keeps the rest, and prints the stack as WordPress would', () => {
    const out = swapInSeedStack(page);
    expect(out).not.toMatch(/type="module"|modulepreload/);
    expect(out).toContain('<script src="/static/js-class.js"></script>');
    expect(out).toContain('/dist/assets/mount-abc.css');
    const head = out.slice(0, out.indexOf('</head>'));
    for (const file of [...SEED_STACK.css, ...SEED_STACK.head]) expect(head).toContain(`/__seed-stack/${file}`);
    const scripts = [...out.matchAll(/<script src="\/__seed-stack\/([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([...SEED_STACK.head, ...SEED_STACK.footer, 'seed-theme-init.js']);
    // the services row in Swiper's container > wrapper > slides, the next list untouched
    expect(out).toContain('<div class="swiper services-swiper"><ul class="services__list swiper-wrapper"><li class="services__item swiper-slide">1</li><li class="services__item swiper-slide">2</li></ul></div>');
    expect(out).toContain('<ul class="other"><li>x</li></ul>');
  });

  it('refuses a page without the rows the stack is set up on', () => {
    expect(() => swapInSeedStack(page.replace('services__list', 'services'))).toThrow(/services row/);
    expect(() => swapInSeedStack(page.replace('sidebar-links', 'links'))).toThrow(/sidebar-links/);
  });
});

describe('the CPU profile summary', () => {
  // root → (program); root → the shared chunk's module body → a native constructor, an arrow function, and f
  // calling itself; root → (idle)
  const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({ functionName, url, lineNumber, columnNumber });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 3, 5] },
      { id: 2, callFrame: frame('(program)') },
      { id: 3, callFrame: frame('', 'http://x/dist/chunks/shared-abc.js'), children: [4, 6, 7] },
      { id: 4, callFrame: frame('NumberFormat') },
      { id: 5, callFrame: frame('(idle)') },
      { id: 6, callFrame: frame('', 'http://x/dist/chunks/shared-abc.js', 0, 120) },
      { id: 7, callFrame: frame('f', 'http://x/dist/chunks/shared-abc.js', 0, 200), children: [8] },
      { id: 8, callFrame: frame('f', 'http://x/dist/chunks/shared-abc.js', 0, 200) },
    ],
    // a sample lasts until the next one: 3 → 1 ms, 4 → 1 ms, 4 → 1 ms, 2 → 1 ms, 5 (idle) → 1 ms, 6 → 2 ms,
    // 8 → 1 ms, 3 → 0
    samples: [3, 4, 4, 2, 5, 6, 8, 3],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 2000, 1000],
  };

  it('sums self time per script, leaves idle out, and gives each function its self and total time', () => {
    const summary = summariseProfile(profile);
    expect(summary.busy).toBeCloseTo(7);
    expect(Object.fromEntries(summary.byUrl.map((u) => [u.url, u.self]))).toEqual({ '/dist/chunks/shared-abc.js': 4, '(native) NumberFormat': 2, '(program)': 1 });
    const fn = (name: string, where: string) => summary.functions.find((f) => f.name === name && f.where === where);
    expect(fn('(module body)', '/dist/chunks/shared-abc.js:1:1')).toMatchObject({ self: 1, total: 6 });
    // a function twice on one stack counts once in its total
    expect(fn('f', '/dist/chunks/shared-abc.js:1:201')).toMatchObject({ self: 1, total: 1 });
    expect(fn('(anonymous)', '/dist/chunks/shared-abc.js:1:121')).toMatchObject({ self: 2, total: 2 });
    expect(fn('NumberFormat', '')).toMatchObject({ self: 2, total: 2 });
    expect(summary.functions[0]!.self).toBeGreaterThanOrEqual(summary.functions[1]!.self);
  });
});

describe('README figures and file kinds', () => {
  it('rewrites only the text between a benchmark\'s markers', () => {
    const text = 'a\n<!-- bench:x -->\nold\n<!-- /bench:x -->\nb\n<!-- bench:y -->\nkeep\n<!-- /bench:y -->\n';
    expect(replaceBetweenMarkers(text, 'x', '| new |')).toBe('a\n<!-- bench:x -->\n| new |\n<!-- /bench:x -->\nb\n<!-- bench:y -->\nkeep\n<!-- /bench:y -->\n');
    expect(() => replaceBetweenMarkers(text, 'z', 'n')).toThrow(/bench:z/);
  });

  it('counts jQuery and the legacy theme script apart from ours', () => {
    expect(kindOf('http://x/static/vendor/jquery.min.js')).toBe('jquery');
    expect(kindOf('http://x/static/legacy-theme.js')).toBe('theme');
    expect(kindOf('http://x/dist/chunks/shared-abc.js')).toBe('ours');
    expect(kindOf('http://x/static/js-class.js?v=1')).toBe('ours');
  });
});

describe('the search paint figures', () => {
  it('counts the frames begun after the response before the one with the rows', () => {
    const frames = [
      { t: 100, ran: 101, rows: false },
      { t: 116.7, ran: 118, rows: false },
      { t: 133.3, ran: 150, rows: false },
      { t: 150, ran: 160, rows: true },
    ];
    // the response ended at 110: the frames of 116.7 and 133.3 began after it without the rows
    expect(paintFrame(frames, 110)).toEqual({ frames: 2, ms: 40, renderMs: 50 });
    // at 140: only the frame with the rows began after it
    expect(paintFrame(frames, 140)).toEqual({ frames: 0, ms: 10, renderMs: 20 });
    expect(paintFrame(frames.map((f) => ({ ...f, rows: false })), 110)).toBeNull();
  });

  const run = (over: Partial<SearchPaintRun>): SearchPaintRun => ({
    width: '390×844',
    cpu: 1,
    query: 'دریل بوش',
    first: false,
    frames: 0,
    ms: 8,
    renderMs: 10,
    domMs: 5,
    requestMs: 9,
    rows: 8,
    scripts: [],
    ...over,
  });

  it('meets the target when at most one frame began before the rows in every query but the warm-up', () => {
    const runs = [
      run({ first: true, query: 'دریل', frames: 3, ms: 50, renderMs: 60, scripts: [{ path: '/dist/chunks/contracts-x.js', end: -2 }] }),
      run({ frames: 0 }),
      run({ frames: 1, ms: 20, renderMs: 24 }),
      run({ width: '1366×900', cpu: 4, frames: 1, ms: 30, renderMs: 45 }),
    ];
    expect(searchPaintWithinTarget(runs)).toBe(true);
    const table = formatSearchPaint(runs);
    expect(table).toContain('| 390×844 | 2 | 1 / 1 | 20.0 ms / 20.0 ms | 24.0 ms / 24.0 ms | 5.0 ms | 9.0 ms | 3; 50.0 ms / 60.0 ms | ✓ met |');
    expect(table).toContain('| 1366×900, CPU 4× slower | 1 | 1 / 1 | 30.0 ms / 30.0 ms | 45.0 ms / 45.0 ms | 5.0 ms | 9.0 ms | — | ✓ met |');
  });

  it('fails when a query\'s rows came two frames or more after its response, or when no query was measured', () => {
    const runs = [run({ frames: 0 }), run({ frames: 2, ms: 35, renderMs: 40 }), run({ width: '1366×900', frames: 0 })];
    expect(searchPaintWithinTarget(runs)).toBe(false);
    const table = formatSearchPaint(runs);
    expect(table).toContain('| 390×844 | 2 | 2 / 2 | 35.0 ms / 35.0 ms | 40.0 ms / 40.0 ms |');
    expect(table).toMatch(/\| 390×844 \|.*✗ 1 of 2 over \|/);
    expect(table).toMatch(/\| 1366×900 \|.*✓ met \|/);
    expect(searchPaintWithinTarget([run({ first: true })])).toBe(false);
    expect(searchPaintWithinTarget([])).toBe(false);
  });
});
