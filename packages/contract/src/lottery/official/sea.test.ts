import { describe, expect, it } from 'vitest';
import { LAO_WRITTEN, THAI_2021_03_01, THAI_WRITTEN_PAIR } from './fixtures.js';
import { hitCount, officialWinMinor, type AnyOfficialProduct } from './product.js';
import { LAO_PRICING, THAI_PRICING } from './sea-pricing.js';
import { LAO_PRODUCTS, THAI_PRODUCTS } from './sea-products.js';
import { checkLaoResult, checkThaiResult, laoView, thaiView } from './sea-result.js';

const th = (id: string) => THAI_PRODUCTS.find((p) => p.id === `TH-${id}`)!;
const la = (id: string) => LAO_PRODUCTS.find((p) => p.id === `LA-${id}`)!;
const TH = thaiView(THAI_2021_03_01); // first 835538, front 290 838, back 051 806, bottom 73
const PAIR = thaiView(THAI_WRITTEN_PAIR); // first 407121, back 340 340, bottom 00
const LA = laoView(LAO_WRITTEN); // 842057

function hitsOf(p: AnyOfficialProduct, text: string, view: unknown): number {
  const picks = p.parse(text);
  expect(picks, `${p.id} parses ${text}`).not.toBeNull();
  return hitCount(p.settle(picks, view));
}

describe('Thai and Lao result shapes', () => {
  it('accepts the fixtures and refuses wrong counts and widths', () => {
    expect(checkThaiResult(THAI_2021_03_01).ok).toBe(true);
    expect(checkThaiResult({ ...THAI_2021_03_01, front3: ['290'] })).toEqual({
      ok: false,
      problems: ['front3: expected 2 numbers, got 1'],
    });
    expect(checkThaiResult({ ...THAI_2021_03_01, bottom2: ['073'] })).toEqual({
      ok: false,
      problems: ['bottom2[0]: expected 2 digits, got "073"'],
    });
    expect(checkLaoResult(LAO_WRITTEN).ok).toBe(true);
    expect(checkLaoResult({ number: ['99887'] })).toEqual({ ok: false, problems: ['number[0]: expected 6 digits, got "99887"'] });
  });

  it('reads Thai tops from the first prize and Lao ones from the last four digits', () => {
    expect(TH).toEqual({ top3: '538', top2: '38', bottom2: '73', front3: ['290', '838'], back3: ['051', '806'] });
    expect(LA).toEqual({ top3: '057', top2: '57', bottom2: '20' });
  });
});

describe('Thai products', () => {
  it('3 top, 2 top, 2 bottom', () => {
    expect(hitsOf(th('3TOP'), '538,835', TH)).toBe(1);
    expect(hitsOf(th('2TOP'), '38', TH)).toBe(1);
    expect(hitsOf(th('2TOP'), '73', TH)).toBe(0);
    expect(hitsOf(th('2BOTTOM'), '73', TH)).toBe(1);
    expect(hitsOf(th('2BOTTOM'), '38', TH)).toBe(0);
  });

  it('3 tod wins in any order, a bet being its set of digits', () => {
    expect(hitsOf(th('3TOD'), '385', TH)).toBe(1);
    expect(th('3TOD').parse('538,853')).toBeNull(); // one bet written twice
    expect(th('3TOD').settle(th('3TOD').parse('853')!, TH)).toEqual([{ bet: '358', tier: 'hit', count: 1, share: 1 }]);
  });

  it('3 tod with a repeated digit: 112 wins on 121, 122 does not, 111 is refused', () => {
    expect(hitsOf(th('3TOD'), '112', PAIR)).toBe(1);
    expect(hitsOf(th('3TOD'), '211', PAIR)).toBe(1);
    expect(hitsOf(th('3TOD'), '122', PAIR)).toBe(0);
    expect(th('3TOD').parse('111')).toBeNull();
    expect(th('3TOD').count(th('3TOD').parse('112,123')!)).toBe(2);
  });

  it('3 front / 3 bottom against either number, per occurrence', () => {
    expect(hitsOf(th('3FRONT'), '838', TH)).toBe(1);
    expect(hitsOf(th('3FRONT'), '290,806', TH)).toBe(1);
    expect(hitsOf(th('3BOTTOM'), '806,051', TH)).toBe(2);
    expect(hitsOf(th('3BOTTOM'), '838', TH)).toBe(0);
    expect(hitsOf(th('3BOTTOM'), '340', PAIR)).toBe(2); // both back numbers are 340
  });

  it('run top / bottom: the digit appears, paid once however often', () => {
    expect(
      th('RUN-TOP')
        .settle(th('RUN-TOP').parse('5,3,7')!, TH)
        .map((h) => h.bet),
    ).toEqual(['5', '3']);
    expect(hitsOf(th('RUN-BOTTOM'), '7,3,8', TH)).toBe(2);
    expect(hitsOf(th('RUN-TOP'), '1', PAIR)).toBe(1); // 121 holds two 1s
    expect(hitsOf(th('RUN-BOTTOM'), '0', PAIR)).toBe(1); // 00
  });

  it('pays the default rates: 1 baht on 3 top wins 900; run top 3.20', () => {
    expect(officialWinMinor(th('3TOP').settle(['538'], TH), THAI_PRICING['TH-3TOP']!, 1)).toBe(90_000n);
    expect(officialWinMinor(th('RUN-TOP').settle(['5', '3'], TH), THAI_PRICING['TH-RUN-TOP']!, 1)).toBe(640n);
  });

  it('refuses malformed contents', () => {
    for (const [id, text] of [
      ['3TOP', '38'],
      ['3TOP', '5380'],
      ['2TOP', '8'],
      ['RUN-TOP', '10'],
      ['3FRONT', ''],
      ['2BOTTOM', '73,73'],
    ] as const) {
      expect(th(id).parse(text), `${id} ${text}`).toBeNull();
    }
  });
});

describe('Lao products', () => {
  it('3 top, 3 tod, 2 top, 2 bottom, runs', () => {
    expect(hitsOf(la('3TOP'), '057', LA)).toBe(1);
    expect(hitsOf(la('3TOP'), '205', LA)).toBe(0);
    expect(hitsOf(la('3TOD'), '570', LA)).toBe(1);
    expect(hitsOf(la('2TOP'), '57', LA)).toBe(1);
    expect(hitsOf(la('2BOTTOM'), '20', LA)).toBe(1);
    expect(hitsOf(la('2BOTTOM'), '84', LA)).toBe(0); // the first two of six digits are not read
    expect(hitsOf(la('RUN-TOP'), '0,2', LA)).toBe(1);
    expect(hitsOf(la('RUN-BOTTOM'), '2,5', LA)).toBe(1);
    expect(officialWinMinor(la('2TOP').settle(['57'], LA), LAO_PRICING['LA-2TOP']!, 2)).toBe(19_000n);
  });
});
