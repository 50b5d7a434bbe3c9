import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';

/**
 * `npm run build:wp`: the `hsa-islands` WordPress plugin as a zip-ready folder (build/wp/hsa-islands/): the PHP of
 * integrations/wordpress/, and under its build/ the files of dist/, the Vite manifests (build/manifest.json for the
 * island build, build/site-manifest.json for the site bundle when it was built) and the
 * props of every island as JSON Schema (build/props-schema.json), so PHP checks `hsa_island_mount` props against
 * what the island's TypeScript checks. Islands come from the manifest, so a new island needs no change here.
 *
 * `npx tsx scripts/build-wp.ts [--dist dist] [--out build/wp/hsa-islands]` assembles from an existing build.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
}

export type IslandKind = 'island' | 'behaviour';

export interface IslandSchemaEntry {
  kind: IslandKind;
  src: string;
  /** The default `data-load-on` of an island (from its `defineIsland` call), when it says one. */
  loadOn: string | null;
  /** JSON Schema of the props (what the props script or data attributes hold), or null when the island exports none. */
  props: Record<string, unknown> | null;
}

export interface PropsSchemaFile {
  $comment: string;
  islands: Record<string, IslandSchemaEntry>;
}

/** The identifier given as `props:` in the entry's defineIsland call, and the module it is imported from. */
function propsImport(source: string): { name: string; from: string } | null {
  // `props: schema` or the shorthand `props,`
  const prop = /\bprops:\s*([A-Za-z_$][\w$]*)/.exec(source) ?? /[{,]\s*(props)\s*[,}]/.exec(source);
  if (!prop) return null;
  const name = prop[1]!;
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const specifier of match[1]!.split(',')) {
      const [imported, local = imported] = specifier.trim().split(/\s+as\s+/).map((part) => part.trim());
      if (local === name && imported) return { name: imported, from: match[2]! };
    }
  }
  return null;
}

/**
 * An entry that leaves `props` out of defineIsland: its view module (`load: () => import('./mount')`) exports the check
 * as `export { schema as props } from './props'` (shared/islands/README.md); that schema, from that module.
 */
function viewPropsExport(dir: string, entrySource: string): { name: string; from: string } | null {
  const view = /\bload:\s*\(\)\s*=>\s*import\(\s*['"](\.\/[^'"]+)['"]\s*\)/.exec(entrySource);
  if (!view) return null;
  const file = ['.ts', '.tsx'].map((ext) => resolve(dir, view[1]!.replace(/\.(js|ts|tsx)$/, '') + ext)).find((f) => existsSync(f));
  if (!file) return null;
  const reexport = /export\s*\{\s*([A-Za-z_$][\w$]*)\s+as\s+props\s*\}\s*from\s*['"](\.\/[^'"]+)['"]/.exec(readFileSync(file, 'utf8'));
  if (!reexport) return null;
  // relative to the entry's folder: the view module sits beside it
  return dirname(file) === dir ? { name: reexport[1]!, from: reexport[2]! } : null;
}

function isZodSchema(value: unknown): value is z.ZodMiniType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

export interface IslandProps {
  /** What the island checks its props with in the browser (a zod/mini schema or a propsGuard). */
  check: { safeParse(value: unknown): { success: boolean } } | null;
  /** The same as JSON Schema, or null when the island says none. */
  json: Record<string, unknown> | null;
  /** Why the props module could not be read. */
  error?: string;
}

/**
 * An island's props: the schema its entry gives `defineIsland` as `props` (or its view module exports as `props`),
 * and that schema as JSON Schema. A zod/mini
 * schema is converted (its input side: what the page may hold); a hand-written guard (propsGuard, for islands on the
 * load path) says its JSON Schema in a `propsJsonSchema` export beside it, kept in agreement with the guard by
 * tests/wordpress/props-agreement.test.ts.
 */
