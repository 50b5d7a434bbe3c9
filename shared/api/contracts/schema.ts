/**
 * The schema kit the contracts are written in: the part of zod/mini's API that shared/api/contracts uses, under the
 * same names and with the same results, in about 1 KB gzip where zod/mini's core took 8.5 KB of every page that
 * fetched. A contract file imports it as `z` (`import * as z from './schema'`), so it reads as zod/mini does.
 *
 * zod/mini stays the reference: tests/contracts/schema-kit.test.ts loads every contract a second time with this
 * module swapped for zod/mini and requires the same verdict and the same output from both, on real answers of the
 * demo store and on every one-field change of them. What to keep when adding to it:
 * - `object` strips unknown keys, `looseObject` keeps them; a key the input does not have is left out unless its
 *   schema makes a value for it (`_default`), as zod does;
 * - `number()` is finite; `_default` gives a shallow copy of its value for `undefined` without checking it;
 * - `union` takes the first option that passes; `record` and `looseObject` never copy a `__proto__` key.
 * Issues carry the same `path` as zod's and a short English `message` (for logs and the demo store's 400 answers:
 * shoppers see the spec's error texts instead). Known differences, none reached by a contract today: every check's
 * issue has the code `custom` (zod: `too_small`, `invalid_format`…); an object's own `.check` is skipped once a field
 * failed (zod runs it unless a type error came first); only string-keyed records.
 */
export type Path = PropertyKey[];
export interface Issue {
  code: string;
  path: Path;
  message: string;
  /** A check's issue (the type was right): zod's `continue`, which decides what a failing union reports. */
  continue?: true;
}
type Run<O> = (value: unknown, path: Path, issues: Issue[]) => O;
export type SafeParseResult<O> = { success: true; data: O; error?: undefined } | { success: false; data?: undefined; error: { issues: Issue[] } };
/** A check on a value that has the right type: a message when it fails. */
export type Check<O> = (value: O) => string | undefined;

export class Schema<O = unknown, I = O> {
  /** Types only: what parsing gives and what it accepts (`z.output`, `z.input`). */
  declare readonly '~types'?: { output: O; input: I };
  constructor(readonly run: Run<O>) {}

  safeParse(value: unknown): SafeParseResult<O> {
    const issues: Issue[] = [];
    const data = this.run(value, [], issues);
    return issues.length ? { success: false, error: { issues } } : { success: true, data };
  }

