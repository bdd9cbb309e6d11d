import { describe, expect, it } from 'vitest';
import { FOUR_D_OPERATORS } from './fourd-result.js';
import { officialStakeMinor, officialWinMinor } from './product.js';
import { defaultPricing, OFFICIAL_PRODUCTS, officialProductById, officialProductsOf } from './registry.js';

describe('official product registry', () => {
  it('has unique ids, prefixed by their lottery', () => {
    const ids = OFFICIAL_PRODUCTS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of OFFICIAL_PRODUCTS) expect(p.id.startsWith(`${p.lottery === '4D' ? '4D' : p.lottery}-`), p.id).toBe(true);
    expect(officialProductsOf('VN')).toHaveLength(18);
    expect(officialProductsOf('TH')).toHaveLength(8);
    expect(officialProductsOf('LA')).toHaveLength(6);
    expect(officialProductsOf('4D')).toHaveLength(6);
    expect(officialProductById('VN-LO2')?.menu).toBe('lo');
    expect(officialProductById('VN-LO5')).toBeUndefined();
  });

  it('gives every product a default pricing where it is sold', () => {
    for (const p of OFFICIAL_PRODUCTS) {
      const contexts =
        p.lottery === 'VN'
          ? [{ vn: 'MB' as const }, { vn: 'STATION' as const }]
          : p.lottery === '4D'
            ? FOUR_D_OPERATORS.map((operator) => ({ operator }))
            : [null];
      for (const where of contexts) expect(defaultPricing(p.id, where), `${p.id} ${JSON.stringify(where)}`).toBeDefined();
    }
    expect(defaultPricing('VN-LO2', null)).toBeUndefined();
    expect(defaultPricing('4D-SMALL', { operator: 'SG' })?.payout['3rd']).toBe(80_000n);
  });

  it('never throws on junk contents', () => {
    const junk = ['', ',', ',,', '07,', ' 07', 'R', 'RRRR', '\u0000', '١٢', '0'.repeat(500), 'tai,', 'x'.repeat(10_000)];
    for (const p of OFFICIAL_PRODUCTS)
      for (const text of junk) expect(p.parse(text), `${p.id} ${JSON.stringify(text)}`).toBeNull();
  });
});

describe('stake and win arithmetic', () => {
  it('refuses zero or fractional points and bets', () => {
    expect(() => officialStakeMinor(0, 1, 100n)).toThrow(RangeError);
    expect(() => officialStakeMinor(1, 1.5, 100n)).toThrow(RangeError);
    expect(() => officialWinMinor([], { price: 100n, payout: {} }, 0)).toThrow(RangeError);
  });

  it('pays nothing for a tier the pricing does not pay and for no hits', () => {
    const pricing = { price: 100n, payout: { '1st': 350_000n } };
    expect(officialWinMinor([{ bet: '1082', tier: 'special', count: 1, share: 1 }], pricing, 5)).toBe(0n);
    expect(officialWinMinor([], pricing, 5)).toBe(0n);
  });

  it('sums shares and halves over one denominator before flooring', () => {
    const pricing = { price: 100n, payout: { hit: 1n } };
    const third = { bet: 'a', tier: 'hit', count: 1, share: 3 } as const;
    expect(officialWinMinor([third, third, third], pricing, 1)).toBe(1n); // 1/3 × 3, not 0 + 0 + 0
    expect(officialWinMinor([{ ...third, share: 2 }], pricing, 1, new Set(['a']))).toBe(0n); // 1/4
    expect(officialWinMinor([{ ...third, share: 2, count: 4 }], pricing, 1, new Set(['a']))).toBe(1n);
  });
});
