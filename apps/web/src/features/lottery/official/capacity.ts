import type { OfficialCapacityAnswer } from '@playhouse/contract/lottery';

/** What one number can still take on the chosen sources. */
export interface NumberCapacity {
  /** Stake (minor units) it can still take on every chosen source: the least of them; null without a limit. */
  readonly remaining: bigint | null;
  /** Suspended on a chosen source, or full: not sold. */
  readonly closed: boolean;
  /** Pays half on a chosen source. */
  readonly halfPay: boolean;
}

const NO_LIMIT: NumberCapacity = { remaining: null, closed: false, halfPay: false };

/**
 * The capacity answers of the chosen sources (one per source) read as one: a number is closed
 * when any source suspended it or has nothing left, half-pay when any source pays it half, and
 * its remaining capacity is the least limit − used over the sources with a limit.
 */
export function combineCapacity(answers: readonly OfficialCapacityAnswer[]): (n: string) => NumberCapacity {
  if (answers.length === 0) return () => NO_LIMIT;
  const closed = new Set(answers.flatMap((a) => a.closed));
  const halfPay = new Set(answers.flatMap((a) => a.halfPay));
  return (n) => {
    let remaining: bigint | null = null;
    for (const a of answers) {
      if (a.limit === null) continue;
      const left = BigInt(a.limit) - BigInt(a.used[n] ?? '0');
      const r = left > 0n ? left : 0n;
      remaining = remaining === null || r < remaining ? r : remaining;
    }
    return { remaining, closed: closed.has(n) || remaining === 0n, halfPay: halfPay.has(n) };
  };
}

/**
 * An amount short enough for a grid cell, in major units: 950, 9.5k, 12k, 1.2M (the cell's
 * accessible name carries the full amount in the site's money format).
 */
export function compactMinor(minor: bigint): string {
  const major = minor / 100n;
  const short = (div: bigint, suffix: string) => {
    const tenths = (major * 10n) / div;
    return tenths < 100n && tenths % 10n !== 0n ? `${tenths / 10n}.${tenths % 10n}${suffix}` : `${tenths / 10n}${suffix}`;
  };
  if (major >= 1_000_000n) return short(1_000_000n, 'M');
  if (major >= 1_000n) return short(1_000n, 'k');
  return String(major);
}
