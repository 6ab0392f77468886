import fc from 'fast-check';

/** Keys that pollute prototypes when merged carelessly. */
export const pollutingKeys = ['__proto__', 'constructor', 'prototype'] as const;

const huge = (unit: string, times: number) => unit.repeat(times);

/** Values no field of ours should take as they come. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    huge('x', 100_000),
    huge('ção🚀', 20_000),
    '',
    '   ',
    '\u0000',
    '\u202e\u200b',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '${7*7}',
    '../../../../etc/passwd',
  ),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constantFrom(...pollutingKeys).map((key) => JSON.parse(`{"${key}":{"polluted":true}}`)),
);

/** Strings a path parameter or query value should not accept as they come. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ minLength: 101, maxLength: 600 }),
  fc.constantFrom(...pollutingKeys, '..', '.', ' ', '%00', '\u0000', '💥', '-1', 'null', "' OR '1'='1", '*'),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** Every path into a JSON value (the root is []), objects' and arrays' children included. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** Sets (or with `undefined`, deletes) the value at a path; own properties only, even for __proto__. */
function setAt(root: Json, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let parent: any = root;
  for (const step of path.slice(0, -1)) parent = parent[step];
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

type Edit =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constantFrom(...pollutingKeys), fc.string({ minLength: 1, maxLength: 12 })),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
);

function applyEdit(example: unknown, change: Edit): unknown {
  const root = clone(example) as Json;
  const paths = pathsOf(root);
  if (change.kind === 'add') {
    const containers = paths.filter((path) => {
      const target = path.reduce<any>((node, step) => node?.[step], root);
      return target && typeof target === 'object' && !Array.isArray(target);
    });
    if (containers.length === 0) return setAt(root, [], { [change.key]: change.value });
    return setAt(root, [...containers[change.at % containers.length]!, change.key], change.value);
  }
  const path = paths[change.at % paths.length]!;
  if (change.kind === 'drop') return path.length === 0 ? undefined : setAt(root, path, undefined);
  return setAt(root, path, change.value);
}

/** A valid example body with one to three hostile edits: dropped, retyped, oversized or extra fields. */
export const malformedBody = (example: unknown): fc.Arbitrary<unknown> =>
  fc
    .array(edit, { minLength: 1, maxLength: 3 })
    .map((edits) => edits.reduce((body, change) => applyEdit(body, change), example));

/** Text that is not JSON at all, or JSON cut short. */
export const notJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"firstName":', '[1,2', 'undefined', "{'a':1}", '{"a":1}}', '\u0000'),
  fc.string({ minLength: 1, maxLength: 80 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** A header value fetch will send (visible ASCII), shaped like a Stripe signature or not. */
export const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[\x21-\x7E]{1,80}$/),
  fc.tuple(fc.nat(), fc.stringMatching(/^[0-9a-f]{1,64}$/)).map(([t, v1]) => `t=${t},v1=${v1}`),
);
