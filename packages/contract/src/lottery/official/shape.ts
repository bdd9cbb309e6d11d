/**
 * Shape rules for official results, shared by every lottery: a prize tier is a fixed count of
 * digit strings of a fixed width. Numbers travel as strings because leading zeros are part of a
 * prize ("02817" is not "2817"); anything else is refused with a reason an operator can act on
 * when typing a result by hand ("third[3]: expected 5 digits, got "1234"").
 */
import { z } from 'zod';

/** One number of `width` digits. */
export function resultDigits(width: number) {
  return z
    .string({ error: 'expected the number as a string of digits (leading zeros count)' })
    .regex(new RegExp(`^\\d{${width}}$`), { error: (iss) => `expected ${width} digits, got ${JSON.stringify(iss.input)}` });
}

/** A prize tier: exactly `count` numbers of `width` digits. */
export function resultTier(count: number, width: number) {
  return z.array(resultDigits(width), { error: `expected a list of ${count} numbers` }).length(count, {
    error: (iss) =>
      `expected ${count} number${count === 1 ? '' : 's'}${Array.isArray(iss.input) ? `, got ${iss.input.length}` : ''}`,
  });
}

/** A result's tiers in prize order, each [count, width]: every official result is such tiers of digit strings. */
export type ResultShape = Readonly<Record<string, readonly [count: number, width: number]>>;

/** The strict schema of a shape: exactly its tiers, each exactly `count` numbers of `width` digits. */
export function shapeSchema<S extends ResultShape>(shape: S) {
  const tiers = Object.fromEntries(Object.entries(shape).map(([tier, [count, width]]) => [tier, resultTier(count, width)]));
  return z.strictObject(tiers as { [K in keyof S]: ReturnType<typeof resultTier> });
}

/** The tiers of a shape, in prize order. */
export const tiersOf = <S extends ResultShape>(shape: S) => Object.keys(shape) as (keyof S & string)[];

/** A validated result, or every reason it was refused. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly string[] };

function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)), '');
}

/** Validate `input` against a result schema, listing each problem as "<path>: <reason>". */
export function checkResult<T>(schema: z.ZodType<T>, input: unknown): Checked<T> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, problems: r.error.issues.map((i) => (i.path.length ? `${pathOf(i.path)}: ${i.message}` : i.message)) };
}
