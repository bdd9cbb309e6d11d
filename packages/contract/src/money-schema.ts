import { z } from 'zod';

/**
 * Money on the wire: integer minor units as a decimal string (bigint-safe; JSON numbers
 * lose precision past 2^53). Never a float.
 */
export const minorUnits = z.string().regex(/^-?\d{1,19}$/, 'minor units');
/** An amount someone asks to move: 18 digits at most, so sums stay inside PostgreSQL's bigint. */
export const positiveMinorUnits = z.string().regex(/^[1-9]\d{0,17}$/, 'positive minor units');
/** A threshold or limit that may be zero (a minimum bet or deposit): never negative, 18 digits at most. */
export const nonNegativeMinorUnits = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'minor units, 0 or more');

/**
 * An amount read inside a refinement: its bigint, or null when it is not a decimal integer.
 * Zod runs refinements after a failed format check too (the issue is already reported), so a
 * refinement reads amounts through this and skips what failed instead of throwing (a throw
 * would escape the validation as a 500).
 */
export const bigOrNull = (s: unknown): bigint | null => (typeof s === 'string' && /^-?\d{1,19}$/.test(s) ? BigInt(s) : null);