export async function islandProps(rootDir: string, src: string): Promise<IslandProps> {
  const entryFile = resolve(rootDir, src);
  const entrySource = readFileSync(entryFile, 'utf8');
  const found = propsImport(entrySource) ?? viewPropsExport(dirname(entryFile), entrySource);
  const none: IslandProps = { check: null, json: null };
  if (!found) return none;
  const moduleFile = resolve(dirname(entryFile), found.from.replace(/\.(js|ts)$/, '') + '.ts');
  if (!existsSync(moduleFile)) return none;
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(moduleFile).href)) as Record<string, unknown>;
  } catch (error) {
    // A props module that cannot load in Node (it touches the page at import) has no schema to export: said, not fatal.
    return { ...none, error: `${found.from} does not load in Node: ${(error as Error).message}` };
  }
  const schema = module[found.name];
  const check = schema && typeof (schema as { safeParse?: unknown }).safeParse === 'function' ? (schema as IslandProps['check']) : null;
  if (isZodSchema(schema)) {
    const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    return { check, json };
  }
  const declared = module.propsJsonSchema;
  return { check, json: declared && typeof declared === 'object' ? (declared as Record<string, unknown>) : null };
}

export async function exportPropsSchemas(manifest: Record<string, ManifestChunk>, rootDir = ROOT): Promise<PropsSchemaFile> {
  const islands: Record<string, IslandSchemaEntry> = {};
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !chunk.src || !chunk.name) continue;
    const file = resolve(rootDir, chunk.src);
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const kind: IslandKind = /\bdefineIsland\s*\(/.test(source) ? 'island' : 'behaviour';
    const loadOn = kind === 'island' ? (/\bloadOn:\s*['"]([^'"]+)['"]/.exec(source)?.[1] ?? null) : null;
    const props = kind === 'island' && source ? await islandProps(rootDir, chunk.src) : null;
    if (props?.error) console.warn(`warning: ${chunk.name}: ${props.error}`);
    islands[chunk.name] = { kind, src: chunk.src, loadOn, props: props?.json ?? null };
  }
  return {
    $comment: 'Generated by scripts/build-wp.ts from each island\'s props schema: what hsa_island_mount() checks props against.',
    islands: Object.fromEntries(Object.entries(islands).sort(([a], [b]) => a.localeCompare(b))),
  };
}

export interface BuildWpOptions {
  distDir?: string;
  outDir?: string;
  rootDir?: string;
}

/** Assembles the plugin folder from a finished Vite build; returns the folder and the islands it found. */
export async function buildWordPressPlugin({ rootDir = ROOT, distDir = join(rootDir, 'dist'), outDir = join(rootDir, 'build/wp/hsa-islands') }: BuildWpOptions = {}) {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No build at ${distDir}: run \`npm run build\` first (npm run build:wp does).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(join(rootDir, 'integrations/wordpress'), outDir, {
    recursive: true,
    // The plugin's own README for developers stays in the repository; tests/ are ours, not the site's.
    filter: (source) => !source.includes(`${join(rootDir, 'integrations/wordpress')}/tests`),
  });
  const buildDir = join(outDir, 'build');
  mkdirSync(buildDir, { recursive: true });
  for (const name of readdirSync(distDir)) {
    if (name === '.vite') continue;
    cpSync(join(distDir, name), join(buildDir, name), { recursive: true });
  }
  writeFileSync(join(buildDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  // The site bundle (`vite build --mode site`): printed instead of the per-island entries when present.
  const siteManifest = join(distDir, '.vite/site-manifest.json');
  if (existsSync(siteManifest)) cpSync(siteManifest, join(buildDir, 'site-manifest.json'));
  const schemas = await exportPropsSchemas(manifest, rootDir);
  writeFileSync(join(buildDir, 'props-schema.json'), JSON.stringify(schemas, null, 2));
  const missing = Object.entries(schemas.islands).filter(([, entry]) => entry.kind === 'island' && !entry.props).map(([name]) => name);
  return { outDir, islands: Object.keys(schemas.islands), withoutSchema: missing };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (flag: string) => {
    const at = process.argv.indexOf(flag);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const distDir = arg('--dist');
  const outDir = arg('--out');
  const result = await buildWordPressPlugin({ ...(distDir ? { distDir: resolve(distDir) } : {}), ...(outDir ? { outDir: resolve(outDir) } : {}) });
  console.log(`hsa-islands plugin in ${result.outDir} (${result.islands.length} islands and behaviours: ${result.islands.join(', ')})`);
  for (const name of result.withoutSchema) {
    console.warn(`warning: ${name} exports no props schema (a zod/mini schema or propsJsonSchema beside its guard); PHP checks only that its props are an object`);
  }
}
