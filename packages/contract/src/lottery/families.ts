/**
 * The five fast-draw families and the shape of their results.
 * A result is always the drawn numbers in draw order; PC28's answer (the sum) is derived.
 */

export const FAMILIES = ['SSC', '11X5', 'K3', 'PK10', 'PC28'] as const;
export type Family = (typeof FAMILIES)[number];

export interface DrawFormat {
  /** How many numbers a result holds. */
  readonly length: number;
  /** Smallest and largest number that may appear. */
  readonly min: number;
  readonly max: number;
  /** Numbers are drawn without replacement (no repeats within a result). */
  readonly distinct: boolean;
}

export const DRAW_FORMATS: Readonly<Record<Family, DrawFormat>> = {
  /** Five digits, positions ten-thousands, thousands, hundreds, tens, ones. */
  SSC: { length: 5, min: 0, max: 9, distinct: false },
  /** Five distinct numbers from 01–11, in draw order. */
  '11X5': { length: 5, min: 1, max: 11, distinct: true },
  /** Three dice. */
  K3: { length: 3, min: 1, max: 6, distinct: false },
  /** The finishing order of ten cars: a permutation of 1–10. */
  PK10: { length: 10, min: 1, max: 10, distinct: true },
  /** Three digits; the game's answer is their sum, 0–27. */
  PC28: { length: 3, min: 0, max: 9, distinct: false },
};

export function isFamily(value: string): value is Family {
  return (FAMILIES as readonly string[]).includes(value);
}

/** True when `numbers` is a result this family can draw. */
export function isValidResult(family: Family, numbers: readonly number[]): boolean {
  const f = DRAW_FORMATS[family];
  if (numbers.length !== f.length) return false;
  if (!numbers.every((n) => Number.isInteger(n) && n >= f.min && n <= f.max)) return false;
  return !f.distinct || new Set(numbers).size === numbers.length;
}

/** PC28's answer: the sum of its three digits (0–27). */
export function pc28Sum(numbers: readonly number[]): number {
  return numbers.reduce((a, b) => a + b, 0);
}

/** How a result is shown: 11x5 and PK10 as two-digit numbers ("03,11,…"), the others as digits. */
export function formatResult(family: Family, numbers: readonly number[]): string {
  const twoDigits = family === '11X5' || family === 'PK10';
  return numbers.map((n) => (twoDigits ? String(n).padStart(2, '0') : String(n))).join(',');
}