  parse(value: unknown): O {
    const result = this.safeParse(value);
    if (!result.success) throw new TypeError(result.error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; '));
    return result.data;
  }

  /** Checks run once the type is right, in order (zod/mini's `.check`). */
  check(...checks: Check<O>[]): Schema<O, I> {
    return new Schema((value, path, issues) => {
      const before = issues.length;
      const out = this.run(value, path, issues);
      if (issues.length === before) {
        for (const check of checks) {
          const message = check(out);
          if (message) issues.push({ code: 'custom', path, message, continue: true });
        }
      }
      return out;
    });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = Schema<any, any>;
export type output<S> = S extends Schema<infer O, unknown> ? O : never;
export type input<S> = S extends Schema<unknown, infer I> ? I : never;
export type { output as infer };

type Flat<T> = { [K in keyof T]: T[K] } & {};
type Shape = Record<string, Any>;
type Side<S extends Shape, W extends 'output' | 'input'> = { [K in keyof S]: NonNullable<S[K]['~types']>[W] };
type Props<T> = Flat<{ [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] }>;
type Loose = { [key: string]: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail<T>(issues: Issue[], path: Path, code: string, message: string, value: unknown): T {
  issues.push({ code, path, message });
  return value as T;
}

const typed = <T>(test: (value: unknown) => boolean, expected: string) =>
  new Schema<T>((value, path, issues) => (test(value) ? (value as T) : fail(issues, path, 'invalid_type', `expected ${expected}`, value)));

export const string = () => typed<string>((v) => typeof v === 'string', 'a string');
export const number = () => typed<number>((v) => typeof v === 'number' && Number.isFinite(v), 'a number');
export const boolean = () => typed<boolean>((v) => typeof v === 'boolean', 'true or false');

export const literal = <const T extends string | number | boolean | null>(expected: T) =>
  new Schema<T>((value, path, issues) => (value === expected ? expected : fail(issues, path, 'invalid_value', `expected ${JSON.stringify(expected)}`, value)));

function oneOf<const T extends readonly string[]>(values: T): Schema<T[number]> {
  return new Schema((value, path, issues) =>
    (values as readonly unknown[]).includes(value) ? (value as T[number]) : fail(issues, path, 'invalid_value', `expected one of ${values.join(', ')}`, value),
  );
}
export { oneOf as enum };

export const optional = <S extends Any>(inner: S) =>
  new Schema<output<S> | undefined, input<S> | undefined>((value, path, issues) => (value === undefined ? undefined : inner.run(value, path, issues)));

export const nullable = <S extends Any>(inner: S) =>
  new Schema<output<S> | null, input<S> | null>((value, path, issues) => (value === null ? null : inner.run(value, path, issues)));

/** `undefined` becomes a shallow copy of `fallback`, which is not checked (zod's short-circuit). */
export const _default = <S extends Any>(inner: S, fallback: NoInfer<Exclude<output<S>, undefined>>) =>
  new Schema<Exclude<output<S>, undefined>, input<S> | undefined>((value, path, issues) =>
    value === undefined
      ? ((Array.isArray(fallback) ? [...fallback] : isObject(fallback) ? { ...fallback } : fallback) as Exclude<output<S>, undefined>)
      : inner.run(value, path, issues),
  );

export const array = <S extends Any>(item: S) =>
  new Schema<output<S>[], input<S>[]>((value, path, issues) =>
    Array.isArray(value) ? value.map((entry, i) => item.run(entry, [...path, i], issues)) : fail(issues, path, 'invalid_type', 'expected a list', value),
  );

export const tuple = <const T extends readonly Any[]>(items: T) =>
  new Schema<{ -readonly [K in keyof T]: output<T[K]> }, { -readonly [K in keyof T]: input<T[K]> }>((value, path, issues) => {
    if (!Array.isArray(value)) return fail(issues, path, 'invalid_type', 'expected a list', value);
    if (value.length !== items.length) return fail(issues, path, value.length > items.length ? 'too_big' : 'too_small', `expected ${items.length} items`, value);
    return items.map((item, i) => item.run(value[i], [...path, i], issues)) as never;
  });

/** Keys are strings (`string()`): zod's enum-keyed record, which requires every key, is not here. */
export const record = <K extends ReturnType<typeof string>, V extends Any>(key: K, item: V) =>
  new Schema<Record<output<K>, output<V>>, Record<input<K>, input<V>>>((value, path, issues) => {
    if (!isObject(value)) return fail(issues, path, 'invalid_type', 'expected an object', value);
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(value)) {
      if (name !== '__proto__') out[key.run(name, [...path, name], issues)] = item.run(value[name], [...path, name], issues);
    }
    return out as never;
  });

/** An object schema keeps its shape, for `discriminatedUnion`. */
type ObjectSchema<O = unknown, I = O> = Schema<O, I> & { shape: Shape };

function shaped<S extends Shape>(shape: S, loose: boolean) {
  const schema = new Schema((value, path, issues) => {
    if (!isObject(value)) return fail(issues, path, 'invalid_type', 'expected an object', value);
    const out: Record<string, unknown> = {};
    for (const name in shape) {
      const parsed = shape[name]!.run(value[name], [...path, name], issues);
      if (parsed !== undefined || name in value) out[name] = parsed;
    }
    if (loose) for (const name of Object.keys(value)) if (!Object.hasOwn(shape, name) && name !== '__proto__') out[name] = value[name];
    return out;
  });
  return Object.assign(schema, { shape });
}

/** Known keys only: others are dropped. */
export const object = <S extends Shape>(shape: S) => shaped(shape, false) as ObjectSchema<Props<Side<S, 'output'>>, Props<Side<S, 'input'>>>;
/** Known keys checked, others kept as they are. */
export const looseObject = <S extends Shape>(shape: S) =>
  shaped(shape, true) as ObjectSchema<Props<Side<S, 'output'>> & Loose, Props<Side<S, 'input'>> & Loose>;

/**
 * The first option that passes; when none does and exactly one failed only on its checks (its type was right), that
 * option's issues, as zod reports them; else one `invalid_union`.
 */
export const union = <const T extends readonly Any[]>(options: T) =>
  new Schema<output<T[number]>, input<T[number]>>((value, path, issues) => {
    const typed: Issue[][] = [];
    for (const option of options) {
      const own: Issue[] = [];
      const parsed = option.run(value, path, own);
      if (!own.length) return parsed;
      if (own.every((issue) => issue.continue)) typed.push(own);
    }
    if (typed.length === 1) issues.push(...typed[0]!);
    else fail(issues, path, 'invalid_union', 'expected one of the shapes', value);
    return value as output<T[number]>;
  });

/** A union told apart by the literal at `key` of each option (objects); a value matching none is reported at `key`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const discriminatedUnion = <const T extends readonly ObjectSchema<any, any>[]>(key: string, options: T) =>
  new Schema<output<T[number]>, input<T[number]>>((value, path, issues) => {
    if (!isObject(value)) return fail(issues, path, 'invalid_type', 'expected an object', value);
    const option = options.find((o) => o.shape[key]?.safeParse(value[key]).success);
    return option ? option.run(value, path, issues) : fail(issues, [...path, key], 'invalid_union', 'expected one of the kinds', value);
  });

/** `a`, then `b` on what `a` gave, if `a` passed. */
export const pipe = <A extends Any, B extends Any>(a: A, b: B) =>
  new Schema<output<B>, input<A>>((value, path, issues) => {
    const before = issues.length;
    const out = a.run(value, path, issues);
    return issues.length === before ? b.run(out, path, issues) : out;
  });

export const transform = <I, O>(fn: (value: I) => O) => new Schema<O, I>((value) => fn(value as I));

/** In characters (code points), as zod counts a string; a list's items. */
export const minLength = (min: number): Check<string | readonly unknown[]> => (value) =>
  (typeof value === 'string' ? [...value].length : value.length) >= min ? undefined : `expected at least ${min} characters`;
export const regex = (pattern: RegExp): Check<string> => (value) => {
  pattern.lastIndex = 0; // a g or y pattern keeps its place between calls otherwise
  return pattern.test(value) ? undefined : `expected to match ${pattern}`;
};
export const refine = <T>(test: (value: T) => boolean, message = 'invalid value'): Check<T> => (value) => (test(value) ? undefined : message);
