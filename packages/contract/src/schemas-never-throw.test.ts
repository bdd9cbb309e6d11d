import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as agent from './agent/index.js';
import * as engagement from './engagement/index.js';
import * as browser from './index.js';
import * as lottery from './lottery/index.js';
import { rgLimitBody } from './engagement/responsible-gaming.js';

/**
 * Zod keeps checking after a failed format check (a regex, a minimum, an integer check): the
 * refinements of the same schema and of the objects around it still run, on the value that
 * failed. A refinement that throws there (BigInt('x'), BigInt(1.5)) escapes the validation
 * and the server answers 500 instead of 400. Every schema of every entry point is parsed here
 * with values of the right type that fail their checks, and none may throw. (The server-only
 * protocols, which this half may not import, are fuzzed through their routes by the server.)
 */

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const BAD_STRINGS = ['x', '', '1.5', '-1', '1e99', '99999999999999999999', ' 1', '\u0000', 'x'.repeat(5000)];
const BAD_NUMBERS = [1.5, -1, 1e99, 0, 2 ** 53 + 1];

/** A value of the schema's shape whose strings are `str` and numbers `num`; `pick` chooses union members. */
function sample(s: z.ZodType, str: string, num: number, pick: number, depth = 0): unknown {
  if (depth > 12) return undefined;
  const d = defOf(s);
  const next = (inner: unknown) => sample(inner as z.ZodType, str, num, pick, depth + 1);
  switch (d.type) {
    case 'string':
    case 'template_literal':
      return str;
    case 'number':
      return num;
    case 'bigint':
      return BigInt(Math.trunc(Math.min(num, 1e15)));
    case 'boolean':
      return true;
    case 'date':
      return new Date(Number.NaN);
    case 'literal':
      return (d.values as unknown[])[0];
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'object':
      return Object.fromEntries(Object.entries(d.shape as Record<string, unknown>).map(([k, v]) => [k, next(v)]));
    case 'array':
      return [next(d.element), next(d.element)];
    case 'tuple':
      return (d.items as unknown[]).map(next);
    case 'record':
      return { EN: next(d.valueType), k: next(d.valueType) };
    case 'union': {
      const options = d.options as unknown[];
      return next(options[pick % options.length]);
    }
    case 'intersection': {
      const [a, b] = [next(d.left), next(d.right)];
      return typeof a === 'object' && typeof b === 'object' ? { ...(a as object), ...(b as object) } : a;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(d.innerType);
    case 'pipe':
      return next(d.in);
    case 'lazy':
      return next((d.getter as () => unknown)());
    default:
      return str;
  }
}

const schemas = new Map<string, z.ZodType>();
for (const [entry, exports] of Object.entries({ browser, engagement, agent, lottery }))
  for (const [name, value] of Object.entries(exports as Record<string, unknown>))
    if (value instanceof z.ZodType) schemas.set(`${entry}.${name}`, value);

describe('contract schemas', () => {
  it('never throw on a value of the right type that fails its checks', () => {
    expect(schemas.size).toBeGreaterThan(200);
    const throwing: string[] = [];
    for (const [name, schema] of schemas)
      for (const pick of [0, 1, 2, 3])
        for (const str of BAD_STRINGS)
          for (const num of BAD_NUMBERS) {
            const input = sample(schema, str, num, pick);
            try {
              schema.safeParse(input);
            } catch (e) {
              throwing.push(`${name} (${JSON.stringify(str).slice(0, 20)}, ${num}): ${(e as Error).message}`);
            }
          }
    expect([...new Set(throwing)].slice(0, 20)).toEqual([]);
  });

  it('refuse a limit amount that is not an amount (400, not a throw)', () => {
    const r = rgLimitBody.safeParse({ kind: 'deposit', period: 'day', amount: 'x' });
    expect(r.success).toBe(false);
    expect(rgLimitBody.safeParse({ kind: 'deposit', period: 'day', amount: '10000000001' }).success).toBe(false);
    expect(rgLimitBody.safeParse({ kind: 'deposit', period: 'day', amount: '10000000000' }).success).toBe(true);
  });
});
