import type { JsonSchema } from './registered-routes.js';

/**
 * Inputs for a route from its JSON schema (the OpenAPI document's, or a zod schema's
 * toJSONSchema()): a plausible value (every field filled, ids 1, enums their first value),
 * and that value with its leaves made wrong one way at a time.
 */

export const LEAF_KINDS = [
  'x', // not a number, not an id, not a date where one goes
  'ids20', // 20 digits: past bigint
  'negative',
  'fraction',
  'exponent', // 1e99
  'nanish', // 'NaN' and 'Infinity' as text
  'huge', // long strings, the largest double
  'nul', // a NUL character in text
  'enum', // an unknown enum value
  'types', // every leaf of another JSON type
  'null',
  'empty', // '', [], {}
  'deep40', // where anything goes (jsonb settings): an object 40 levels deep
] as const;
export type LeafKind = (typeof LEAF_KINDS)[number];

/** Values a route needs to get past its guard (a live game session's token, its player id), by property name. */
export type Known = Record<string, unknown>;

export const nested = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = { x: v };
  return v;
};

const asSchemas = (v: unknown): JsonSchema[] => (Array.isArray(v) ? (v as JsonSchema[]) : []);
const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : []);
const isNullSchema = (s: JsonSchema) => typesOf(s).length === 1 && typesOf(s)[0] === 'null';

/** How a plausible value is made: variants, so some variant passes a schema the first does not. */
export interface Style {
  /** Leave out the properties that are not required. */
  requiredOnly?: boolean;
  /** Take null where a value may be null. */
  nulls?: boolean;
  /** Prefer longer strings (names, passwords) to the shortest that fit. */
  long?: boolean;
  /** Which member of a union and which enum value to take. */
  pick?: number;
  /** Where the schema says nothing (a coerced date, say), a date-time rather than 'x'. */
  dates?: boolean;
}
export const STYLES: Style[] = [
  {},
  { nulls: true },
  { long: true, dates: true },
  { long: true, dates: true, nulls: true },
  { requiredOnly: true, long: true, dates: true },
  { pick: 1, long: true, dates: true, nulls: true },
];

/** The schema a value is made from: a member of a union (null first with style.nulls), allOf merged. */
function resolve(s: JsonSchema, style: Style = {}): JsonSchema {
  const union = asSchemas(s.oneOf ?? s.anyOf);
  if (union.length > 0) {
    const nullable = union.find(isNullSchema);
    if (style.nulls && nullable) return nullable;
    const values = union.filter((o) => !isNullSchema(o));
    return resolve(values[(style.pick ?? 0) % Math.max(values.length, 1)] ?? union[0]!, style);
  }
  const all = asSchemas(s.allOf);
  if (all.length > 0) {
    const parts = all.map((p) => resolve(p, style));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => (Array.isArray(p.required) ? p.required : [])),
    };
  }
  if (style.nulls && s.nullable === true) return { type: 'null' };
  return s;
}

const kindOf = (s: JsonSchema): string => {
  if (s.const !== undefined || Array.isArray(s.enum)) return 'enum';
  const t = typesOf(s).filter((x) => x !== 'null');
  if (t.length > 0) return t[0]!;
  if (s.properties || s.additionalProperties) return 'object';
  if (s.items) return 'array';
  return 'any';
};

const SHORT_CANDIDATES = [
  '1',
  '12',
  'ABC',
  'AB',
  'abc',
  'EN',
  'fuzz',
  '123456',
  '2026-01-01',
  '20260101',
  '20260101-001',
  'fuzz@example.com',
  '9171234567',
  '63',
  'a1b2c3d4e5f6a7b8',
];
const LONG_CANDIDATES = ['fuzzuser1', 'Fuzz Payee', 'fuzz@example.com', '9171234567', '123456', 'Fuzz', ...SHORT_CANDIDATES];

/** Dates a little apart, so a pair of them (starts, ends) is in order. */
let dateSerial = 0;
const nextDate = () => new Date(Date.now() + 86_400_000 + ++dateSerial * 3_600_000).toISOString();

function plausibleString(s: JsonSchema, style: Style): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : 10_000;
  const fit = (v: string) => v.length >= min && v.length <= max;
  const format = s.format as string | undefined;
  if (format === 'date-time') return nextDate();
  if (format === 'date') return '2026-01-01';
  if (format === 'email') return 'fuzz@example.com';
  if (format === 'uri' || format === 'url') return 'https://fuzz.invalid/x';
  let pattern: RegExp | null = null;
  try {
    pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : null;
  } catch {
    pattern = null;
  }
  for (const c of style.long ? LONG_CANDIDATES : SHORT_CANDIDATES) {
    const padded = c.length < min ? c + c.slice(-1).repeat(min - c.length) : c;
    if (fit(padded) && (!pattern || pattern.test(padded))) return padded;
  }
  return 'x'.repeat(Math.max(min, 1));
}

function plausibleNumber(s: JsonSchema): number {
  let v = 1;
  if (typeof s.minimum === 'number') v = Math.max(v, s.minimum + (s.exclusiveMinimum === true ? 1 : 0));
  if (typeof s.exclusiveMinimum === 'number') v = Math.max(v, s.exclusiveMinimum + 1);
  if (typeof s.maximum === 'number' && v > s.maximum) v = s.maximum;
  return v;
}

