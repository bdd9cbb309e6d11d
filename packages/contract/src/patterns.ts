import { z } from 'zod';
import type { FieldIssue } from './envelope.js';

/**
 * The pattern kinds of §5. Merchants pick a kind (patternId) and lengths; they never
 * send a raw regex, so no merchant setting can introduce a catastrophic pattern.
 * `source` is what GET /wps/system/setting/validators sends as acceptedPattern; `*` means any.
 */
export const PATTERN_KINDS = {
  ANY: { id: 1, source: '*' },
  LETTER_FIRST_ALNUM: { id: 2, source: '^[A-Za-z][A-Za-z0-9]*$' },
  CHINESE_DIGITS: { id: 3, source: '^[\\u4e00-\\u9fa50-9]+$' },
  EMAIL: { id: 4, source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  ALNUM: { id: 5, source: '^[A-Za-z0-9]+$' },
  LETTERS_AND_DIGITS: { id: 6, source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  DIGITS: { id: 7, source: '^[0-9]+$' },
  ALNUM_WITH_UPPER: { id: 8, source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  ENGLISH_LETTERS_SPACES: { id: 9, source: '^[A-Za-z ]+$' },
  NO_SPACES: { id: 10, source: '^\\S+$' },
  CHINESE_PUNCTUATION: { id: 11, source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$' },
  DATE: { id: 12, source: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$' },
  LETTERS_SPACES: { id: 13, source: '^[\\p{L} ]+$' },
  KOREAN: { id: 14, source: '^[\\uac00-\\ud7a3]+$' },
  THAI: { id: 15, source: '^[\\u0e00-\\u0e7f]+$' },
  THAI_ENGLISH_SPACES: { id: 16, source: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  UPPER_SPACES: { id: 17, source: '^(?=.*[A-Z])[A-Z ]+$' },
  LETTERS_DIGITS_SYMBOLS: { id: 18, source: '^[\\x21-\\x7e]+$' },
} as const;

export type PatternKind = keyof typeof PATTERN_KINDS;
export const PATTERN_IDS = Object.values(PATTERN_KINDS).map((k) => k.id);

export function patternById(id: number) {
  return Object.values(PATTERN_KINDS).find((k) => k.id === id);
}

/** A registration validator as served to clients (§3 Registration validators). */
export const validatorSchema = z.object({
  field: z.string(),
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  patternId: z.number().int(),
});
export type Validator = z.infer<typeof validatorSchema>;

/** The i18n key of a pattern's message; the text substitutes {{min}} and {{max}}. */
export const patternMessageKey = (patternId: number) => `pattern_${patternId}`;

/**
 * Checks one value against one validator. Used by the server on every write and by
 * the browser before it sends, so both give the same answer.
 */
export function checkValue(v: Validator, value: string): FieldIssue | null {
  const params = { min: v.minLength, max: v.maxLength };
  const length = [...value].length;
  const patternOk = v.acceptedPattern === '*' || new RegExp(v.acceptedPattern, 'u').test(value);
  if (length < v.minLength || length > v.maxLength || !patternOk) {
    return { field: v.field, key: patternMessageKey(v.patternId), params };
  }
  return null;
}

/** Mobile numbers: digits only; the digit count depends on the region (§5). */
export const MOBILE_DIGITS_BY_DIALING_CODE: Record<string, [number, number]> = {
  '63': [10, 10], // Philippines: 9XXXXXXXXX
  '84': [9, 10], // Vietnam
  '66': [9, 9], // Thailand
  '1': [10, 10],
};
export const MOBILE_DIGITS_DEFAULT: [number, number] = [6, 15];

export function isValidMobile(mobileNum: string, countryDialingCode: string): boolean {
  if (!/^[0-9]+$/.test(mobileNum)) return false;
  const [min, max] = MOBILE_DIGITS_BY_DIALING_CODE[countryDialingCode] ?? MOBILE_DIGITS_DEFAULT;
  return mobileNum.length >= min && mobileNum.length <= max;
}
