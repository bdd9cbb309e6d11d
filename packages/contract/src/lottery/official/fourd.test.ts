import { describe, expect, it } from 'vitest';
import { FOUR_D_WRITTEN as R } from './fixtures.js';
import { FOUR_D_PRIZES } from './fourd-prizes.js';
import { FOUR_D_PRODUCTS } from './fourd-products.js';
import { checkFourDResult } from './fourd-result.js';
import { officialWinMinor, type OfficialHit } from './product.js';
import { permutations } from './tokens.js';
import { settleDraws, ticketBets } from './tickets.js';

const p = (id: string) => FOUR_D_PRODUCTS.find((x) => x.id === id)!;
const M = FOUR_D_PRIZES.MAGNUM;
const SG = FOUR_D_PRIZES.SG;
const settle = (id: string, text: string): OfficialHit[] => {
  const picks = p(id).parse(text);
  expect(picks, `${id} parses ${text}`).not.toBeNull();
  return p(id).settle(picks!, R);
};
const tiers = (hits: OfficialHit[]) => hits.map((h) => `${h.bet}:${h.tier}×${h.count}`);

describe('4D result shape', () => {
  it('has 23 numbers of four digits', () => {
    expect(checkFourDResult(R).ok).toBe(true);
    expect(checkFourDResult({ ...R, special: R.special.slice(1) })).toEqual({
      ok: false,
      problems: ['special: expected 10 numbers, got 9'],
    });
    expect(checkFourDResult({ ...R, first: ['108'] })).toEqual({
      ok: false,
      problems: ['first[0]: expected 4 digits, got "108"'],
    });
  });
});

describe('4D big and small', () => {
  it('big wins every prize a number holds, small only the first three', () => {
    expect(tiers(settle('4D-BIG', '1082'))).toEqual(['1082:1st×1', '1082:special×1']);
    expect(tiers(settle('4D-SMALL', '1082'))).toEqual(['1082:1st×1']);
    expect(tiers(settle('4D-BIG', '4194,3982,0457,7788,1234'))).toEqual([
      '4194:2nd×1',
      '3982:3rd×1',
      '0457:special×1',
      '7788:consolation×1',
    ]);
    expect(settle('4D-SMALL', '0457,7788')).toEqual([]);
  });

  it('pays each operator table per 1.00', () => {
    const win = (id: string, text: string, table: typeof M.big) => officialWinMinor(settle(id, text), table, 1);
    expect(win('4D-BIG', '1082', M.big)).toBe(268_000n); // 2,500 + special 180
    expect(win('4D-SMALL', '1082', M.small)).toBe(350_000n);
    expect(win('4D-BIG', '4194', M.big)).toBe(100_000n);
    expect(win('4D-BIG', '3982', M.big)).toBe(50_000n);
    expect(win('4D-SMALL', '3982', M.small)).toBe(100_000n);
    expect(win('4D-BIG', '0457', M.big)).toBe(18_000n);
    expect(win('4D-BIG', '7788', M.big)).toBe(6_000n);
    expect(win('4D-BIG', '1082', SG.big)).toBe(225_000n); // 2,000 + starter 250
    expect(win('4D-BIG', '3982', SG.big)).toBe(49_000n);
    expect(win('4D-SMALL', '3982', SG.small)).toBe(80_000n);
    expect(win('4D-BIG', '0457', SG.big)).toBe(25_000n);
    expect(win('4D-SMALL', '4194', SG.small)).toBe(200_000n);
  });

  it('a roll stands for ten numbers', () => {
    const roll = p('4D-BIG').parse('R082')!;
    expect(p('4D-BIG').count(roll)).toBe(10);
    expect(p('4D-BIG').numbers(roll)).toEqual(['0082', '1082', '2082', '3082', '4082', '5082', '6082', '7082', '8082', '9082']);
    expect(tiers(settle('4D-BIG', 'R082'))).toEqual(['1082:1st×1', '1082:special×1']);
    expect(tiers(settle('4D-SMALL', '398R'))).toEqual(['3982:3rd×1']);
    expect(p('4D-BIG').count(p('4D-BIG').parse('1R82,4194')!)).toBe(11);
  });

  it('refuses malformed contents and numbers covered twice', () => {
    for (const text of ['108', '10820', 'RR82', 'r082', 'R08', '1082,R082', '1082,1082', '']) {
      expect(p('4D-BIG').parse(text), text).toBeNull();
    }
  });
});

describe('4D box and i-box', () => {
  it('counts the distinct arrangements', () => {
    expect(permutations('1234')).toHaveLength(24);
    expect(permutations('1123')).toHaveLength(12);
    expect(permutations('1122')).toHaveLength(6);
    expect(permutations('1112')).toHaveLength(4);
    expect(permutations('1123')).toEqual('1123 1132 1213 1231 1312 1321 2113 2131 2311 3112 3121 3211'.split(' '));
    expect(p('4D-BIG-BOX').count(p('4D-BIG-BOX').parse('1123,5566')!)).toBe(18);
    expect(p('4D-BIG-IBOX').count(p('4D-BIG-IBOX').parse('1123,5566')!)).toBe(2);
  });

  it('box pays the full table on each arrangement drawn', () => {
    const hits = settle('4D-BIG-BOX', '3211'); // the box of 1123, written in another order
    expect(tiers(hits)).toEqual(['1132:consolation×1', '2311:special×1', '3121:consolation×1']);
    expect(officialWinMinor(hits, M.big, 1)).toBe(30_000n); // 180 + 60 + 60
    expect(settle('4D-SMALL-BOX', '1123')).toEqual([]);
    expect(officialWinMinor(settle('4D-SMALL-BOX', '0128'), M.small, 1)).toBe(350_000n); // 1082 first
  });

  it('i-box divides the prize by the arrangements, floored once', () => {
    const hits = settle('4D-BIG-IBOX', '1123');
    expect(hits.every((h) => h.share === 12)).toBe(true);
    expect(officialWinMinor(hits, M.big, 1)).toBe(2_500n); // (18,000 + 6,000 + 6,000) / 12
    expect(officialWinMinor(settle('4D-BIG-IBOX', '0457'), M.big, 1)).toBe(750n); // 18,000 / 24
    expect(officialWinMinor(settle('4D-BIG-IBOX', '2810'), M.big, 1)).toBe(11_166n); // 268,000 / 24 = 11,166.67
    expect(officialWinMinor(settle('4D-BIG-IBOX', '2810'), M.big, 3)).toBe(33_500n); // 804,000 / 24
  });

  it('refuses a number with one arrangement and a box named twice', () => {
    expect(p('4D-BIG-BOX').parse('1111')).toBeNull();
    expect(p('4D-BIG-IBOX').parse('1123,3211')).toBeNull();
    expect(p('4D-BIG-BOX').parse('R123')).toBeNull();
  });
});

describe('4D tickets over several operators', () => {
  it('judges each operator alone with its own table', () => {
    const picks = p('4D-BIG').parse('1082')!;
    expect(ticketBets(p('4D-BIG'), picks, 2)).toBe(2);
    const settled = settleDraws(p('4D-BIG'), picks, [
      { drawNo: 'MAGNUM:20220831', view: R },
      { drawNo: 'SG:20220831', view: { ...R, first: ['0000'] } },
    ]);
    expect(settled.map((d) => tiers(d.hits as OfficialHit[]))).toEqual([['1082:1st×1', '1082:special×1'], ['1082:special×1']]);
    expect(officialWinMinor(settled[0]!.hits, M.big, 1) + officialWinMinor(settled[1]!.hits, SG.big, 1)).toBe(293_000n);
  });
});