/** A value of the schema's shape with its fields filled in (it may pass or not: it is the base the kinds change). */
export function plausible(schema: JsonSchema | undefined, known: Known = {}, style: Style = {}, depth = 0): unknown {
  if (!schema || depth > 20) return style.dates ? nextDate() : 'x';
  const s = resolve(schema, style);
  switch (kindOf(s)) {
    case 'enum': {
      if (s.const !== undefined) return s.const;
      const values = s.enum as unknown[];
      return values[(style.pick ?? 0) % values.length];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      for (const [k, v] of Object.entries(props)) {
        if (k in known) out[k] = known[k];
        else if (!style.requiredOnly || required.has(k)) out[k] = plausible(v, known, style, depth + 1);
      }
      if (Object.keys(props).length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object')
        out.EN = plausible(s.additionalProperties as JsonSchema, known, style, depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(1, typeof s.minItems === 'number' ? s.minItems : 1);
      return Array.from({ length: n }, () => plausible(s.items as JsonSchema | undefined, known, style, depth + 1));
    }
    case 'string':
      return plausibleString(s, style);
    case 'integer':
    case 'number':
      return plausibleNumber(s);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return style.dates ? nextDate() : 'x';
  }
}

function badLeaf(kind: LeafKind, s: JsonSchema, value: unknown): unknown {
  const k = kindOf(s);
  const text = typeof value === 'string' && k !== 'enum';
  const num = typeof value === 'number' && k !== 'enum';
  switch (kind) {
    case 'x':
      return text || num ? 'x' : value;
    case 'ids20':
      return text ? '99999999999999999999' : num ? 1e20 : value;
    case 'negative':
      return text ? '-1' : num ? -1 : value;
    case 'fraction':
      return text ? '1.5' : num ? 1.5 : value;
    case 'exponent':
      return text ? '1e99' : num ? 1e99 : value;
    case 'nanish':
      return text ? 'NaN' : num ? 'Infinity' : value;
    case 'huge':
      return text ? 'x'.repeat(20_000) : num ? Number.MAX_VALUE : value;
    case 'nul':
      return text ? 'a\u0000b' : value;
    case 'enum':
      return k === 'enum' ? 'zz_unknown' : value;
    case 'types':
      if (typeof value === 'string') return 12345;
      if (typeof value === 'number') return String(value);
      if (typeof value === 'boolean') return 'yes';
      if (value === null) return {};
      return 'x';
    case 'null':
      return null;
    case 'empty':
      return typeof value === 'string' ? '' : value;
    case 'deep40':
      return k === 'any' || (k === 'object' && !s.properties) ? nested(40, 'x') : value;
  }
}

/** `value` (made by plausible from `schema`) with each leaf made wrong the `kind` way; known values stay. */
export function malformed(kind: LeafKind, schema: JsonSchema | undefined, value: unknown, known: Known = {}, depth = 0): unknown {
  if (!schema || depth > 20) return badLeaf(kind, {}, value);
  const s = resolve(schema);
  const k = kindOf(s);
  if (k === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    if (kind === 'empty') return {};
    if (kind === 'types' || kind === 'null')
      return depth === 0 ? mapLeaves(kind, s, value, known, depth) : badLeaf(kind, s, value);
    return mapLeaves(kind, s, value, known, depth);
  }
  if (k === 'array' && Array.isArray(value)) {
    if (kind === 'empty') return [];
    if (kind === 'types') return { 0: value[0] };
    return value.map((v) => malformed(kind, s.items as JsonSchema | undefined, v, known, depth + 1));
  }
  return badLeaf(kind, s, value);
}

function mapLeaves(kind: LeafKind, s: JsonSchema, value: object, known: Known, depth: number) {
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const extra =
    s.additionalProperties && typeof s.additionalProperties === 'object' ? (s.additionalProperties as JsonSchema) : undefined;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k in known ? v : malformed(kind, props[k] ?? extra, v, known, depth + 1)]),
  );
}

export type LeafPath = (string | number)[];

/** The leaves of `value` (made by plausible from `schema`), each with its path and schema. */
export function leavesOf(
  schema: JsonSchema | undefined,
  value: unknown,
  path: LeafPath = [],
): { path: LeafPath; schema: JsonSchema | undefined }[] {
  const s = schema ? resolve(schema) : undefined;
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(s?.items as JsonSchema | undefined, v, [...path, i]));
  if (value !== null && typeof value === 'object') {
    const props = (s?.properties ?? {}) as Record<string, JsonSchema>;
    const extra =
      s?.additionalProperties && typeof s.additionalProperties === 'object' ? (s.additionalProperties as JsonSchema) : undefined;
    const inner = Object.entries(value).flatMap(([k, v]) => leavesOf(props[k] ?? extra, v, [...path, k]));
    return inner.length > 0 ? inner : [{ path, schema: s }];
  }
  return [{ path, schema: s }];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: LeafPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withLeaf(v, rest, leaf) : v));
  const obj = (value ?? {}) as Record<string, unknown>;
  return { ...obj, [head!]: withLeaf(obj[head!], rest, leaf) };
}

/** One leaf made wrong the `kind` way (what malformed does to every leaf). */
export const badValue = (kind: LeafKind, schema: JsonSchema | undefined, value: unknown): unknown =>
  malformed(kind, schema, value, {}, 1);
