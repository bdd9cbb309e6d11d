import { describe, expect, it } from 'vitest';
import { FOUR_D_WRITTEN, THAI_2021_03_01 } from './fixtures.js';
import { FOUR_D_PRODUCTS } from './fourd-products.js';
import { officialWinMinor } from './product.js';
import { checkRestrictions, closedIn, parseOpen } from './restricted.js';
import { THAI_PRICING } from './sea-pricing.js';
import { THAI_PRODUCTS } from './sea-products.js';
import { thaiView } from './sea-result.js';
import { VN_TRUOT4, VN_XIEN2 } from './vn-lo.js';

const th = (id: string) => THAI_PRODUCTS.find((p) => p.id === `TH-${id}`)!;
const TH = thaiView(THAI_2021_03_01);
const lists = (product: (typeof THAI_PRODUCTS)[number], input: unknown) => {
  const r = checkRestrictions(product, input);
  if (!r.ok) throw new Error(r.problems.join('; '));
  return r.value;
};

describe('closed numbers', () => {
  it('refuse a content betting on one, at placement', () => {
    const r = lists(th('3TOP'), { closed: ['538'] });
    expect(parseOpen(th('3TOP'), '538,123', r.closed)).toBeNull();
    expect(closedIn(th('3TOP'), ['538', '123'], r.closed)).toEqual(['538']);
    expect(parseOpen(th('3TOP'), '123,124', r.closed)).toEqual(['123', '124']);
  });

  it('name a 3 tod bet by its digits in any order', () => {
    const r = lists(th('3TOD'), { closed: ['853'] });
    expect([...r.closed]).toEqual(['358']);
    expect(parseOpen(th('3TOD'), '385', r.closed)).toBeNull();
  });

  it('close a 4D number whatever bet covers it (roll, box)', () => {
    const closed = new Set(['1082']);
    const big = FOUR_D_PRODUCTS.find((p) => p.id === '4D-BIG')!;
    const box = FOUR_D_PRODUCTS.find((p) => p.id === '4D-BIG-BOX')!;
    expect(parseOpen(big, 'R082', closed)).toBeNull();
    expect(parseOpen(box, '2810', closed)).toBeNull();
    expect(parseOpen(big, 'R083', closed)).toEqual(['R083']);
    expect(FOUR_D_WRITTEN.first).toEqual(['1082']);
  });
});

describe('half-pay numbers', () => {
  it('pay half the payout', () => {
    const r = lists(th('3TOP'), { halfPay: ['538'] });
    const hits = th('3TOP').settle(['538'], TH);
    expect(officialWinMinor(hits, THAI_PRICING['TH-3TOP']!, 3, r.halfPay)).toBe(135_000n); // 3 × 900 / 2
  });

  it('halve only the half-pay number of a content', () => {
    const r = lists(th('RUN-TOP'), { halfPay: ['5'] });
    const hits = th('RUN-TOP').settle(['5', '3'], TH);
    expect(officialWinMinor(hits, THAI_PRICING['TH-RUN-TOP']!, 1, r.halfPay)).toBe(480n); // 1.60 + 3.20
    expect(officialWinMinor(hits, THAI_PRICING['TH-RUN-TOP']!, 1)).toBe(640n);
  });
});

describe("the operator's lists", () => {
  it('refuse entries that are not numbers of the product, or both closed and half-pay', () => {
    expect(checkRestrictions(th('3TOP'), { closed: ['538', '12a', '1234'] })).toEqual({
      ok: false,
      problems: ['closed[1]: "12a" is not a number of TH-3TOP', 'closed[2]: "1234" is not a number of TH-3TOP'],
    });
    expect(checkRestrictions(th('3TOD'), { closed: ['123'], halfPay: ['321'] })).toEqual({
      ok: false,
      problems: ['123 is both closed and half-pay'],
    });
    expect(checkRestrictions(th('3TOP'), { closed: '538' }).ok).toBe(false);
    expect(checkRestrictions(th('3TOP'), {}).ok).toBe(true);
  });

  it('take no half-pay list for xiên and lô trượt, whose bets pay in full or not at all (numbers may still close)', () => {
    expect(checkRestrictions(VN_XIEN2, { halfPay: ['27'] })).toEqual({
      ok: false,
      problems: ['halfPay: VN-XIEN2 bets pay in full or not at all'],
    });
    expect(checkRestrictions(VN_TRUOT4, { closed: ['27'] }).ok).toBe(true);
  });
});
