import type { ResultSourceAnswer, resultSourceBody } from '@playhouse/contract/lottery';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { appendAudit, type MerchantOperator } from '../../operator/index.js';
import { officialGameByCode, type OfficialGame } from './games.repository.js';

/**
 * Where an official game's results come from (official_result_sources), set by the merchant's
 * results operators: the labelled demo simulator, a JSON feed the operator points the game at
 * (sources/feed.source.ts), or manual entry only (no row: four-eyes entry). Fast games draw their
 * own and take none. Audited.
 */
async function officialGameOf(db: Db, merchantId: string, code: string): Promise<OfficialGame> {
  const game = await officialGameByCode(db, merchantId, code);
  if (!game) throw new AppError('not_found');
  if (game.cadenceSeconds !== null) throw new AppError('lottery_result_not_due');
  return game;
}

async function read(db: Db, game: OfficialGame): Promise<ResultSourceAnswer> {
  const r = await db
    .selectFrom('official_result_sources')
    .select(['kind', 'url', 'delay_seconds'])
    .where('game_id', '=', game.id)
    .executeTakeFirst();
  return { gameCode: game.code, kind: r?.kind ?? 'manual', url: r?.url ?? null, delaySeconds: r?.delay_seconds ?? 0 };
}

export async function resultSourceOf(db: Db, merchantId: string, gameCode: string): Promise<ResultSourceAnswer> {
  return read(db, await officialGameOf(db, merchantId, gameCode));
}

export async function setResultSource(
  db: Db,
  op: MerchantOperator,
  gameCode: string,
  body: z.output<typeof resultSourceBody>,
): Promise<ResultSourceAnswer> {
  const game = await officialGameOf(db, op.merchantId, gameCode);
  return db.transaction().execute(async (trx) => {
    const before = await read(trx, game);
    const row = { kind: body.kind, url: body.url, delay_seconds: body.delaySeconds, enabled: true };
    await trx
      .insertInto('official_result_sources')
      .values({ game_id: game.id, ...row })
      .onConflict((oc) => oc.column('game_id').doUpdateSet(row))
      .execute();
    const after = await read(trx, game);
    await appendAudit(trx, op, {
      action: 'lottery.result_source.set',
      targetType: 'official_game',
      targetId: game.code,
      before,
      after,
    });
    return after;
  });
}
