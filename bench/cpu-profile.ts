import type { Browser } from 'playwright-core';
import { CATEGORY_PATH, openThrottled, settle, type Variant } from './main-thread';

/**
 * `npm run bench -- profile`: where a page's main-thread time goes. A CDP Profiler session around the page load at
 * 4× CPU throttling (sampling every 100 µs), until the network is quiet and the `idle` islands have loaded; then
 * self time summed per script URL, and the functions that take most, self and total (with what they call).
 * A module's top-level body shows as "(module body)" at line 1 of its file. To read function names, build the
 * site bundle unminified on top of a normal build: `npm run build && npx vite build --mode site --minify false`.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** ms, every sample but idle */
  busy: number;
  byUrl: Array<{ url: string; self: number }>;
  functions: Array<{ name: string; where: string; self: number; total: number }>;
}

const shortUrl = (url: string) => {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
};

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = functionName || (url && lineNumber === 0 && columnNumber === 0 ? '(module body)' : '(anonymous)');
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}` : '';
    return { key: `${name} ${where}`, name, where };
  };

  const urlSelf = new Map<string, number>();
  const fnSelf = new Map<string, { name: string; where: string; self: number; total: number }>();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    // a sample lasts until the next one
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]!);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    busy += dt;
    const url = node.callFrame.url ? shortUrl(node.callFrame.url) : node.callFrame.functionName.startsWith('(') ? node.callFrame.functionName : `(native) ${node.callFrame.functionName || 'anonymous'}`;
    urlSelf.set(url, (urlSelf.get(url) ?? 0) + dt);
    const own = keyOf(node);
    const entry = fnSelf.get(own.key) ?? { name: own.name, where: own.where, self: 0, total: 0 };
    entry.self += dt;
    fnSelf.set(own.key, entry);
    // total time: every distinct function on the stack, once
    const counted = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!;
      if (frame.callFrame.functionName === '(root)') break;
      const k = keyOf(frame);
      if (counted.has(k.key)) continue;
      counted.add(k.key);
      const e = fnSelf.get(k.key) ?? { name: k.name, where: k.where, self: 0, total: 0 };
      e.total += dt;
      fnSelf.set(k.key, e);
    }
  }
  return {
    busy,
    byUrl: [...urlSelf.entries()].map(([url, self]) => ({ url, self })).sort((a, b) => b.self - a.self),
    functions: [...fnSelf.values()].sort((a, b) => b.self - a.self),
  };
}

export async function profilePage(browser: Browser, baseUrl: string, variant: Variant = 'ours', path = CATEGORY_PATH): Promise<CpuProfile> {
  const session = await openThrottled(browser, baseUrl, path, variant);
  try {
    await session.cdp.send('Profiler.enable');
    await session.cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await session.cdp.send('Profiler.start');
    const response = await session.page.goto(path, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await settle(session);
    const { profile } = await session.cdp.send('Profiler.stop');
    return profile as unknown as CpuProfile;
  } finally {
    await session.context.close();
  }
}

export function formatProfile(summary: ProfileSummary, top = 20): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return [
    `main thread busy: ${ms(summary.busy)} (CPU 4× slower; "(program)" is the browser's own work: parsing, style, layout, paint)`,
    '',
    '| script (self time) | ms | share |',
    '|---|---:|---:|',
    ...summary.byUrl.slice(0, top).map((u) => `| ${u.url} | ${ms(u.self)} | ${((u.self / summary.busy) * 100).toFixed(0)} % |`),
    '',
    '| function | where | self | total |',
    '|---|---|---:|---:|',
    ...summary.functions.slice(0, top).map((f) => `| ${f.name} | ${f.where} | ${ms(f.self)} | ${ms(f.total)} |`),
    '',
    '| function, by total time | where | self | total |',
    '|---|---|---:|---:|',
    ...[...summary.functions].sort((a, b) => b.total - a.total).slice(0, top).map((f) => `| ${f.name} | ${f.where} | ${ms(f.self)} | ${ms(f.total)} |`),
  ].join('\n');
}
