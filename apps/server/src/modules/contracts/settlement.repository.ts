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
 * The latest end of the merchant's bills of the kind (dividends: of contracts of the period type)
 * that end after `after` and start before `before`, leaving out those starting at `except` (a
 * period's own); null if none.
 */
export async function lastBilledEnd(
  db: Db,
  merchantId: string,
  q: { kind: ContractKind; period?: 'D' | 'W' | 'H' | 'M' | undefined; after: Date; before: Date; except: Date },
): Promise<Date | null> {
  let b = db
    .selectFrom('agent_bills as b')
    .select(sql<Date | null>`max(b.period_end)`.as('end'))
    .where('b.merchant_id', '=', merchantId)
    .where('b.kind', '=', q.kind)
    .where('b.period_end', '>', q.after)
    .where('b.period_start', '<', q.before)
    .where('b.period_start', '<>', q.except);
  if (q.period) b = b.innerJoin('agent_contracts as c', 'c.id', 'b.contract_id').where('c.period', '=', q.period);
  return (await b.executeTakeFirst())?.end ?? null;
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
