import { sql } from 'kysely';
import type { OpsBetQuery } from '@playhouse/contract';
import type { Db } from '../../db/database.js';

/** The console's bets: every vendor's and the lottery's rows of a merchant, and the dashboard's figures of them. */

type BetFilter = Omit<OpsBetQuery, 'limit'> & { limit: number };

/** The bets a filter names, before paging (the page and the list's count share it). */
const betsFiltered = (db: Db, merchantId: string, f: Omit<BetFilter, 'cursor' | 'limit'>) =>
  db
    .selectFrom('bets as b')
    .innerJoin('members as m', (j) => j.onRef('m.id', '=', 'b.member_id').onRef('m.merchant_id', '=', 'b.merchant_id'))
    .where('b.merchant_id', '=', merchantId)
    .$if(f.memberId !== undefined, (q) => q.where('b.member_id', '=', f.memberId!))
    .$if(f.vendor !== undefined, (q) => q.where('b.vendor_code', '=', f.vendor!))
    .$if(f.status !== undefined, (q) => q.where('b.status', '=', f.status!))
    .$if(f.since !== undefined, (q) => q.where('b.placed_at', '>=', new Date(f.since!)))
    .$if(f.settledSince !== undefined, (q) =>
      q.where('b.status', '=', 'settled').where('b.settled_at', '>=', new Date(f.settledSince!)),
    );

/** What the console counts of the bet list (lib/row-count.ts). */
export const betCountQuery = (db: Db, merchantId: string, f: Omit<BetFilter, 'cursor' | 'limit'>) =>
  betsFiltered(db, merchantId, f).select('b.id').compile();

/** Newest recorded first (keyset on id), one page and one row more to tell whether more follow. */
export const betPage = (db: Db, merchantId: string, f: BetFilter) =>
  betsFiltered(db, merchantId, f)
    .select([
      'b.id',
      'b.member_id',
      'm.username',
      'b.vendor_code',
      'b.game_code',
      'b.game_type',
      'b.round_id',
      'b.source',
      'b.stake',
      'b.valid_bet',
      'b.win',
      'b.status',
      'b.placed_at',
      'b.settled_at',
    ])
    .$if(f.cursor !== undefined, (q) => q.where('b.id', f.sort === 'oldest' ? '>' : '<', f.cursor!))
    .orderBy('b.id', f.sort === 'oldest' ? 'asc' : 'desc')
    .limit(f.limit + 1)
    .execute();

export type BetListRow = Awaited<ReturnType<typeof betPage>>[number];

/** How far back the bets-per-minute count looks among the newest rows: its cost is bounded, exact below this rate. */
const PER_MINUTE_SCAN = 50_000;

/**
 * Bets placed in the last minute, and the stakes and wins of the bets settled since `since`
 * (gross gaming revenue is their difference), each from its own index.
 */
export async function betFigures(db: Db, merchantId: string, since: Date) {
  const r = await sql<{ per_minute: string; stakes: string; wins: string }>`
    SELECT (SELECT count(*) FROM (SELECT placed_at FROM bets WHERE merchant_id = ${merchantId} ORDER BY id DESC LIMIT ${PER_MINUTE_SCAN}) b
             WHERE b.placed_at > now() - interval '1 minute') AS per_minute,
           coalesce(sum(stake), 0) AS stakes,
           coalesce(sum(win), 0) AS wins
      FROM bets
     WHERE merchant_id = ${merchantId} AND status = 'settled' AND settled_at >= ${since}`.execute(db);
  const c = r.rows[0]!;
  return { perMinute: Number(c.per_minute), stakes: BigInt(c.stakes), wins: BigInt(c.wins) };
}
