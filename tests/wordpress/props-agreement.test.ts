import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWordPressPlugin, exportPropsSchemas, islandProps, type IslandProps } from '../../scripts/build-wp';
import { islandEntries } from '../../vite.config';
import { ensureWordPressPackages } from './support/packages';

/**
 * PHP and TypeScript agree on props: for every island of widgets/ with a props schema (and a zod/mini fixture), values
 * made from its JSON Schema (fitting ones, and each prop broken in every way JSON allows) get the same verdict from
 * the island's own check (zod/mini or its propsGuard) and from the plugin's PHP check of the exported JSON Schema.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = 'tests/wordpress/fixtures/widgets/zod-island/index.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, any>;

/** A value the schema accepts. */
function fitting(schema: Schema): Json {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  if (schema.anyOf) return fitting(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) return 'a-1';
      return 'ابزار'.repeat(Math.ceil((schema.minLength ?? 1) / 5)).slice(0, Math.max(schema.minLength ?? 1, Math.min(5, schema.maxLength ?? 5)));
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'number':
      return schema.minimum ?? 1.5;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [fitting(schema.items)] : [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key: string) => [key, fitting(schema.properties[key])]));
    default:
      return 'x';
  }
}

/** Values that break one prop: every JSON kind, and the edges of its constraints. */
function breaking(schema: Schema): Json[] {
  const values: Json[] = [null, true, 0, 2.5, -1, '', 'x', 'ابزار', [], ['x'], [1], {}, { a: 1 }];
  if (schema.minLength) values.push('a'.repeat(schema.minLength - 1));
  if (schema.maxLength) values.push('a'.repeat(schema.maxLength + 1), 'ب'.repeat(schema.maxLength));
  if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum);
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => (schema.items ? fitting(schema.items) : 1)));
  if (schema.items) values.push([fitting(schema.items), 'UPPER CASE'], [fitting(schema.items), 5]);
  if (Array.isArray(schema.enum)) values.push(`${schema.enum[0]}x`, String(schema.enum[0]).toUpperCase());
  return values;
}

function samples(schema: Schema): Json[] {
  const base = fitting(schema) as Record<string, Json>;
  const out: Json[] = [base, null, [], 'props', { ...base, unknownProp: 1 }];
  for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    out.push({ ...base, [key]: fitting(prop) });
    for (const value of breaking(prop)) out.push({ ...base, [key]: value });
    if ((schema.required ?? []).includes(key)) {
      const { [key]: _, ...without } = base;
      out.push(without);
    }
  }
  return out;
}

function phpVerdicts(pairs: { schema: Schema; value: Json }[]): string[][] {
  const run = spawnSync('php', [join(ROOT, 'tests/wordpress/php/validate.php')], { input: JSON.stringify(pairs), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`validate.php failed:\n${run.stdout}${run.stderr}`);
  return (JSON.parse(run.stdout) as { errors: string[] }[]).map((result) => result.errors);
}

ensureWordPressPackages();
const sources = [...Object.keys(islandEntries()).map((name) => `widgets/${name}/index.ts`), FIXTURE];
const islands: [string, IslandProps][] = [];
for (const src of sources) islands.push([src, await islandProps(ROOT, src)]);
const checked = islands.filter(([, props]) => props.check && props.json);

describe('props: the PHP check of the exported JSON Schema agrees with the island\'s own check', () => {
  it('covers the mini-cart (a hand-written guard) and a zod/mini schema', () => {
    expect(checked.map(([src]) => src)).toEqual(expect.arrayContaining(['widgets/mini-cart/index.ts', FIXTURE]));
  });

  it.each(checked)('%s', (_src, props) => {
    const schema = props.json!;
    const values = samples(schema);
    const php = phpVerdicts(values.map((value) => ({ schema, value })));
    const disagreements = values
      .map((value, index) => ({ value, ts: props.check!.safeParse(value).success, php: php[index]! }))
      .filter(({ ts, php: errors }) => ts !== (errors.length === 0))
      .map(({ value, ts, php: errors }) => `${JSON.stringify(value)}: TypeScript ${ts ? 'accepts' : 'refuses'}, PHP ${errors.length ? `refuses (${errors.join('; ')})` : 'accepts'}`);
    expect(disagreements, disagreements.join('\n')).toEqual([]);
    // Both verdicts occur, so the comparison means something.
    expect(php.some((errors) => errors.length === 0)).toBe(true);
    expect(php.some((errors) => errors.length > 0)).toBe(true);
  });
});

describe('npm run build:wp', () => {
  const out = mkdtempSync(join(tmpdir(), 'hsa-build-wp-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('exports a zod/mini schema\'s input side as JSON Schema, found through the entry\'s props (an aliased import)', async () => {
    const file = await exportPropsSchemas({ [FIXTURE]: { file: 'islands/zod-island-x.js', name: 'zod-island', src: FIXTURE, isEntry: true } }, ROOT);
    expect(file.islands['zod-island']).toMatchObject({
      kind: 'island',
      loadOn: 'idle',
      props: {
        type: 'object',
        required: ['postType'],
        properties: { postType: { enum: ['product', 'post'] }, minChars: { type: 'integer', minimum: 1, maximum: 10 } },
      },
    });
  });

  it.skipIf(!existsSync(join(ROOT, 'dist/.vite/manifest.json')))('assembles the plugin: its PHP, the built files, the manifest and every island\'s schema', async () => {
    const result = await buildWordPressPlugin({ outDir: join(out, 'hsa-islands') });
    const plugin = join(out, 'hsa-islands');
    expect(existsSync(join(plugin, 'hsa-islands.php'))).toBe(true);
    expect(existsSync(join(plugin, 'includes/class-hsa-islands.php'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(plugin, 'build/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; name?: string }>;
    for (const chunk of Object.values(manifest)) expect(existsSync(join(plugin, 'build', chunk.file)), chunk.file).toBe(true);
    const schemas = JSON.parse(readFileSync(join(plugin, 'build/props-schema.json'), 'utf8'));
    const entries = Object.values(manifest).filter((chunk) => chunk.isEntry).map((chunk) => chunk.name).sort();
    expect(Object.keys(schemas.islands).sort()).toEqual(entries);
    expect(result.islands.sort()).toEqual(entries);
    expect(schemas.islands['mini-cart']).toMatchObject({ kind: 'island', loadOn: 'interaction', props: { properties: { cartUrl: { type: 'string' } } } });
    expect(schemas.islands['add-to-cart']).toMatchObject({ kind: 'behaviour', props: null });
  });
});
