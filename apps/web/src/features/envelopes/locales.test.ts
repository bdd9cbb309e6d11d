import { describe, expect, it } from 'vitest';
import en from './locales/widget/en.json';
import ty from './locales/widget/ty.json';

describe('red envelope texts', () => {
  it('has every key in EN and TY, none empty', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    for (const texts of [en, ty]) expect(Object.values(texts).filter((v) => !v.trim())).toEqual([]);
  });
});
