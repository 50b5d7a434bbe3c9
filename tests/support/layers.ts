import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * DESIGN.md's layers, kept by a test: imports only point down this list, a widget never imports another widget,
 * shared/ never imports widgets/, and no module imports itself back through others. `shared/islands` sits above
 * `shared/a11y` (not below `shared/api` as DESIGN first drew it): defineIsland reads the page config and prepares the
 * announcer for every island, once.
 */
export const LAYERS = ['widgets', 'shared/ui', 'shared/islands', 'shared/a11y', 'shared/stores', 'shared/api', 'shared/events', 'shared/platform'] as const;

export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const IMPORT = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(fromFile: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // packages are not ours to layer
  const base = resolve(dirname(fromFile), spec);
  if (/\.(css|json|svg)$/.test(spec)) return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return base; // unresolved: reported by the caller's checks as an edge to a missing file
}

/** Every relative import (static, re-export and dynamic) of the source files under `root`'s shared/ and widgets/. */
export function readImports(root: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of [...sourceFiles(join(root, 'shared')), ...sourceFiles(join(root, 'widgets'))]) {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[3] ?? match[4];
      if (!spec) continue;
      const to = resolveImport(file, spec);
      if (to) edges.push({ from: relative(root, file), to: relative(root, to), typeOnly: Boolean(match[2]) });
    }
  }
  return edges;
}

export function layerOf(path: string): { layer: number; widget?: string } | null {
  const parts = path.split(/[\\/]/);
  if (parts[0] === 'widgets') return { layer: 0, widget: parts[1] };
  const index = LAYERS.indexOf(`${parts[0]}/${parts[1]}` as (typeof LAYERS)[number]);
  return index >= 0 ? { layer: index } : null;
}

export function layerViolations(edges: ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    const a = layerOf(from);
    const b = layerOf(to);
    if (!a || !b) {
      if (to.startsWith('shared') || to.startsWith('widgets') || !b) problems.push(`${from} → ${to}: outside the layers`);
      continue;
    }
    if (a.widget !== undefined && b.widget !== undefined && a.widget !== b.widget) problems.push(`${from} → ${to}: a widget imports another widget`);
    else if (b.layer < a.layer) problems.push(`${from} → ${to}: imports up (${LAYERS[a.layer]} may not import ${LAYERS[b.layer]})`);
  }
  return problems;
}

/** Cycles among runtime imports (type-only imports vanish at build time and cannot loop). */
export function importCycles(edges: ImportEdge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) if (!edge.typeOnly) graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
