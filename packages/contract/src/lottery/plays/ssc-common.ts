/**
 * What the SSC play builders share: the strict wire tokens (positions split by `|`, choices by
 * `,`, no spaces, no leading zeros, no repeats) and the fields every play definition names.
 */
import type { LotteryPrizeMode } from './play.js';

/** The fields a builder does not derive: the play's id, menu tab, prize modes and ELOTT odds. */
export interface SscPlayBase {
  readonly id: string;
  readonly menu: string;
  readonly modes: readonly LotteryPrizeMode[];
  readonly elottOdds?: number;
}

export type Token<T> = (text: string) => T | null;

/** A single digit 0–9. */
export const digitToken: Token<number> = (s) => (/^[0-9]$/.test(s) ? Number(s) : null);

/** A whole number 0–max, written without leading zeros (one spelling per number). */
export const intToken =
  (max: number): Token<number> =>
  (s) => {
    if (!/^(0|[1-9][0-9]?)$/.test(s)) return null;
    const v = Number(s);
    return v <= max ? v : null;
  };

/** One of a fixed set of words (big, small, dragon …). */
export const tagToken =
  <T extends string>(tags: readonly T[]): Token<T> =>
  (s) =>
    (tags as readonly string[]).includes(s) ? (s as T) : null;

/** The choices of one position ("" is none), or null on an unknown token or a repeat. */
export function parseChoices<T>(text: string, token: Token<T>): T[] | null {
  if (text === '') return [];
  const out: T[] = [];
  for (const s of text.split(',')) {
    const v = token(s);
    if (v === null || out.includes(v)) return null;
    out.push(v);
  }
  return out;
}

/** Exactly `n` positions of choices; `needEach` refuses an empty position. */
export function parsePositions<T>(text: string, n: number, token: Token<T>, needEach: boolean): T[][] | null {
  const parts = text.split('|');
  if (parts.length !== n) return null;
  const out: T[][] = [];
  for (const part of parts) {
    const choices = parseChoices(part, token);
    if (choices === null || (needEach && choices.length === 0)) return null;
    out.push(choices);
  }
  return out;
}

/** Non-empty choices in one position (no `|`). */
export function parseNonEmpty<T>(text: string, token: Token<T>): T[] | null {
  const [only] = parsePositions(text, 1, token, true) ?? [];
  return only ?? null;
}

export function choose(n: number, k: number): number {
  if (k < 0 || n < k) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

export const digitsAt = (result: readonly number[], positions: readonly number[]): number[] => positions.map((p) => result[p]!);
