import { describe, expect, it } from 'vitest';
import { choose } from '../plays/common.js';
import { FOUR_D_PRIZES } from './fourd-prizes.js';
import type { Pricing } from './product.js';
import { LAO_PRICING, THAI_PRICING } from './sea-pricing.js';
import { VN_PRICING } from './vn-pricing.js';

/**
 * Recomputes the RTP each default pricing documents: expected hits of one point × payout / price.
 * Probabilities here are floating point; money never is.
 */
const rtp = (p: Pricing, expectedHits: number) => (expectedHits * Number(p.payout.hit!)) / Number(p.price);
/** Percent, as documented: to 0.1 (0.05 for the one documented to two decimals). */
const pct = (x: number) => x * 100;

/** P(all k given numbers appear among n independent uniform endings). */
const allAppear = (k: number, n: number) => {
  let s = 0;
  for (let j = 0; j <= k; j++) s += (-1) ** j * choose(k, j) * (1 - j / 100) ** n;
  return s;
};
const noneAppears = (k: number, n: number) => (1 - k / 100) ** n;

const SHAPES = {
  MB: { lo2: 27, lo3: 23, lo4: 20, head: 4 },
  STATION: { lo2: 18, lo3: 17, lo4: 16, head: 1 },
} as const;

function vnExpectedHits(id: string, shape: keyof typeof SHAPES): number {
  const s = SHAPES[shape];
  const k = Number(id.replace(/\D/g, ''));
  if (id === 'VN-LO2') return s.lo2 / 100;
  if (id === 'VN-LO3') return s.lo3 / 1000;
  if (id === 'VN-LO4') return s.lo4 / 10_000;
  if (id === 'VN-DAU-DUOI') return (s.head + 1) / 100;
  if (id.startsWith('VN-DE')) return 1 / 100;
  if (id === 'VN-DAU' || id === 'VN-DUOI') return 1 / 10;
  if (id === 'VN-TAI-XIU' || id === 'VN-CHAN-LE') return 1 / 2;
  if (id === 'VN-3CANG') return 1 / 1000;
  if (id.startsWith('VN-XIEN')) return allAppear(k, s.lo2);
  if (id.startsWith('VN-TRUOT')) return noneAppears(k, s.lo2);
  throw new Error(id);
}

describe('default RTP as documented', () => {
  it('VN, per region shape', () => {
    const documented: Record<string, [number, number]> = {
      'VN-LO2': [93.9, 94.1],
      'VN-LO3': [90, 90],
      'VN-LO4': [90, 90],
      'VN-DE': [90, 90],
      'VN-DE-DAU': [90, 90],
      'VN-DE-G1': [90, 90],
      'VN-DAU': [90, 90],
      'VN-DUOI': [90, 90],
      'VN-DAU-DUOI': [90, 90],
      'VN-TAI-XIU': [97.5, 97.5],
      'VN-CHAN-LE': [97.5, 97.5],
      'VN-3CANG': [90, 90],
      'VN-XIEN2': [93.3, 91.4],
      'VN-XIEN3': [92.2, 90],
      'VN-XIEN4': [90.8, 91.6],
      'VN-TRUOT4': [93, 93.5],
      'VN-TRUOT8': [92.6, 93.6],
      'VN-TRUOT10': [93, 93.1],
    };
    expect(Object.keys(VN_PRICING).sort()).toEqual(Object.keys(documented).sort());
    for (const [id, [mb, station]] of Object.entries(documented)) {
      const p = VN_PRICING[id]!;
      expect(pct(rtp(p.MB, vnExpectedHits(id, 'MB'))), `${id} MB`).toBeCloseTo(mb, 1);
      expect(pct(rtp(p.STATION, vnExpectedHits(id, 'STATION'))), `${id} station`).toBeCloseTo(station, 1);
    }
  });

  it('Thai and Lao', () => {
    const p3 = 1 / 1000;
    const expected: [Pricing, number, number][] = [
      [THAI_PRICING['TH-3TOP']!, p3, 90],
      [THAI_PRICING['TH-3TOD']!, 6 * p3, 90],
      [THAI_PRICING['TH-3TOD']!, 3 * p3, 45], // a pair such as 112
      [THAI_PRICING['TH-3FRONT']!, 2 * p3, 90],
      [THAI_PRICING['TH-3BOTTOM']!, 2 * p3, 90],
      [THAI_PRICING['TH-2TOP']!, 0.01, 90],
      [THAI_PRICING['TH-2BOTTOM']!, 0.01, 90],
      [THAI_PRICING['TH-RUN-TOP']!, 1 - 0.9 ** 3, 86.7],
      [THAI_PRICING['TH-RUN-BOTTOM']!, 1 - 0.9 ** 2, 79.8],
      [LAO_PRICING['LA-3TOP']!, p3, 85],
      [LAO_PRICING['LA-3TOD']!, 6 * p3, 72],
      [LAO_PRICING['LA-3TOD']!, 3 * p3, 36],
      [LAO_PRICING['LA-2TOP']!, 0.01, 95],
      [LAO_PRICING['LA-2BOTTOM']!, 0.01, 95],
      [LAO_PRICING['LA-RUN-TOP']!, 1 - 0.9 ** 3, 94.85],
      [LAO_PRICING['LA-RUN-BOTTOM']!, 1 - 0.9 ** 2, 85.5],
    ];
    for (const [p, hits, documented] of expected) expect(pct(rtp(p, hits))).toBeCloseTo(documented, 1);
  });

  it('4D big and small per operator', () => {
    const rtp4d = (p: Pricing) => {
      const per = { '1st': 1, '2nd': 1, '3rd': 1, special: 10, consolation: 10 } as const;
      const total = Object.entries(per).reduce((s, [tier, n]) => s + n * Number(p.payout[tier as keyof typeof per] ?? 0n), 0);
      return Math.round(pct(total / 10_000 / Number(p.price)) * 10) / 10;
    };
    expect([rtp4d(FOUR_D_PRIZES.MAGNUM.big), rtp4d(FOUR_D_PRIZES.MAGNUM.small)]).toEqual([64, 65]);
    expect([rtp4d(FOUR_D_PRIZES.TOTO.big), rtp4d(FOUR_D_PRIZES.DAMACAI.small)]).toEqual([64, 65]);
    expect([rtp4d(FOUR_D_PRIZES.SG.big), rtp4d(FOUR_D_PRIZES.SG.small)]).toEqual([65.9, 58]);
  });
});
