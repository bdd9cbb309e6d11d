import { randomBytes } from 'node:crypto';

/**
 * Splits a pool into `count` random amounts, each between min and max, summing exactly to the
 * pool (the caller checks count x min <= pool <= count x max). Randomness from crypto, so no
 * one can predict which envelope holds what. Each amount is drawn in turn from what keeps the
 * rest feasible, capped at twice the mean of what is left (so early envelopes do not take the
 * lion's share), then the order is shuffled.
 */
export function splitPool(pool: bigint, count: number, min: bigint, max: bigint): bigint[] {
  const n = BigInt(count);
  if (count < 1 || min <= 0n || max < min || pool < min * n || pool > max * n) throw new RangeError('pool cannot be split');
  const room = max - min;
  let rest = pool - min * n;
  const amounts: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const left = BigInt(count - i);
    const lo = maxOf(0n, rest - (left - 1n) * room);
    const hi = minOf(room, rest, maxOf(lo, (2n * rest) / left));
    const extra = i === count - 1 ? rest : randomBetween(lo, hi);
    amounts.push(min + extra);
    rest -= extra;
  }
  for (let i = amounts.length - 1; i > 0; i--) {
    const j = Number(randomBetween(0n, BigInt(i)));
    [amounts[i], amounts[j]] = [amounts[j]!, amounts[i]!];
  }
  return amounts;
}

const maxOf = (...v: bigint[]) => v.reduce((a, b) => (a > b ? a : b));
const minOf = (...v: bigint[]) => v.reduce((a, b) => (a < b ? a : b));

/** A uniform random bigint in [lo, hi] (rejection sampling over whole bytes). */
export function randomBetween(lo: bigint, hi: bigint): bigint {
  const span = hi - lo + 1n;
  if (span <= 1n) return lo;
  const bytes = Math.ceil(span.toString(16).length / 2) + 1;
  const limit = 1n << BigInt(bytes * 8);
  const usable = limit - (limit % span);
  for (;;) {
    const r = BigInt(`0x${randomBytes(bytes).toString('hex')}`);
    if (r < usable) return lo + (r % span);
  }
}
