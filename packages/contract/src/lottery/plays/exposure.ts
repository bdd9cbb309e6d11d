/**
 * Exposure: what one ticket stakes on each "number" of its play, for the limit on the total all
 * players may put on one number of one play in one draw.
 *
 * A number is one choice at one position of the content (position + token): SSC fixed-position
 * digit 3 at the ten-thousands is "0:3", K3 sum 10 "0:10", PC28 big "0:big". Its stake is the
 * stake of the elementary bets holding that choice, found on the wire text so one rule serves
 * every play: count(content) − count(content without that choice), an unparseable or empty
 * content counting 0. For a cartesian play that is the product of the other positions' sizes,
 * for a combination play the bets that use the choice.
 *
 * Formats: "a,b|c|…" (positions by `|`, choices by `,`, most plays) and the any-N plays'
 * "positions;set|set|…", whose head is no choice: there a set's position is the result position
 * it names (so digit 3 at position 2 is one number whichever other positions a ticket chose), and
 * a set emptied by the removal takes its position out of the head with it.
 */
import { BET_UNITS, MILLI_PER_MINOR, type BetUnit } from '../prize.js';
import type { AnyPlay } from './play.js';

export interface NumberStake {
  /** `<position>:<token>`, numbers without leading zeros ("03" and "3" are one number). */
  readonly key: string;
  readonly stake: bigint;
}

interface Cell {
  readonly position: string;
  readonly token: string;
}

/** The choices of a content and the text of the content without one of them. */
interface Layout {
  readonly cells: readonly Cell[];
  without(cell: number): string;
}

const split = (part: string): string[] => (part === '' ? [] : part.split(','));

function plainLayout(text: string): Layout {
  const sets = text.split('|').map(split);
  const where = sets.flatMap((set, p) => set.map((_, i) => [p, i] as const));
  return {
    cells: where.map(([p, i]) => ({ position: String(p), token: sets[p]![i]! })),
    without(cell) {
      const [p, i] = where[cell]!;
      return sets.map((set, q) => (q === p ? set.filter((_, j) => j !== i) : set).join(',')).join('|');
    },
  };
}

function chosenPositionsLayout(head: string, body: string): Layout {
  const positions = split(head);
  const sets = body.split('|').map(split);
  // A malformed text has no choices (its count is 0 anyway).
  if (positions.length !== sets.length) return { cells: [], without: () => '' };
  const where = sets.flatMap((set, p) => set.map((_, i) => [p, i] as const));
  return {
    cells: where.map(([p, i]) => ({ position: positions[p]!, token: sets[p]![i]! })),
    without(cell) {
      const [p, i] = where[cell]!;
      const left = sets.map((set, q) => (q === p ? set.filter((_, j) => j !== i) : set));
      const kept = left.flatMap((set, q) => (set.length > 0 ? [q] : []));
      return `${kept.map((q) => positions[q]).join(',')};${kept.map((q) => left[q]!.join(',')).join('|')}`;
    },
  };
}

function layoutOf(text: string): Layout {
  const parts = text.split(';');
  return parts.length === 2 ? chosenPositionsLayout(parts[0]!, parts[1]!) : plainLayout(text);
}

function countOf(play: AnyPlay, text: string): number {
  const c = play.parse(text);
  return c === null ? 0 : play.count(c);
}

const canonical = (token: string) => (/^\d+$/.test(token) ? String(Number(token)) : token);

/**
 * Each number of a content with the stake on it: `perBetStake` (the stake of one elementary bet,
 * in any unit: the answer is in the same) × the elementary bets holding it. Numbers no bet holds
 * (a K3 pair face whose only single is itself) are left out; a content the play cannot read has none.
 */
export function numberStakes(play: AnyPlay, text: string, perBetStake: bigint): NumberStake[] {
  const full = countOf(play, text);
  if (full <= 0) return [];
  const layout = layoutOf(text);
  return layout.cells.flatMap((cell, i) => {
    const bets = full - countOf(play, layout.without(i));
    return bets > 0 ? [{ key: `${cell.position}:${canonical(cell.token)}`, stake: perBetStake * BigInt(bets) }] : [];
  });
}

/**
 * A ticket's stake on each number in minor units. A li bet can put a fraction of a minor unit on
 * a number; it counts as a whole one (rounded up), so fractions never slip past the limit, and a
 * cancel, computing the same, takes off exactly what the bet added.
 */
export function ticketNumberStakes(play: AnyPlay, text: string, unit: BetUnit, multiple: number): NumberStake[] {
  const perBetMilli = 2n * BigInt(BET_UNITS[unit]) * BigInt(multiple);
  return numberStakes(play, text, perBetMilli).map(({ key, stake }) => ({
    key,
    stake: (stake + MILLI_PER_MINOR - 1n) / MILLI_PER_MINOR,
  }));
}
