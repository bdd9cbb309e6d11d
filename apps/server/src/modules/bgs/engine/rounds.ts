import { DEFAULT_DICE, rollDice, type DiceBet, type DiceConfig, type DiceOutcome } from './dice.js';
import { FairRng, hashServerSeed, type RoundSeeds } from './fair-rng.js';
import { DEFAULT_SLOT } from './slot.config.js';
import { buildStrips, spinSlot, type SlotConfig, type SlotOutcome } from './slot.js';

/**
 * A round's outcome from its seeds: the server plays rounds with these functions, and a
 * player (or a test) replays them with `verifyRound` once the server seed is revealed.
 */
const strips = new WeakMap<SlotConfig, string[][]>();
function stripsOf(config: SlotConfig): string[][] {
  let s = strips.get(config);
  if (!s) strips.set(config, (s = buildStrips(config)));
  return s;
}

export function playSlotRound(seeds: RoundSeeds, lines: number, config: SlotConfig = DEFAULT_SLOT): SlotOutcome {
  return spinSlot(config, stripsOf(config), new FairRng(seeds), lines);
}

export function playDiceRound(seeds: RoundSeeds, bet: DiceBet, config: DiceConfig = DEFAULT_DICE): DiceOutcome {
  return rollDice(config, bet, new FairRng(seeds));
}

export type VerifyInput =
  | (RoundSeeds & { game: 'slot'; lines: number; config?: SlotConfig })
  | (RoundSeeds & { game: 'dice'; bet: DiceBet; config?: DiceConfig });

export interface Verified<O> {
  /** Compare with the hash that was shown before the round. */
  serverSeedHash: string;
  outcome: O;
}

/** Recomputes a past round from the revealed server seed, the client seed and the nonce. */
export function verifyRound(input: RoundSeeds & { game: 'slot'; lines: number; config?: SlotConfig }): Verified<SlotOutcome>;
export function verifyRound(input: RoundSeeds & { game: 'dice'; bet: DiceBet; config?: DiceConfig }): Verified<DiceOutcome>;
export function verifyRound(input: VerifyInput): Verified<SlotOutcome | DiceOutcome> {
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  const outcome =
    input.game === 'slot' ? playSlotRound(seeds, input.lines, input.config) : playDiceRound(seeds, input.bet, input.config);
  return { serverSeedHash: hashServerSeed(input.serverSeed), outcome };
}
