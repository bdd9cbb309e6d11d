import { sql } from 'kysely';
import type { ContractKind } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import type { AgentContractTable } from '../../db/schema.contracts.js';

/** Queries of agent_contracts (one per function, no rules). Names come from a plain join on members. */

export type ContractStatusCode = AgentContractTable['status'];
export interface ContractRow {
  id: string;
  merchant_id: string;
  kind: ContractKind;
  game_type: string;
  upline_id: string | null;
  downline_id: string;
  status: ContractStatusCode;
  terms: unknown;
  period: 'D' | 'W' | 'H' | 'M' | null;
  offered_at: Date;
  decided_at: Date | null;
  termination_by: 'upline' | 'downline' | 'operator' | 'cascade' | null;
  ended_at: Date | null;
  upline_name: string | null;
  downline_name: string;
}

const withNames = (db: Db) =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .select([
      'c.id',
      'c.merchant_id',
      'c.kind',
      'c.game_type',
      'c.upline_id',
      'c.downline_id',
      'c.status',
      'c.terms',
      'c.period',
      'c.offered_at',
      'c.decided_at',
      'c.termination_by',
      'c.ended_at',
      sql<string | null>`coalesce(nullif(u.nickname, ''), u.username)`.as('upline_name'),
      sql<string>`coalesce(nullif(d.nickname, ''), d.username)`.as('downline_name'),
    ]);

export async function contractById(db: Db, merchantId: string, id: string, lock = false): Promise<ContractRow | undefined> {
  if (lock) await db.selectFrom('agent_contracts').select('id').where('id', '=', id).forUpdate().execute();
  return (await withNames(db).where('c.merchant_id', '=', merchantId).where('c.id', '=', id).executeTakeFirst()) as
    ContractRow | undefined;
}

export interface ContractFilter {
  uplineId?: string | null | undefined;
  downlineId?: string | undefined;
  /** Either side (operator: every contract an agent is party to). */
  partyId?: string | undefined;
  kind?: ContractKind | undefined;
  gameType?: string | undefined;
  statuses?: ContractStatusCode[] | undefined;
}

export async function listContracts(
  db: Db,
  merchantId: string,
  f: ContractFilter,
  page?: { limit: number; offset: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  let q = withNames(db).where('c.merchant_id', '=', merchantId);
  if (f.uplineId !== undefined)
    q = f.uplineId === null ? q.where('c.upline_id', 'is', null) : q.where('c.upline_id', '=', f.uplineId);
  if (f.downlineId) q = q.where('c.downline_id', '=', f.downlineId);
  if (f.partyId) {
    const p = f.partyId;
    q = q.where((eb) => eb.or([eb('c.upline_id', '=', p), eb('c.downline_id', '=', p)]));
  }
  if (f.kind) q = q.where('c.kind', '=', f.kind);
  if (f.gameType) q = q.where('c.game_type', '=', f.gameType);
  if (f.statuses?.length) q = q.where('c.status', 'in', f.statuses);
  const count = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  let rows = q.orderBy('c.id', 'desc');
  if (page) rows = rows.limit(page.limit).offset(page.offset);
  return { rows: (await rows.execute()) as ContractRow[], total: Number(count.n) };
}

export interface NewContract {
  merchantId: string;
  kind: ContractKind;
  gameType: string;
  uplineId: string | null;
  downlineId: string;
  status: 'P' | 'E';
  terms: unknown;
  period: 'D' | 'W' | 'H' | 'M' | null;
}

export async function insertContract(db: Db, c: NewContract): Promise<string> {
  const r = await db
    .insertInto('agent_contracts')
    .values({
      merchant_id: c.merchantId,
      kind: c.kind,
      game_type: c.gameType,
      upline_id: c.uplineId,
      downline_id: c.downlineId,
      status: c.status,
      terms: JSON.stringify(c.terms),
      period: c.period,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function setContractStatus(
  db: Db,
  ids: string[],
  status: ContractStatusCode,
  extra: { decided?: boolean; ended?: boolean; terminationBy?: ContractRow['termination_by'] } = {},
): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('agent_contracts')
    .set({
      status,
      ...(extra.decided ? { decided_at: sql<Date>`now()` } : {}),
      ...(extra.ended ? { ended_at: sql<Date>`now()` } : {}),
      ...(extra.terminationBy !== undefined ? { termination_by: extra.terminationBy } : {}),
    })
    .where('id', 'in', ids)
    .execute();
}

/** Members of the merchant by id: type and direct upline (for offer rights and the direct-downline check). */
export async function memberOf(db: Db, merchantId: string, id: string) {
  return db
    .selectFrom('members')
    .select(['id', 'type', 'upline_id', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
