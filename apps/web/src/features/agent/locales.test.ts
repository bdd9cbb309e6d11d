import { describe, expect, it } from 'vitest';
import centreEn from './locales/centre/en.json';
import centreTy from './locales/centre/ty.json';
import en from './locales/en.json';
import ty from './locales/ty.json';

describe('agent centre texts', () => {
  it('has every key in EN and TY, none empty, and no key in both the eager and the centre files', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(centreTy).sort()).toEqual(Object.keys(centreEn).sort());
    for (const texts of [en, ty, centreEn, centreTy]) expect(Object.values(texts).filter((v) => !v.trim())).toEqual([]);
    expect(Object.keys(centreEn).filter((k) => k in en)).toEqual([]);
  });
});
