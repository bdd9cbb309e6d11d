import { sql } from 'kysely';
import type { ResultSourceKind } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';

/** official_result_sources (the source in force) and official_result_source_changes (proposals). */

export interface SourceSetting {
  kind: ResultSourceKind;
  feeds: string[];
  delaySeconds: number;
}

export interface SourceChangeRow {
  id: string;
  game_id: string;
  kind: ResultSourceKind;
  feeds: string[];
  delay_seconds: number;
  status: 'pending' | 'applied' | 'superseded';
  proposed_by: string;
  proposed_name: string;
  proposed_at: Date;
}

const CHANGE = [
  'id',
  'game_id',
  'kind',
  'feeds',
  'delay_seconds',
  'status',
  'proposed_by',
  'proposed_name',
  'proposed_at',
] as const;

/** The source in force (no row: manual entry only). */
export async function sourceOf(db: Db, gameId: string): Promise<SourceSetting> {
  const r = await db
    .selectFrom('official_result_sources')
    .select(['kind', 'feeds', 'delay_seconds'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return { kind: r?.kind ?? 'manual', feeds: r?.feeds ?? [], delaySeconds: r?.delay_seconds ?? 0 };
}

export async function setSource(trx: Db, gameId: string, s: SourceSetting): Promise<void> {
  const row = { kind: s.kind, feeds: s.feeds, delay_seconds: s.delaySeconds, enabled: true };
  await trx
    .insertInto('official_result_sources')
    .values({ game_id: gameId, ...row })
    .onConflict((oc) => oc.column('game_id').doUpdateSet(row))
    .execute();
}

/** Serializes source changes of one game (proposals and approvals take it first). */
export async function lockGame(trx: Db, gameId: string): Promise<void> {
  await sql`SELECT id FROM official_games WHERE id = ${gameId} FOR UPDATE`.execute(trx);
}

export async function pendingChangeOf(db: Db, gameId: string): Promise<SourceChangeRow | undefined> {
  return db
    .selectFrom('official_result_source_changes')
    .select(CHANGE)
    .where('game_id', '=', gameId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The game a merchant's change is about (read before locking, so locks go game first). */
export async function gameOfChange(db: Db, merchantId: string, id: string): Promise<string | undefined> {
  const r = await db
    .selectFrom('official_result_source_changes')
    .select('game_id')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return r?.game_id;
}

export async function lockChange(trx: Db, merchantId: string, id: string): Promise<SourceChangeRow | undefined> {
  return trx
    .selectFrom('official_result_source_changes')
    .select(CHANGE)
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

/** The game's waiting proposal, if any, is superseded; answers its id. */
export async function supersedePending(trx: Db, gameId: string): Promise<string | null> {
  const r = await trx
    .updateTable('official_result_source_changes')
    .set({ status: 'superseded' })
    .where('game_id', '=', gameId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return r?.id ?? null;
}

export async function insertChange(
  trx: Db,
  c: SourceSetting & { merchantId: string; gameId: string; proposedBy: string; proposedName: string; at: Date },
): Promise<SourceChangeRow> {
  return trx
    .insertInto('official_result_source_changes')
    .values({
      merchant_id: c.merchantId,
      game_id: c.gameId,
      kind: c.kind,
      feeds: c.feeds,
      delay_seconds: c.delaySeconds,
      proposed_by: c.proposedBy,
      proposed_name: c.proposedName,
      proposed_at: c.at,
    })
    .returning(CHANGE)
    .executeTakeFirstOrThrow();
}

export async function markApplied(trx: Db, id: string, by: { ref: string; name: string }, at: Date): Promise<void> {
  await trx
    .updateTable('official_result_source_changes')
    .set({ status: 'applied', approved_by: by.ref, approved_name: by.name, approved_at: at })
    .where('id', '=', id)
    .execute();
}
