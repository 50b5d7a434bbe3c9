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
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
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

/** Every value the schema names as fitting: each form of an anyOf, each enum member, each example. */
function fittingForms(schema: Schema): Json[] {
  const forms: Json[] = [fitting(schema)];
  for (const option of (schema.anyOf ?? schema.oneOf ?? []) as Schema[]) forms.push(...fittingForms(option));
  if (Array.isArray(schema.enum)) forms.push(...schema.enum);
  if (Array.isArray(schema.examples)) forms.push(...schema.examples);
  return forms;
}

/**
 * Text a hand-written guard and a JSON Schema pattern or length easily read differently: white space JavaScript's
 * trim() and \s know and PHP's \s does not (no-break space, ideographic space, BOM), the zero-width non-joiner that
 * is not white space, Persian digits, padded, long and out-of-range numbers as text, a bare attribute's "".
 */
const TRICKY_TEXT: Json[] = [
  ' ', '\t\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u200c', '\u0085', 'a\u00a0', ' 12 ', '\u00a012\u3000', '12\n', '۱۲',
  '123456', '1234567', '000020', '0000021', '20', '21', '-1', '1.5', '1e3', '0x1', 'true', 'false', '1', '0', 'yes',
  '{query}', '/?s={query}', '/?s={QUERY}', 'modal ', 'Inline',
];

/** Values that break one prop: every JSON kind, tricky text, and the edges of its constraints (of each anyOf form too). */
function breaking(schema: Schema): Json[] {
  const values: Json[] = [null, true, false, 0, 2.5, -1, 20, 21, 999999, 1000000, 1e21, '', 'x', 'ابزار', [], ['x'], [1], {}, { a: 1 }, ...TRICKY_TEXT];
  for (const option of (schema.anyOf ?? schema.oneOf ?? []) as Schema[]) values.push(...breaking(option));
  for (const example of (schema.examples ?? []) as Json[]) {
    if (typeof example === 'string') values.push(` ${example}`, `${example}\u00a0`, example.toUpperCase(), example.slice(1), example.repeat(2));
  }
  // An object prop: its own props broken one at a time (and an array where the object goes).
  if (schema.properties) values.push(...samples(schema));
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
    for (const value of fittingForms(prop)) out.push({ ...base, [key]: value });
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
    // the mini-cart's and the live search's checks come with their views: found through the view module's `props` export
    expect(readFileSync('widgets/live-search/index.ts', 'utf8')).not.toMatch(/\bprops:/);
    expect(checked.map(([src]) => src)).toEqual(expect.arrayContaining(['widgets/live-search/index.ts', 'widgets/login/index.ts']));
  });

  it('covers every island that checks its props: none leaves PHP with only "an object"', () => {
    expect(islands.filter(([, props]) => props.error).map(([src, props]) => `${src}: ${props.error}`)).toEqual([]);
    expect(islands.filter(([, props]) => props.check && !props.json).map(([src]) => src)).toEqual([]);
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
