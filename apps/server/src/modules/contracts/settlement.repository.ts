import { sql } from 'kysely';
import type { ContractKind } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';

/** Reads of the settlement runs (one query per function). */

export interface InForceRow {
  id: string;
  kind: ContractKind;
  game_type: string;
  upline_id: string | null;
  downline_id: string;
  terms: unknown;
  period: 'D' | 'W' | 'H' | 'M' | null;
}

/** The contracts in force (A, or V until confirmed) of a kind in a merchant. */
export async function contractsInForce(db: Db, merchantId: string, kind: ContractKind, period?: 'D' | 'W' | 'H' | 'M') {
  // A contract whose upline is no longer the downline's upline (the member was moved) is not billed.
  let q = db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .select(['c.id', 'c.kind', 'c.game_type', 'c.upline_id', 'c.downline_id', 'c.terms', 'c.period'])
    .where('c.merchant_id', '=', merchantId)
    .where('c.kind', '=', kind)
    .where('c.status', 'in', ['A', 'V'])
    .where((eb) => eb.or([eb('c.upline_id', 'is', null), eb('c.upline_id', '=', eb.ref('d.upline_id'))]));
  if (period) q = q.where('c.period', '=', period);
  return (await q.orderBy('c.id').execute()) as InForceRow[];
}

/** Merchants with a contract of the kind in force (the jobs' work list). */
export async function merchantsWithContracts(db: Db, kind: ContractKind): Promise<string[]> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select('merchant_id')
    .distinct()
    .where('kind', '=', kind)
    .where('status', 'in', ['A', 'V'])
    .execute();
  return rows.map((r) => r.merchant_id);
}

/**
 * The last closed period of a kind in the zone at `now`: D the local day before, W the week
 * (Monday) before, M the month before, H the half-month before (1st–15th, 16th–end).
 */
export async function lastClosedPeriod(db: Db, period: 'D' | 'W' | 'H' | 'M', timeZone: string, now: Date) {
  const local = sql`(${now}::timestamptz AT TIME ZONE ${timeZone})`;
  const bounds =
    period === 'D'
      ? sql`date_trunc('day', ${local}) - interval '1 day', date_trunc('day', ${local})`
      : period === 'W'
        ? sql`date_trunc('week', ${local}) - interval '7 days', date_trunc('week', ${local})`
        : period === 'M'
          ? sql`date_trunc('month', ${local}) - interval '1 month', date_trunc('month', ${local})`
          : sql`CASE WHEN extract(day FROM ${local}) >= 16 THEN date_trunc('month', ${local})
                     ELSE date_trunc('month', ${local}) - interval '1 month' + interval '15 days' END,
                CASE WHEN extract(day FROM ${local}) >= 16 THEN date_trunc('month', ${local}) + interval '15 days'
                     ELSE date_trunc('month', ${local}) END`;
  const r = await sql<{ start: Date; end: Date }>`
    SELECT (b.s AT TIME ZONE ${timeZone}) AS start, (b.e AT TIME ZONE ${timeZone}) AS "end"
      FROM (SELECT ${bounds}) AS b(s, e)`.execute(db);
  return r.rows[0]!;
}

/**
 * Real-time salary of a team in [from, to): per bet settled in the window by a member of the
 * agent's team (itself included) of the game type (CONS: every type), floor(stake × rate / 10000)
 * with the profit rate when the bet won (win > stake), the loss rate otherwise; bets below the
 * minimum single bet earn nothing. Also answers the stake counted.
 */
export async function realtimeTeamSalary(
  db: Db,
  q: {
    merchantId: string;
    agentId: string;
    from: Date;
    to: Date;
    gameType: string;
    profitRate: number;
    lossRate: number;
    minimum: bigint;
  },
) {
  const r = await sql<{ bets: string; stake: string; salary: string }>`
    SELECT count(*)::text AS bets, coalesce(sum(b.stake), 0)::text AS stake,
           coalesce(sum((b.stake * CASE WHEN b.win > b.stake THEN ${q.profitRate}::bigint ELSE ${q.lossRate}::bigint END) / 10000), 0)::text AS salary
      FROM member_tree t
      JOIN bets b ON b.member_id = t.member_id
     WHERE t.ancestor_id = ${q.agentId} AND t.merchant_id = ${q.merchantId}
       AND b.status = 'settled' AND b.settled_at >= ${q.from} AND b.settled_at < ${q.to}
       AND b.stake >= ${q.minimum} AND b.stake > 0
       AND (${q.gameType} = 'CONS' OR b.game_type = ${q.gameType})`.execute(db);
  const row = r.rows[0]!;
  return { bets: Number(row.bets), stake: BigInt(row.stake), salary: BigInt(row.salary) };
}
