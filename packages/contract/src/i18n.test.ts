import { describe, expect, it } from 'vitest';
import { lotteryErrors } from './lottery/index.js';
import { apartMessages, CLIENT_ERRORS, ERROR_CODES, LANGUAGES, PATTERN_KINDS, messageFor, sharedMessages } from './index.js';

/** Every text of a language: the shared ones and those kept apart (registered by their areas' pages). */
const textsOf = (lang: (typeof LANGUAGES)[number]): Record<string, string> => ({
  ...sharedMessages[lang],
  ...apartMessages[lang],
});

describe('error catalogue', () => {
  it('has a translated message for every code in every language', () => {
    for (const lang of LANGUAGES) {
      for (const code of [...ERROR_CODES, ...CLIENT_ERRORS]) {
        expect(textsOf(lang)[code], `${lang} ${code}`).toBeTruthy();
      }
    }
  });

  it('has Tagalog texts that are not copies of the English ones', () => {
    const same = ERROR_CODES.filter((c) => textsOf('TY')[c] === textsOf('EN')[c]);
    expect(same).toEqual([]);
  });

  it('substitutes min and max into pattern messages', () => {
    for (const k of Object.values(PATTERN_KINDS)) {
      expect(sharedMessages.EN[`pattern_${k.id}`]).toBeTruthy();
      expect(sharedMessages.TY[`pattern_${k.id}`]).toBeTruthy();
    }
    expect(messageFor('EN', 'pattern_2', { min: 4, max: 16 })).toContain('4 to 16');
  });

  it('gives the server the lottery texts too, and the shared texts leave them to the lottery pages', () => {
    expect(messageFor('TY', 'lottery_sales_closed')).toBe(lotteryErrors.TY.lottery_sales_closed);
    expect(Object.keys(sharedMessages.EN).filter((k) => k.startsWith('lottery_'))).toEqual([]);
  });
});
