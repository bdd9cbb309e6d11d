import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ty from './locales/ty.json';
import { nextReminderAt } from './reminder';

describe('responsible gaming texts', () => {
  it('has every key in EN and TY, none empty, all prefixed rg_', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    for (const texts of [en, ty]) expect(Object.values(texts).filter((v) => !v.trim())).toEqual([]);
    expect(Object.keys(en).filter((k) => !k.startsWith('rg_'))).toEqual([]);
  });
});

describe('the reality-check reminder', () => {
  it('is due at the next whole multiple of the interval since sign-in', () => {
    const start = Date.UTC(2026, 10, 29, 10, 0);
    const min = 60_000;
    expect(nextReminderAt(start, 15, start)).toBe(start + 15 * min);
    expect(nextReminderAt(start, 15, start + 14 * min)).toBe(start + 15 * min);
    expect(nextReminderAt(start, 15, start + 15 * min)).toBe(start + 30 * min);
    expect(nextReminderAt(start, 60, start + 125 * min)).toBe(start + 180 * min);
  });
});
