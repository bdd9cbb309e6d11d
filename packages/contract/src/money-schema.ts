import { z } from 'zod';

/**
 * Money on the wire: integer minor units as a decimal string (bigint-safe; JSON numbers
 * lose precision past 2^53). Never a float.
 */
export const minorUnits = z.string().regex(/^-?\d{1,19}$/, 'minor units');
/** An amount someone asks to move: 18 digits at most, so sums stay inside PostgreSQL's bigint. */
export const positiveMinorUnits = z.string().regex(/^[1-9]\d{0,17}$/, 'positive minor units');
