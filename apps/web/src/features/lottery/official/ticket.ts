import {
  MAX_OFFICIAL_BETS,
  officialStakeMinor,
  type AnyOfficialProduct,
  type OfficialDraw,
  type OfficialProductMenu,
} from '@playhouse/contract/lottery';
import { priceOn } from './sale';

/** The content the server reads: the picks, comma-separated (tokens.ts). */
export const contentOf = (picks: readonly string[]): string => picks.join(',');

/**
 * Elementary bets of the picks on one source, counted by the product itself (parse, then count),
 * so the page and the server agree; 0 when nothing or not enough is picked, or the content is
 * malformed (a 4D roll covering a number also picked).
 */
export function betsOf(product: AnyOfficialProduct, picks: readonly string[]): number {
  if (picks.length === 0) return 0;
  const parsed = product.parse(contentOf(picks));
  return parsed === null ? 0 : product.count(parsed);
}

export interface SourceStake {
  readonly source: string;
  readonly sourceName: string;
  /** bets × points × price of the source's pricing context; null where the product is not sold. */
  readonly stake: bigint | null;
}

export interface TicketSummary {
  /** Elementary bets per source. */
  readonly bets: number;
  readonly perSource: readonly SourceStake[];
  /** Every source's stake; null when a source does not sell the product or nothing is picked. */
  readonly total: bigint | null;
  /** More elementary bets than one ticket may hold per source (xiên, lô trượt grow combinatorially). */
  readonly tooMany: boolean;
}

/** The ticket's sums: one bet per chosen draw (source) of the content, each at its source's price. */
export function ticketSummary(
  product: AnyOfficialProduct,
  menu: OfficialProductMenu,
  picks: readonly string[],
  points: number,
  draws: readonly OfficialDraw[],
): TicketSummary {
  const bets = betsOf(product, picks);
  const ok = bets > 0 && Number.isSafeInteger(points) && points >= 1;
  const perSource = draws.map((d): SourceStake => {
    const price = priceOn(menu, d);
    return {
      source: d.source,
      sourceName: d.sourceName,
      stake: ok && price !== null ? officialStakeMinor(bets, points, price) : null,
    };
  });
  const total =
    ok && perSource.length > 0 && perSource.every((s) => s.stake !== null)
      ? perSource.reduce((sum, s) => sum + s.stake!, 0n)
      : null;
  return { bets, perSource, total, tooMany: bets > MAX_OFFICIAL_BETS };
}
