/**
 * Restricted numbers ("เลขอั้น"), set per draw and product by the operator: a closed number may
 * not be bet on at all (a content holding one is refused when placed), a half-pay number pays
 * half its payout (officialWinMinor's `halfPay`). Numbers are named as the product names them (numberOf:
 * 3 tod by its digits in any order, 4D by the exact number, whatever bet covers it).
 */
import { z } from 'zod';
import type { AnyOfficialProduct } from './product.js';
import { checkResult } from './shape.js';

export interface Restrictions {
  readonly closed: ReadonlySet<string>;
  readonly halfPay: ReadonlySet<string>;
}

/** The operator's lists for one product and draw, as sent. */
const restrictionLists = z.strictObject({
  closed: z.array(z.string()).default([]),
  halfPay: z.array(z.string()).default([]),
});

export type RestrictionCheck =
  { readonly ok: true; readonly value: Restrictions } | { readonly ok: false; readonly problems: string[] };

/** The operator's lists read for `product`: every entry one of its numbers, none both closed and half-pay. */
export function checkRestrictions(product: AnyOfficialProduct, input: unknown): RestrictionCheck {
  const r = checkResult(restrictionLists, input);
  if (!r.ok) return { ok: false, problems: [...r.problems] };
  const problems: string[] = [];
  const read = (list: 'closed' | 'halfPay') =>
    new Set(
      r.value[list].flatMap((token, i) => {
        const n = product.numberOf(token);
        if (n === null) problems.push(`${list}[${i}]: ${JSON.stringify(token)} is not a number of ${product.id}`);
        return n === null ? [] : [n];
      }),
    );
  const closed = read('closed');
  const halfPay = read('halfPay');
  if (product.comboSize !== undefined && halfPay.size > 0) problems.push(`halfPay: ${product.id} bets pay in full or not at all`);
  for (const n of halfPay) if (closed.has(n)) problems.push(`${n} is both closed and half-pay`);
  return problems.length ? { ok: false, problems } : { ok: true, value: { closed, halfPay } };
}

/** The closed numbers a content bets on; any makes the bet refused. */
export function closedIn<P>(product: { numbers(picks: P): readonly string[] }, picks: P, closed: ReadonlySet<string>): string[] {
  return [...new Set(product.numbers(picks).filter((n) => closed.has(n)))];
}

/** Parse a content and refuse it (null) when malformed or betting on a closed number. */
export function parseOpen<P>(
  product: { parse(text: string): P | null; numbers(picks: P): readonly string[] },
  text: string,
  closed: ReadonlySet<string>,
): P | null {
  const picks = product.parse(text);
  return picks === null || closedIn(product, picks, closed).length > 0 ? null : picks;
}
