import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sizeReport } from '../../bench/size-report';

/**
 * Issue 13: the popups island checks its settings by hand (widgets/popups/settings.ts), so zod and the response
 * schemas (the `contracts` chunk) are not on its load path; and its view (PopupsView with the Dialog primitive and
 * their CSS) is a chunk of its own, loaded when the first popup opens. Checked against the build that ran first.
 */
const popups = sizeReport().entries.find((entry) => entry.name === 'popups');

describe('popups island bundle', () => {
  it('is built', () => expect(popups).toBeDefined());

  it('does not load the contracts chunk (zod) with it', () => {
    expect(popups!.files.filter((file) => /(^|\/)contracts-/.test(file))).toEqual([]);
    for (const file of popups!.files.filter((f) => f.endsWith('.js'))) {
      // zod's own error text, present in any build of it
      expect(readFileSync(resolve('dist', file), 'utf8'), file).not.toMatch(/Invalid input|_zod/);
    }
  });
});

describe('popups view on demand', () => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
  const mount = manifest['widgets/popups/mount.tsx'];
  const view = manifest['widgets/popups/PopupsView.tsx'];

  it('the view is a chunk of its own, imported only dynamically by the mount', () => {
    expect(view?.isDynamicEntry).toBe(true);
    expect(mount?.dynamicImports).toContain('widgets/popups/PopupsView.tsx');
    expect(mount?.imports ?? []).not.toContain('widgets/popups/PopupsView.tsx');
  });

  it('what the mount loads at once holds no Dialog, no mount-preact and no view', () => {
    const files = (mount?.imports ?? []).map((key) => manifest[key]?.file ?? key);
    expect(files.filter((file) => /Dialog|mount-preact|use-modal-layer|PopupsView/.test(file))).toEqual([]);
    expect(readFileSync(resolve('dist', mount!.file), 'utf8')).not.toMatch(/hsa-popup__never/);
  });

  it('split as the size report sees it: the idle load apart from the view', () => {
    const split = sizeReport(undefined, { popups: ['popups/PopupsView'] }).entries.find((entry) => entry.name === 'popups')!;
    expect(split.onDemand?.files).toEqual(expect.arrayContaining([view!.file]));
    expect(split.files.filter((file) => /Dialog|PopupsView/.test(file))).toEqual([]);
    console.info(`popups: ${split.gzip} B gzip at idle, ${split.onDemand!.gzip} B when the first popup opens`);
  });
});
