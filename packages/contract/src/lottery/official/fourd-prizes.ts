/**
 * The 4D prize tables per 1.00 staked (price 1.00, minor units), per operator. Big pays all 23
 * numbers, Small only the first three. RTP = Σ prizes × numbers of the tier / 10,000:
 *  - Magnum, Sports Toto, Da Ma Cai (the common Malaysian table): Big 2,500 / 1,000 / 500 /
 *    special 180 / consolation 60 → 64.0 %; Small 3,500 / 2,000 / 1,000 → 65.0 %;
 *  - Singapore Pools: Big 2,000 / 1,000 / 490 / starter 250 / consolation 60 → 65.9 %; Small
 *    3,000 / 2,000 / 800 → 58.0 % (singaporepools.com.sg 4D prizes page as cited in the domain
 *    notes; one reseller page shows 890 for the small third prize, not retained).
 * Box pays the same table on each permutation (its stake is per permutation); i-box pays it
 * divided by the number of permutations, exactly (floored to the minor unit once per bet), not
 * the operators' own rounded i-box tables.
 */
import type { Pricing } from './product.js';
import type { FourDOperator } from './fourd-result.js';

/** Whole currency units in minor units. */
const units = (n: number): bigint => BigInt(n) * 100n;

export interface FourDPrizes {
  readonly big: Pricing;
  readonly small: Pricing;
}

function table(big: readonly [number, number, number, number, number], small: readonly [number, number, number]): FourDPrizes {
  return {
    big: {
      price: units(1),
      payout: {
        '1st': units(big[0]),
        '2nd': units(big[1]),
        '3rd': units(big[2]),
        special: units(big[3]),
        consolation: units(big[4]),
      },
    },
    small: { price: units(1), payout: { '1st': units(small[0]), '2nd': units(small[1]), '3rd': units(small[2]) } },
  };
}

const MALAYSIA = table([2500, 1000, 500, 180, 60], [3500, 2000, 1000]);

export const FOUR_D_PRIZES: Readonly<Record<FourDOperator, FourDPrizes>> = {
  MAGNUM: MALAYSIA,
  TOTO: MALAYSIA,
  DAMACAI: MALAYSIA,
  SG: table([2000, 1000, 490, 250, 60], [3000, 2000, 800]),
};
