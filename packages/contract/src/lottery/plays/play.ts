/**
 * The play registry: every play the engine sells, in every family, behind one shape, so the
 * server counts and settles a bet and the bet slip counts as the player picks with the same code.
 *
 * A play's `bettingContent` travels as text (TCG-style): positions separated by `|`, choices in a
 * position by `,` (e.g. SSC 5-star direct "1,2|3|4|5|6"); each play documents its own format on
 * its definition. `parse` answers null for anything malformed (unknown token, repeat, wrong number
 * of positions, a choice out of range, an empty position where one is needed), never throws.
 *
 * Pricing (LOTT/ZY): each winning elementary bet is a hit with its own N (outcomes the play is
 * priced over) and k (outcomes that elementary bet covers); prize.ts pays G × N / (1000 × k) per
 * 2 units. Most plays have one (N, k); K3 sums and the like differ per chosen option, which is
 * why a hit carries its own pair.
 * ELOTT: a hit pays the stake of one elementary bet × the play's decimal odds; a tie refunds the
 * stake of the elementary bets that tied (11x5 ball 11 in big/small, K3 triples in big/small…).
 */
import type { Family } from '../families.js';

export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** One winning elementary bet's pricing (N, k). `count` identical hits may be folded into one. */
export interface Hit {
  readonly outcomes: number;
  readonly covered: number;
  readonly count: number;
}

export interface Outcome {
  /** Winning elementary bets, grouped by their (N, k). Empty when nothing wins. */
  readonly hits: readonly Hit[];
  /** Elementary bets that tied (refunded in ELOTT; in LOTT/ZY a tie is simply not a win). */
  readonly ties: number;
}

export interface PlayDef<C = unknown> {
  /** Stable wire id, FAMILY-GROUP-PLAY in capitals, e.g. "SSC-5S-DIRECT". Never renamed once sold. */
  readonly id: string;
  readonly family: Family;
  /** The menu tab the play sits in (an i18n key suffix in the web: lottery.menu.<menu>). */
  readonly menu: string;
  /** Prize modes that sell the play. ZY sells a subset of the LOTT plays; ELOTT the two-sides board. */
  readonly modes: readonly LotteryPrizeMode[];
  /**
   * ELOTT: its ties are refunded or lost as the game publishes (lottery_games.dragon_tiger_tie),
   * not always refunded: dragon-tiger, where a tie is a result players know to bet on.
   */
  readonly tiesFollowGameRule?: boolean;
  /** Default decimal odds in thousandths (1980 = 1.98) for ELOTT; merchants override per game and play. */
  readonly elottOdds?: number;
  /**
   * Upper bound of the elementary bets one content can hold (e.g. 100,000 for 5-star direct),
   * the base of the "may not cover more than x % of a play's numbers" limit.
   */
  readonly space: number;
  /** The content of the wire text, or null when malformed. */
  parse(text: string): C | null;
  /** Elementary bets (注) in a parsed content; 0 means the content buys nothing (refused). */
  count(content: C): number;
  /** What a parsed content wins against a result of its family (numbers in draw order). */
  settle(content: C, result: readonly number[]): Outcome;
}

/** A play whose content type is erased: what the registry holds. */
export type AnyPlay = PlayDef<any>;

/** Count the elementary bets of a wire content: null when the play does not parse it or it buys nothing. */
export function countContent(play: AnyPlay, text: string): number | null {
  const c = play.parse(text);
  if (c === null) return null;
  const n = play.count(c);
  return n > 0 ? n : null;
}

/** Fold hits with the same (N, k) together (a content may win several elementary bets). */
export function hits(...list: Hit[]): Hit[] {
  const byKey = new Map<string, Hit>();
  for (const h of list) {
    if (h.count <= 0) continue;
    const key = `${h.outcomes}/${h.covered}`;
    const prev = byKey.get(key);
    byKey.set(key, prev ? { ...prev, count: prev.count + h.count } : h);
  }
  return [...byKey.values()];
}

export const NO_OUTCOME: Outcome = { hits: [], ties: 0 };
