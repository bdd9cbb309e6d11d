/** Integer helpers of the prize maths (prize.ts, official/product.ts, the fairness tests). */

/** `v` as a bigint, or a RangeError naming `name` when it is not a positive safe integer. */
export function positiveInt(name: string, v: number): bigint {
  if (!Number.isSafeInteger(v) || v < 1) throw new RangeError(`${name} must be a positive integer, got ${v}`);
  return BigInt(v);
}

export const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
