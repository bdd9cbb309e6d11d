import { LIMITS } from './constants.js';

/**
 * Money on the wire is integer minor units as a decimal string (money-schema.ts); display and
 * input go through the helpers below, which need no zod (the browser's first page formats money).
 */

/** Every merchant currency we run has 2 decimals (spec §9: amounts show 2 decimals). */
export const MONEY_DECIMALS: number = LIMITS.amountDecimals;

/** 123456n -> "1,234.56" (thousand separators, fixed decimals; spec §9). */
export function formatMoney(minor: bigint | string, decimals = MONEY_DECIMALS): string {
  const v = typeof minor === 'bigint' ? minor : BigInt(minor);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const unit = 10n ** BigInt(decimals);
  const whole = (abs / unit).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = decimals > 0 ? '.' + (abs % unit).toString().padStart(decimals, '0') : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}

/**
 * A count with thousand separators (14023 -> "14,023"), the same in every language. Not
 * toLocaleString: its first call loads the browser's number formats, tens of ms on a phone.
 */
export const formatCount = (n: number | bigint): string => formatMoney(BigInt(n), 0);

/**
 * What a person typed ("1,234.5", "100") -> minor units, or null when it is not a plain
 * non-negative amount with at most `decimals` decimals. Pure string arithmetic, no floats.
 */
export function parseAmount(text: string, decimals = MONEY_DECIMALS): bigint | null {
  const t = text.trim().replace(/,/g, '');
  const m = /^(\d{1,16})(?:\.(\d*))?$/.exec(t);
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > decimals) return null;
  return BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}
