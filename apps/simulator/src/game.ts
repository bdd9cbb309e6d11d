import { randomInt } from 'node:crypto';

/**
 * The simulator's generic game: one draw per round from a paytable whose expected return is
 * 95% of the stake. Multipliers are in tenths so wins stay integer minor units (no floats).
 */
const PAYTABLE: { tenths: bigint; weight: number }[] = [
  { tenths: 0n, weight: 609 },
  { tenths: 15n, weight: 200 },
  { tenths: 20n, weight: 120 },
  { tenths: 50n, weight: 60 },
  { tenths: 100n, weight: 11 },
];
const TOTAL = PAYTABLE.reduce((s, p) => s + p.weight, 0);

/** The configured return to player, in per mille (950 = 95%). */
export const RTP_PER_MILLE = PAYTABLE.reduce((s, p) => s + Number(p.tenths) * 100 * p.weight, 0) / TOTAL;

/** The win of one round for `stake` (0 = lost). */
export function drawWin(stake: bigint, draw: (max: number) => number = randomInt): bigint {
  let r = draw(TOTAL);
  for (const p of PAYTABLE) {
    if (r < p.weight) return (stake * p.tenths) / 10n;
    r -= p.weight;
  }
  return 0n;
}
