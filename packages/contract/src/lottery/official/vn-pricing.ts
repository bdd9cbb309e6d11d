/**
 * Default price and payout of the VN products, per point, in minor units of VND (the market
 * that quotes them; 1,000 đ is the unit a point is counted in). Merchants override them. MB
 * prices apply to MB and to the fast MB-shaped draws; STATION to each MN / MT station.
 *
 * A point of a per-occurrence product covers every prize it is judged against, so it costs that
 * many units: lô 2 số 27 units in MB, 18 at a station (sold below, e.g. 23,000 đ for 27); lô 3 số
 * 23 / 17, lô 4 số 20 / 16, đầu đuôi 5 / 2. RTP = expected hits per point × payout / price;
 * the lô endings of a result are independent and uniform, so (MB n = 27, station n = 18):
 * lô P(hit) = n/100 per point, xiên k P(all k appear) = Σ (−1)^j C(k,j) (1 − j/100)^n,
 * trượt k P(none appears) = (1 − k/100)^n. pricing.test.ts recomputes every RTP below.
 */
import type { Pricing } from './product.js';

/** Whole đồng in minor units (2 decimals). */
const vnd = (n: number): bigint => BigInt(n) * 100n;
const rate = (price: number, payout: number): Pricing => ({ price: vnd(price), payout: { hit: vnd(payout) } });
const both = (p: Pricing) => ({ MB: p, STATION: p });

export interface VnPricing {
  readonly MB: Pricing;
  readonly STATION: Pricing;
}

export const VN_PRICING: Readonly<Record<string, VnPricing>> = {
  /** MB 23,000 → 80,000 per hit: 0.27 × 80/23 = 93.9 %. Station 15,300 (the same price per unit, 18 units) → 80,000: 94.1 %. */
  'VN-LO2': { MB: rate(23_000, 80_000), STATION: rate(15_300, 80_000) },
  /** 1,000 a unit (23 / 17) → 900,000 per hit: 90.0 %. */
  'VN-LO3': { MB: rate(23_000, 900_000), STATION: rate(17_000, 900_000) },
  /** 1,000 a unit (20 / 16) → 9,000,000 per hit: 90.0 %. */
  'VN-LO4': { MB: rate(20_000, 9_000_000), STATION: rate(16_000, 9_000_000) },
  /** Đề, đề đầu, đề giải nhất: 1 in 100 at 1:90, 90.0 %. */
  'VN-DE': both(rate(1_000, 90_000)),
  'VN-DE-DAU': both(rate(1_000, 90_000)),
  'VN-DE-G1': both(rate(1_000, 90_000)),
  /** Đầu, đuôi: 1 in 10 at 1:9, 90.0 %. */
  'VN-DAU': both(rate(1_000, 9_000)),
  'VN-DUOI': both(rate(1_000, 9_000)),
  /** Đầu đuôi: 5 units (MB) / 2 (station) → 90,000 per hit: 90.0 %. */
  'VN-DAU-DUOI': { MB: rate(5_000, 90_000), STATION: rate(2_000, 90_000) },
  /** Tài / xỉu, chẵn / lẻ: 1 in 2 at 1.95, 97.5 %. */
  'VN-TAI-XIU': both(rate(1_000, 1_950)),
  'VN-CHAN-LE': both(rate(1_000, 1_950)),
  /** 3 càng: 1 in 1,000 at 1:900, 90.0 %. */
  'VN-3CANG': both(rate(1_000, 900_000)),
  /** Xiên 2: MB p 5.488 % × 17 = 93.3 %; station p 2.611 % × 35 = 91.4 %. */
  'VN-XIEN2': { MB: rate(1_000, 17_000), STATION: rate(1_000, 35_000) },
  /** Xiên 3: MB p 1.230 % × 75 = 92.2 %; station p 0.391 % × 230 = 90.0 %. */
  'VN-XIEN3': { MB: rate(1_000, 75_000), STATION: rate(1_000, 230_000) },
  /** Xiên 4: MB p 0.267 % × 340 = 90.8 %; station p 0.0555 % × 1,650 = 91.6 %. */
  'VN-XIEN4': { MB: rate(1_000, 340_000), STATION: rate(1_000, 1_650_000) },
  /** Lô trượt 4: MB p 33.21 % × 2.8 = 93.0 %; station p 47.96 % × 1.95 = 93.5 %. */
  'VN-TRUOT4': { MB: rate(1_000, 2_800), STATION: rate(1_000, 1_950) },
  /** Lô trượt 8: MB p 10.53 % × 8.8 = 92.6 %; station p 22.29 % × 4.2 = 93.6 %. */
  'VN-TRUOT8': { MB: rate(1_000, 8_800), STATION: rate(1_000, 4_200) },
  /** Lô trượt 10: MB p 5.815 % × 16 = 93.0 %; station p 15.01 % × 6.2 = 93.1 %. */
  'VN-TRUOT10': { MB: rate(1_000, 16_000), STATION: rate(1_000, 6_200) },
};
