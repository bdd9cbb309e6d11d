import { describe, expect, it } from 'vitest';
import en from './locales/page/en.json';
import ty from './locales/page/ty.json';

describe('VIP page texts', () => {
  it('has every key in EN and TY, none empty', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    for (const texts of [en, ty]) expect(Object.values(texts).filter((v) => !v.trim())).toEqual([]);
  });
});
