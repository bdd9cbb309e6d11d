import { sql } from 'kysely';
import { PERIOD_OF_CODE } from '@playhouse/contract';
import type { ContractKind } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import { localDaySql, periodStartSql } from '../../lib/calendar-sql.js';
import type { AgentBillTable } from '../../db/schema.contracts.js';

/** Queries of agent_bills and agent_rebate_differences (one per function, no rules). */

export type BillStatusCode = AgentBillTable['status'];
export interface BillRow {
  id: string;
  merchant_id: string;
  kind: ContractKind;
  game_type: string;
  period_start: Date;
  period_end: Date;
  agent_id: string;
  contract_id: string;
  payer_id: string | null;
  figures: unknown;
  entitlement: string;
  downline_total: string;
  amount: string;
  paid: string;
  status: BillStatusCode;
  created_at: Date;
}

export interface BillFilter {
  agentId: string;
  kind: ContractKind;
  gameType?: string | undefined;
  status?: BillStatusCode | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function pageOfBills(db: Db, merchantId: string, f: BillFilter, page: { limit: number; offset: number }) {
  let q = db
    .selectFrom('agent_bills')
    .where('merchant_id', '=', merchantId)
    .where('agent_id', '=', f.agentId)
    .where('kind', '=', f.kind);
  if (f.gameType) q = q.where('game_type', '=', f.gameType);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.from) q = q.where('period_start', '>=', f.from);
  if (f.to) q = q.where('period_start', '<', f.to);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('period_start', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as BillRow[], total: Number(count.n) };
}

export async function billOf(
  db: Db,
  merchantId: string,
  key: { kind: ContractKind; gameType: string; periodStart: Date; agentId: string },
) {
  return (await db
    .selectFrom('agent_bills')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', key.kind)
    .where('game_type', '=', key.gameType)
    .where('period_start', '=', key.periodStart)
    .where('agent_id', '=', key.agentId)
    .executeTakeFirst()) as BillRow | undefined;
}

export interface NewBill {
  merchantId: string;
  kind: ContractKind;
  gameType: string;
  periodStart: Date;
  periodEnd: Date;
  agentId: string;
  contractId: string;
  payerId: string | null;
  figures: unknown;
  entitlement: bigint;
  downlineTotal: bigint;
  status: BillStatusCode;
}

/** Inserts the bill once; a rerun finds the first one (ON CONFLICT DO NOTHING) and answers it. */
export async function insertBill(db: Db, b: NewBill): Promise<BillRow> {
  await db
    .insertInto('agent_bills')
    .values({
      merchant_id: b.merchantId,
      kind: b.kind,
      game_type: b.gameType,
      period_start: b.periodStart,
      period_end: b.periodEnd,
      agent_id: b.agentId,
      contract_id: b.contractId,
      payer_id: b.payerId,
      figures: JSON.stringify(b.figures),
      entitlement: b.entitlement,
      downline_total: b.downlineTotal,
      amount: b.entitlement,
      status: b.status,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'game_type', 'period_start', 'agent_id']).doNothing())
    .execute();
  return (await billOf(db, b.merchantId, b))!;
}

export async function setBillPaid(db: Db, id: string, paid: bigint, status: BillStatusCode): Promise<void> {
  await db
    .updateTable('agent_bills')
    .set({ paid, status, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Bills of a kind still owed something, oldest first (settled by the next run of the kind). */
export async function owedBills(db: Db, merchantId: string, kind: ContractKind) {
  return (await db
    .selectFrom('agent_bills')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('status', 'in', ['partial', 'insufficient'])
    .orderBy('period_start')
    .orderBy('id')
    .execute()) as BillRow[];
}

/** Period start (yyyy-MM-dd in the zone) of a timestamp column for D/W/H/M (the one calendar). */
export const periodKey = (period: 'D' | 'W' | 'H' | 'M', column: string, timeZone: string) =>
  sql<string>`${periodStartSql(PERIOD_OF_CODE[period], localDaySql(sql.ref(column), timeZone))}::text`;

/** What an agent was paid by bills per period key and kind, in [from, to). */
export async function paidByPeriod(
  db: Db,
  merchantId: string,
  agentId: string,
  period: 'D' | 'W' | 'H' | 'M',
  timeZone: string,
  from: Date,
  to: Date,
) {
  const key = periodKey(period, 'period_start', timeZone);
  return db
    .selectFrom('agent_bills')
    .select([key.as('period'), 'kind', sql<string>`sum(paid)::text`.as('paid')])
    .where('merchant_id', '=', merchantId)
    .where('agent_id', '=', agentId)
    .where('period_start', '>=', from)
    .where('period_start', '<', to)
    .groupBy([sql`1`, 'kind'])
    .execute();
}

/** Rebate differences an agent earned per period key, in [from, to). */
export async function rebateByPeriod(
  db: Db,
  merchantId: string,
  agentId: string,
  period: 'D' | 'W' | 'H' | 'M',
  timeZone: string,
  from: Date,
  to: Date,
) {
  const key = periodKey(period, 'created_at', timeZone);
  return db
    .selectFrom('agent_rebate_differences')
    .select([key.as('period'), sql<string>`sum(amount)::text`.as('amount')])
    .where('merchant_id', '=', merchantId)
    .where('agent_id', '=', agentId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(sql`1`)
    .execute();
}

/** The bill, locked for its payment. */
export async function lockBill(db: Db, id: string) {
  return (await db.selectFrom('agent_bills').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) as
    BillRow | undefined;
}
