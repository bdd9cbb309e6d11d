import { BGS_DICE_OUTCOMES, diceMultiplierX10000, diceWinningRolls, type BgsDiceDirection } from '@playhouse/contract';
import type { Rng } from './fair-rng.js';

/**
 * Dice: a roll from 0.00 to 99.99 (an integer 0..9999 in hundredths). The player picks a
 * target and whether the roll lands under it or over it. The payout multiplier is the
 * inverse of the chance times the RTP, rounded down to 4 decimals, so the house edge is
 * the configured one (plus a hair of rounding, always in the house's favour).
 */
export type DiceDirection = BgsDiceDirection;

export interface DiceConfig {
  /** Number of equally likely rolls (10000: 0.00 .. 99.99). */
  outcomes: number;
  /** Return to player in basis points of the stake (9900 = 99 %, a 1 % house edge). */
  rtpBp: number;
  /** Allowed targets, which bound the chance to between 1 % and 98.99 %. */
  minTarget: number;
  maxTarget: number;
  /** How far a simulation may land from the theoretical RTP. */
  rtpTolerance: number;
}

export interface DiceBet {
  direction: DiceDirection;
  /** In hundredths: 5000 = 50.00. "under" wins on roll < target, "over" on roll > target. */
  target: number;
}

export interface DiceOutcome {
  roll: number;
  win: boolean;
  /** Payout multiplier × 10000 (19800 = 1.98×), paid on a win. */
  multiplierX10000: number;
  /** Winning rolls out of `outcomes`. */
  winningRolls: number;
}

export const DEFAULT_DICE: DiceConfig = {
  outcomes: BGS_DICE_OUTCOMES,
  rtpBp: 9_900,
  minTarget: 100,
  maxTarget: 9_899,
  rtpTolerance: 0.01,
};

export function validDiceBet(config: DiceConfig, bet: DiceBet): boolean {
  return (
    (bet.direction === 'over' || bet.direction === 'under') &&
    Number.isInteger(bet.target) &&
    bet.target >= config.minTarget &&
    bet.target <= config.maxTarget
  );
}

export const winningRolls = (config: DiceConfig, bet: DiceBet) => diceWinningRolls(config, bet.direction, bet.target);

/** The contract's rule, shared with the page that shows it. */
export const diceMultiplier = (config: DiceConfig, bet: DiceBet) => diceMultiplierX10000(config, bet.direction, bet.target);

export function evaluateDice(config: DiceConfig, bet: DiceBet, roll: number): DiceOutcome {
  const win = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  return { roll, win, multiplierX10000: diceMultiplier(config, bet), winningRolls: winningRolls(config, bet) };
}

export function rollDice(config: DiceConfig, bet: DiceBet, rng: Rng): DiceOutcome {
  if (!validDiceBet(config, bet)) throw new RangeError('bad dice bet');
  return evaluateDice(config, bet, rng.int(config.outcomes));
}

/** The payout of a stake in minor units (0 on a loss); bigint, rounded down. */
export function dicePayout(outcome: DiceOutcome, stake: bigint): bigint {
  return outcome.win ? (stake * BigInt(outcome.multiplierX10000)) / 10_000n : 0n;
}

/** Exact expected return per unit stake of one bet (ignoring the rounding of minor units). */
export function diceTheoreticalRtp(config: DiceConfig, bet: DiceBet): number {
  return (winningRolls(config, bet) * diceMultiplier(config, bet)) / (config.outcomes * 10_000);
}
