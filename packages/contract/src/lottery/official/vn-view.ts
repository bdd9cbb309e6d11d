/**
 * What the VN products read from a result, derived once per result at publish: the "lô list"
 * (last two digits of every prize, with multiplicity: a number appearing three times pays three
 * hits), the last three / four digits of the prizes that have that many digits, and the special
 * and first prizes. MB: 27 lô, 23 with ≥ 3 digits, 20 with ≥ 4; a station: 18, 17, 16.
 */
import { VN_MB_TIERS, VN_STATION_TIERS, type VnMbResult, type VnStationResult } from './vn-result.js';

export interface VnView {
  /** Numbers in the result: 27 (MB) or 18 (a station), the lô a point of lô is priced over. */
  readonly size: 27 | 18;
  /** Every prize, special first, in published order. */
  readonly prizes: readonly string[];
  /** Last two digits of every prize. */
  readonly lo2: readonly string[];
  /** Last three digits of the prizes with at least three digits. */
  readonly lo3: readonly string[];
  /** Last four digits of the prizes with at least four digits. */
  readonly lo4: readonly string[];
  readonly special: string;
  readonly first: string;
  /** The lowest tier, the "đầu" of đầu đuôi: MB seventh (4 × 2 digits), a station's eighth (1 × 2 digits). */
  readonly head: readonly string[];
}

function lastOf(prizes: readonly string[], width: number): string[] {
  return prizes.filter((p) => p.length >= width).map((p) => p.slice(-width));
}

function viewOf(prizes: string[], size: 27 | 18, head: readonly string[]): VnView {
  return {
    size,
    prizes,
    lo2: lastOf(prizes, 2),
    lo3: lastOf(prizes, 3),
    lo4: lastOf(prizes, 4),
    special: prizes[0]!,
    first: prizes[1]!,
    head,
  };
}

export function vnMbView(r: VnMbResult): VnView {
  return viewOf(
    VN_MB_TIERS.flatMap((t) => r[t]),
    27,
    r.seventh,
  );
}

export function vnStationView(r: VnStationResult): VnView {
  return viewOf(
    VN_STATION_TIERS.flatMap((t) => r[t]),
    18,
    r.eighth,
  );
}
