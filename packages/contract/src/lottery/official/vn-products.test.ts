import { describe, expect, it } from 'vitest';
import {
  BD_2023_12_01,
  MB_2023_12_01,
  MB_2026_01_14,
  MB_WRITTEN_27_THRICE,
  NT_2023_12_01,
  TV_2023_12_01,
  VL_2023_12_01,
} from './fixtures.js';
import { hitCount, officialStakeMinor, officialWinMinor, type AnyOfficialProduct } from './product.js';
import { settleDraws, ticketBets } from './tickets.js';
import * as de from './vn-de.js';
import * as lo from './vn-lo.js';
import { VN_PRICING } from './vn-pricing.js';
import type { VnMbResult } from './vn-result.js';
import { vnMbView, vnStationView, type VnView } from './vn-view.js';

const MB = vnMbView(MB_2026_01_14);
const hitsOf = (p: AnyOfficialProduct, text: string, v: VnView) => {
  const picks = p.parse(text);
  expect(picks, `${p.id} parses ${text}`).not.toBeNull();
  return hitCount(p.settle(picks, v));
};
/** An MB result whose special prize is `special` (the rest as published on 14 Jan 2026). */
const withSpecial = (special: string): VnView => vnMbView({ ...MB_2026_01_14, special: [special] } as VnMbResult);

describe('VN contents', () => {
  it('counts one bet per number, C(n, k) for xiên and lô trượt', () => {
    expect(lo.VN_LO2.count(lo.VN_LO2.parse('07,17,99')!)).toBe(3);
    expect(lo.VN_XIEN2.count(lo.VN_XIEN2.parse('07,17,99')!)).toBe(3);
    expect(lo.VN_XIEN4.count(lo.VN_XIEN4.parse('01,02,03,04,05,06')!)).toBe(15);
    expect(lo.VN_TRUOT10.count(lo.VN_TRUOT10.parse('00,01,02,03,04,05,06,07,08,09,10')!)).toBe(11);
  });

  it('refuses malformed contents (never throws)', () => {
    const bad: [AnyOfficialProduct, string][] = [
      [lo.VN_LO2, ''],
      [lo.VN_LO2, '7'],
      [lo.VN_LO2, '007'],
      [lo.VN_LO2, '07,07'],
      [lo.VN_LO2, '07, 17'],
      [lo.VN_LO3, '17'],
      [lo.VN_XIEN3, '07,17'],
      [lo.VN_TRUOT4, '01,02,03'],
      [de.VN_DAU, '12'],
      [de.VN_TAI_XIU, 'Tai'],
      [de.VN_CHAN_LE, 'chan|le'],
      [de.VN_3CANG, '8170'],
    ];
    for (const [p, text] of bad) expect(p.parse(text), `${p.id} ${JSON.stringify(text)}`).toBeNull();
  });
});

