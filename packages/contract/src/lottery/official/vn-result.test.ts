import { describe, expect, it } from 'vitest';
import {
  BD_2023_12_01,
  GL_2023_12_01,
  MB_2023_12_01,
  MB_2026_01_14,
  MB_WRITTEN_27_THRICE,
  NT_2023_12_01,
  TV_2023_12_01,
  VL_2023_12_01,
} from './fixtures.js';
import { checkVnMbResult, checkVnStationResult } from './vn-result.js';
import { vnMbView, vnStationView } from './vn-view.js';

const problems = (r: ReturnType<typeof checkVnMbResult>) => (r.ok ? [] : r.problems);

describe('VN result shapes', () => {
  it('accepts the published results', () => {
    for (const r of [MB_2026_01_14, MB_2023_12_01, MB_WRITTEN_27_THRICE]) expect(checkVnMbResult(r).ok).toBe(true);
    for (const r of [VL_2023_12_01, BD_2023_12_01, TV_2023_12_01, GL_2023_12_01, NT_2023_12_01]) {
      expect(checkVnStationResult(r).ok).toBe(true);
    }
  });

  it('refuses a wrong count with the tier and the counts', () => {
    const r = checkVnMbResult({ ...MB_2026_01_14, third: MB_2026_01_14.third.slice(1) });
    expect(problems(r)).toEqual(['third: expected 6 numbers, got 5']);
  });

  it('refuses a lost leading zero, a non-digit and a number typed as a number', () => {
    expect(problems(checkVnMbResult({ ...MB_2026_01_14, special: ['2817'] }))).toEqual([
      'special[0]: expected 5 digits, got "2817"',
    ]);
    expect(problems(checkVnMbResult({ ...MB_2026_01_14, sixth: ['945', '1a7', '978'] }))).toEqual([
      'sixth[1]: expected 3 digits, got "1a7"',
    ]);
    expect(problems(checkVnMbResult({ ...MB_2026_01_14, seventh: ['15', 99, '52', '55'] }))).toEqual([
      'seventh[1]: expected the number as a string of digits (leading zeros count)',
    ]);
  });

  it('refuses a missing or unknown tier and a station result given for MB', () => {
    const { seventh: _, ...noSeventh } = MB_2026_01_14;
    expect(problems(checkVnMbResult(noSeventh))).toEqual(['seventh: expected a list of 4 numbers']);
    expect(problems(checkVnMbResult({ ...MB_2026_01_14, eighth: ['12'] }))).toEqual(['Unrecognized key: "eighth"']);
    expect(checkVnMbResult(VL_2023_12_01).ok).toBe(false);
  });

  it('refuses a station special prize of five digits', () => {
    const r = checkVnStationResult({ ...VL_2023_12_01, special: ['10787'] });
    expect(r.ok ? [] : r.problems).toEqual(['special[0]: expected 6 digits, got "10787"']);
  });
});

describe('VN views', () => {
  it('lists the last two digits of all 27 MB prizes, special first, with multiplicity', () => {
    const v = vnMbView(MB_2026_01_14);
    expect(v.size).toBe(27);
    expect(v.lo2).toEqual('17 17 15 21 83 32 04 46 07 84 22 53 87 95 44 58 78 37 46 89 45 87 78 15 99 52 55'.split(' '));
    expect(v.special).toBe('02817');
    expect(v.first).toBe('24517');
    expect(v.head).toEqual(['15', '99', '52', '55']);
  });

  it('reads last three / four digits only from prizes that have them (MB 23 / 20)', () => {
    const v = vnMbView(MB_2026_01_14);
    expect(v.lo3).toHaveLength(23);
    expect(v.lo3.slice(-3)).toEqual(['945', '187', '978']);
    expect(v.lo4).toHaveLength(20);
    expect(v.lo4.slice(-2)).toEqual(['3246', '3689']);
    expect(v.lo4[0]).toBe('2817');
  });

  it('a station has 18 / 17 / 16 and its eighth prize as head', () => {
    const v = vnStationView(VL_2023_12_01);
    expect([v.size, v.lo2.length, v.lo3.length, v.lo4.length]).toEqual([18, 18, 17, 16]);
    expect(v.head).toEqual(['88']);
    expect(v.lo3.at(-1)).toBe('729');
    expect(v.lo4.at(-1)).toBe('7349');
  });
});
