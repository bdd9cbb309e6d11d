/**
 * The two shapes most official products take:
 *  - single: each picked number (or tag) is one elementary bet, winning as often as the product
 *    says on the view (occurrences for lô, 0 or 1 for đề, 3 top…);
 *  - combo: a set of numbers whose `size`-subsets are the elementary bets (xiên, lô trượt); a
 *    subset wins when all its numbers are "winning" ones (appear for xiên, stay out for trượt),
 *    so the wins are C(winning picks, size) without listing the subsets (C(100, 10) is 1.7e13).
 */
import { choose } from '../plays/common.js';
import type { OfficialHit, OfficialLottery, OfficialProduct } from './product.js';
import { parseList } from './tokens.js';

interface Base {
  readonly id: string;
  readonly lottery: OfficialLottery;
  readonly menu: string;
  /** A token → the canonical number or tag it names, or null. */
  readonly canonical: (token: string) => string | null;
}

export interface SingleSpec<V> extends Base {
  /** How many numbers (or tags) the product offers. */
  readonly choices: number;
  /** How many times `pick` wins on the view; 0 when it loses. */
  readonly wins: (pick: string, view: V) => number;
}

export function singleProduct<V>(spec: SingleSpec<V>): OfficialProduct<readonly string[], V> {
  const { id, lottery, menu, canonical, choices, wins } = spec;
  return {
    id,
    lottery,
    menu,
    space: choices,
    numberOf: canonical,
    parse: (text) => parseList(text, canonical),
    count: (picks) => picks.length,
    numbers: (picks) => picks,
    settle: (picks, view) =>
      picks.flatMap((bet): OfficialHit[] => {
        const count = wins(bet, view);
        return count > 0 ? [{ bet, tier: 'hit', count, share: 1 }] : [];
      }),
  };
}

export interface ComboSpec<V> extends Base {
  readonly choices: number;
  /** Numbers per elementary bet. */
  readonly size: number;
  /** Whether a picked number is a winning one on the view. */
  readonly good: (pick: string, view: V) => boolean;
}

export function comboProduct<V>(spec: ComboSpec<V>): OfficialProduct<readonly string[], V> {
  const { id, lottery, menu, canonical, choices, size, good } = spec;
  return {
    id,
    lottery,
    menu,
    space: choose(choices, size),
    comboSize: size,
    numberOf: canonical,
    parse: (text) => parseList(text, canonical, size),
    count: (picks) => choose(picks.length, size),
    numbers: (picks) => picks,
    settle(picks, view) {
      const winning = picks.filter((p) => good(p, view));
      const count = choose(winning.length, size);
      return count > 0 ? [{ bet: winning.join('-'), tier: 'hit', count, share: 1 }] : [];
    },
  };
}