describe('VN lô', () => {
  it('pays lô 2 số per occurrence', () => {
    expect(hitsOf(lo.VN_LO2, '17', MB)).toBe(2); // special 02817 and first 24517
    expect(hitsOf(lo.VN_LO2, '21', MB)).toBe(1);
    expect(hitsOf(lo.VN_LO2, '00', MB)).toBe(0);
    expect(hitsOf(lo.VN_LO2, '27', vnMbView(MB_WRITTEN_27_THRICE))).toBe(3);
    expect(lo.VN_LO2.settle(['17', '46', '00'], MB)).toEqual([
      { bet: '17', tier: 'hit', count: 2, share: 1 },
      { bet: '46', tier: 'hit', count: 2, share: 1 },
    ]);
  });

  it('prices and pays a lô ticket: 3 numbers × 10 points at 23,000 đ; 4 hits × 80,000 đ × 10', () => {
    const pricing = VN_PRICING['VN-LO2']!.MB;
    const picks = lo.VN_LO2.parse('17,46,00')!;
    expect(officialStakeMinor(lo.VN_LO2.count(picks), 10, pricing.price)).toBe(69_000_000n); // 690,000.00 đ
    expect(officialWinMinor(lo.VN_LO2.settle(picks, MB), pricing, 10)).toBe(320_000_000n); // 3,200,000.00 đ
  });

  it('judges lô 3 / 4 số only against prizes with that many digits', () => {
    expect(hitsOf(lo.VN_LO3, '945', MB)).toBe(1); // sixth prize 945
    expect(hitsOf(lo.VN_LO3, '099', MB)).toBe(0); // 99 is a two-digit prize: no third digit to match
    expect(hitsOf(lo.VN_LO3, '817', MB)).toBe(1);
    expect(hitsOf(lo.VN_LO4, '0945', MB)).toBe(0); // 945 has three digits
    expect(hitsOf(lo.VN_LO4, '2817', MB)).toBe(1);
    expect(hitsOf(lo.VN_LO4, '3246', MB)).toBe(1);
    const vl = vnStationView(VL_2023_12_01);
    expect(hitsOf(lo.VN_LO3, '729', vl)).toBe(1); // seventh, 3 digits
    expect(hitsOf(lo.VN_LO3, '088', vl)).toBe(0); // eighth is 88
    expect(hitsOf(lo.VN_LO4, '0729', vl)).toBe(0);
    expect(hitsOf(lo.VN_LO4, '1726', vl)).toBe(1);
  });

  it('xiên wins once per combination whose numbers all appear, however often', () => {
    expect(hitsOf(lo.VN_XIEN2, '17,99', MB)).toBe(1); // 17 twice, 99 once: one win
    expect(lo.VN_XIEN2.settle(['17', '99', '00'], MB)).toEqual([{ bet: '17-99', tier: 'hit', count: 1, share: 1 }]);
    expect(hitsOf(lo.VN_XIEN2, '17,00', MB)).toBe(0);
    expect(hitsOf(lo.VN_XIEN3, '17,99,46,00', MB)).toBe(1); // of C(4,3) = 4 bets only {17,99,46}
    expect(hitsOf(lo.VN_XIEN4, '17,99,46,21,83', MB)).toBe(5); // all five appear: C(5,4)
    expect(hitsOf(lo.VN_XIEN4, '17,99,46,00', MB)).toBe(0);
  });

  it('lô trượt wins when none of the numbers appears', () => {
    expect(hitsOf(lo.VN_TRUOT4, '00,01,02,03', MB)).toBe(1);
    expect(hitsOf(lo.VN_TRUOT4, '00,01,02,04', MB)).toBe(0); // 04 is 76304
    expect(hitsOf(lo.VN_TRUOT4, '00,01,02,03,04', MB)).toBe(1); // of 5 bets only the one without 04
    expect(hitsOf(lo.VN_TRUOT8, '00,01,02,03,05,06,08,09', MB)).toBe(1);
    expect(hitsOf(lo.VN_TRUOT10, '00,01,02,03,05,06,08,09,10,11', MB)).toBe(1);
    expect(hitsOf(lo.VN_TRUOT10, '00,01,02,03,05,06,08,09,10,17', MB)).toBe(0);
  });
});

