/** Every play the engine sells, by id. Ids are unique across families (a test checks). */
import type { Family } from '../families.js';
import type { AnyPlay, LotteryPrizeMode } from './play.js';
import { SSC_PLAYS } from './ssc.js';
import { ELEVEN_FIVE_PLAYS } from './11x5.js';
import { K3_PLAYS } from './k3.js';
import { PK10_PLAYS } from './pk10.js';
import { PC28_PLAYS } from './pc28.js';

export const ALL_PLAYS: readonly AnyPlay[] = [...SSC_PLAYS, ...ELEVEN_FIVE_PLAYS, ...K3_PLAYS, ...PK10_PLAYS, ...PC28_PLAYS];

const BY_ID = new Map(ALL_PLAYS.map((p) => [p.id, p]));

export function playById(id: string): AnyPlay | undefined {
  return BY_ID.get(id);
}

/** The plays a family sells in a prize mode, in menu order. */
export function playsOf(family: Family, mode: LotteryPrizeMode): AnyPlay[] {
  return ALL_PLAYS.filter((p) => p.family === family && p.modes.includes(mode));
}
