// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, layerViolations, readImports } from '../../support/layers';

const ROOT = process.cwd();
const FIXTURE = join(ROOT, 'tests/unit/layers/fixture');

describe('the layers of DESIGN.md', () => {
  const edges = readImports(ROOT);

  it('reads the imports of shared/ and widgets/ (static, dynamic and re-exports)', () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'widgets/mini-cart/index.ts', to: 'widgets/mini-cart/mount.tsx' }));
  });

  it('has no import that runs up the layers, and no widget importing another', () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(edges)).toEqual([]);
  });
});

describe('the layer check itself, on a fixture tree that breaks every rule', () => {
  const edges = readImports(FIXTURE);

  it('finds an upward import, a widget importing a widget and shared importing a widget', () => {
    const problems = layerViolations(edges);
    expect(problems).toContainEqual(expect.stringMatching(/^shared\/platform\/format\.ts → shared\/stores\/rate\.ts: imports up/));
    expect(problems).toContainEqual(expect.stringMatching(/^widgets\/search\/index\.ts → widgets\/cart\/index\.ts: a widget imports another widget/));
    expect(problems).toContainEqual(expect.stringMatching(/^shared\/stores\/total\.ts → widgets\/cart\/index\.ts: imports up/));
    expect(problems).toHaveLength(3);
  });

  it('finds the cycle, and not the type-only loop', () => {
    const cycles = importCycles(edges);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toEqual(expect.arrayContaining(['shared/stores/total.ts', 'shared/stores/lines.ts']));
  });
});
