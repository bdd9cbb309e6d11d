import { describe, expect, it } from 'vitest';
import { PATTERN_KINDS, checkValue, isValidMobile, patternById, type Validator } from './index.js';

const v = (kind: keyof typeof PATTERN_KINDS, min = 1, max = 20): Validator => ({
  field: 'f',
  patternId: PATTERN_KINDS[kind].id,
  acceptedPattern: PATTERN_KINDS[kind].source,
  minLength: min,
  maxLength: max,
});

// [kind, accepted examples, refused examples]
const cases: [keyof typeof PATTERN_KINDS, string[], string[]][] = [
  ['ANY', ['any thing!', '漢字'], []],
  ['LETTER_FIRST_ALNUM', ['abc123', 'Zed'], ['1abc', 'ab_c', 'ab c']],
  ['CHINESE_DIGITS', ['漢字123'], ['abc', '漢 字']],
  ['EMAIL', ['a@b.co'], ['a@b', 'a b@c.de']],
  ['ALNUM', ['abc123'], ['abc-123', 'ab c']],
  ['LETTERS_AND_DIGITS', ['abc123'], ['abcdef', '123456', 'abc_123']],
  ['DIGITS', ['0123'], ['12a']],
  ['ALNUM_WITH_UPPER', ['abC1'], ['abc1', 'AB-1']],
  ['ENGLISH_LETTERS_SPACES', ['Juan Dela Cruz'], ['Juan1', 'Ñino']],
  ['NO_SPACES', ['a-b_c!'], ['a b']],
  ['CHINESE_PUNCTUATION', ['漢字。'], ['abc']],
  ['DATE', ['2024-01-31', '01-31-2024'], ['2024/01/31', '31-1-2024']],
  ['LETTERS_SPACES', ['Niño José'], ['Nino 2']],
  ['KOREAN', ['한국어'], ['abc']],
  ['THAI', ['ภาษาไทย'], ['abc']],
  ['THAI_ENGLISH_SPACES', ['ภาษา thai'], ['thai1']],
  ['UPPER_SPACES', ['JUAN CRUZ'], ['Juan', '   ']],
  ['LETTERS_DIGITS_SYMBOLS', ['Abc12!@#'], ['abc 12']],
];

describe('pattern kinds of §5', () => {
  it('covers all 18 kinds with distinct ids', () => {
    const ids = Object.values(PATTERN_KINDS).map((k) => k.id);
    expect(new Set(ids).size).toBe(18);
    expect(cases.map((c) => c[0]).sort()).toEqual(Object.keys(PATTERN_KINDS).sort());
  });

  it.each(cases)('%s accepts and refuses as described', (kind, good, bad) => {
    for (const s of good) expect(checkValue(v(kind), s), s).toBeNull();
    for (const s of bad) expect(checkValue(v(kind), s), s).not.toBeNull();
  });

  it('enforces min and max length and names the message by patternId', () => {
    expect(checkValue(v('ALNUM', 6, 8), 'abc12')).toEqual({ field: 'f', key: 'pattern_5', params: { min: 6, max: 8 } });
    expect(checkValue(v('ALNUM', 6, 8), 'abcdefghi')).not.toBeNull();
    expect(checkValue(v('ALNUM', 6, 8), 'abcdef')).toBeNull();
  });

  it('treats * as any pattern', () => {
    expect(patternById(1)?.source).toBe('*');
    expect(checkValue(v('ANY', 0, 5), '<b>')).toBeNull();
  });
});

describe('mobile numbers', () => {
  it('counts digits by region', () => {
    expect(isValidMobile('9171234567', '63')).toBe(true);
    expect(isValidMobile('917123456', '63')).toBe(false);
    expect(isValidMobile('91712345a7', '63')).toBe(false);
    expect(isValidMobile('812345678', '66')).toBe(true);
  });
});