describe('VN đề', () => {
  it('đề, đề đầu, đề giải nhất, 3 càng', () => {
    expect(hitsOf(de.VN_DE, '17,71', MB)).toBe(1);
    expect(hitsOf(de.VN_DE_DAU, '02', MB)).toBe(1);
    expect(hitsOf(de.VN_DE_DAU, '28', MB)).toBe(0);
    expect(hitsOf(de.VN_DE_G1, '17', MB)).toBe(1); // 24517
    expect(hitsOf(de.VN_DE_G1, '82', vnMbView(MB_2023_12_01))).toBe(1); // 78982
    expect(hitsOf(de.VN_3CANG, '817', MB)).toBe(1);
    expect(hitsOf(de.VN_3CANG, '017', MB)).toBe(0);
    const nt = vnStationView(NT_2023_12_01); // special 000736
    expect([hitsOf(de.VN_DE, '36', nt), hitsOf(de.VN_DE_DAU, '00', nt), hitsOf(de.VN_3CANG, '736', nt)]).toEqual([1, 1, 1]);
  });

  it('đầu and đuôi are the digits of the đề number', () => {
    expect(hitsOf(de.VN_DAU, '1', MB)).toBe(1);
    expect(hitsOf(de.VN_DAU, '7', MB)).toBe(0);
    expect(hitsOf(de.VN_DUOI, '7', MB)).toBe(1);
    expect(hitsOf(de.VN_DUOI, '0,1,2', MB)).toBe(0);
  });

  it('đầu đuôi: the head tier and the đề number, per occurrence', () => {
    expect(hitsOf(de.VN_DAU_DUOI, '15', MB)).toBe(1); // seventh 15 (74215 is not the head)
    expect(hitsOf(de.VN_DAU_DUOI, '17', MB)).toBe(1); // the đề number
    expect(hitsOf(de.VN_DAU_DUOI, '46', MB)).toBe(0);
    expect(hitsOf(de.VN_DAU_DUOI, '42', vnMbView(MB_2023_12_01))).toBe(1); // seventh 42 (042 is sixth)
    expect(hitsOf(de.VN_DAU_DUOI, '87', vnStationView(TV_2023_12_01))).toBe(1); // eighth
    expect(hitsOf(de.VN_DAU_DUOI, '87', vnStationView(VL_2023_12_01))).toBe(1); // đề of 010787
  });

  it('tài 50–99 / xỉu 00–49, chẵn / lẻ at the boundaries', () => {
    const side = (special: string) => [
      de.VN_TAI_XIU.settle(['tai', 'xiu'], withSpecial(special)).map((h) => h.bet),
      de.VN_CHAN_LE.settle(['chan', 'le'], withSpecial(special)).map((h) => h.bet),
    ];
    expect(side('12300')).toEqual([['xiu'], ['chan']]);
    expect(side('12349')).toEqual([['xiu'], ['le']]);
    expect(side('12350')).toEqual([['tai'], ['chan']]);
    expect(side('12399')).toEqual([['tai'], ['le']]);
  });
});

describe('VN tickets over several stations', () => {
  it('counts the content once per station and judges each station alone', () => {
    const picks = lo.VN_LO2.parse('87')!;
    expect(ticketBets(lo.VN_LO2, picks, 3)).toBe(3);
    const draws = [
      { drawNo: '20231201-VL', view: vnStationView(VL_2023_12_01) }, // 010787, 38187
      { drawNo: '20231201-BD', view: vnStationView(BD_2023_12_01) }, // 6287
      { drawNo: '20231201-TV', view: vnStationView(TV_2023_12_01) }, // eighth 87
    ];
    const settled = settleDraws(lo.VN_LO2, picks, draws);
    expect(settled.map((d) => [d.drawNo, hitCount(d.hits)])).toEqual([
      ['20231201-VL', 2],
      ['20231201-BD', 1],
      ['20231201-TV', 1],
    ]);
    const pricing = VN_PRICING['VN-LO2']!.STATION;
    expect(officialStakeMinor(ticketBets(lo.VN_LO2, picks, 3), 1, pricing.price)).toBe(4_590_000n);
    const win = settled.reduce((s, d) => s + officialWinMinor(d.hits, pricing, 1), 0n);
    expect(win).toBe(32_000_000n); // 4 hits × 80,000.00
  });

  it('a station without a hit is left out', () => {
    const settled = settleDraws(
      de.VN_DE,
      ['87'],
      [
        { drawNo: '20231201-VL', view: vnStationView(VL_2023_12_01) },
        { drawNo: '20231201-BD', view: vnStationView(BD_2023_12_01) },
      ],
    );
    expect(settled.map((d) => d.drawNo)).toEqual(['20231201-VL']);
  });
});
