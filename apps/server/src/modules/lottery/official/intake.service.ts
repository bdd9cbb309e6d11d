import {
  checkOfficialResult,
  resultKindOf,
  type OfficialResult,
  type ResultKind,
  type ResultOrigin,
} from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { appendAudit, approverOf, personOf, type MerchantOperator } from '../../operator/index.js';
import { drawOf, lockDraw, setResult, type DrawRow } from './draws.repository.js';
import { officialGameByCode, officialGameById, type OfficialGame } from './games.repository.js';
import * as results from './results.repository.js';

/**
 * Result intake. A draw's result comes from exactly one of:
 *  - the verifiable draw (fast games): published by the drawer, never entered;
 *  - platform feeds (feed-intake.ts): two feeds answering alike publish version 1; a feed's
 *    answer nothing confirms waits as an entry (origin feed) for a person's approval;
 *  - the labelled demo simulator (demo deployments only): its first result is version 1 at once;
 *  - an operator's entry, which counts only once a different person approves it (four eyes).
 *    An entry for a draw that has a result is a correction: it needs a reason and a different
 *    result, and on approval becomes the next version; settlement then re-settles the draw.
 * Approving is a person's act (the operator module's approverOf): a machine key never approves.
 * A result whose shape does not fit the draw's lottery is refused with every problem listed.
 */

/** Recorded by the person behind the call (a key stands for the user who made it): four eyes are two people. */
const actorOf = async (db: Db, op: MerchantOperator): Promise<results.Actor> => ({ ref: await personOf(db, op), name: op.name });

export function kindOfDraw(game: OfficialGame, source: string): ResultKind {
  const kind = resultKindOf(game.lottery, source);
  if (!kind) throw new Error(`official draw of ${game.code} with source ${source}`);
  return kind;
}

/** Tiers compared in their shape's order (jsonb does not keep key order). */
export const sameResult = (a: OfficialResult, b: OfficialResult) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([k, v]) => JSON.stringify(v) === JSON.stringify(b[k]));

export interface EntryInput {
  gameCode: string;
  drawNo: string;
  source: string;
  result: unknown;
  reason?: string | undefined;
}

/** An operator enters a result or a correction; it waits for a second operator. */
export async function enterResult(db: Db, op: MerchantOperator, input: EntryInput, nowMs: number) {
  const game = await officialGameByCode(db, op.merchantId, input.gameCode);
  if (!game) throw new AppError('not_found');
  const draw = await drawOf(db, game.id, input.drawNo, input.source);
  if (!draw) throw new AppError('not_found');
  if (game.cadenceSeconds !== null || draw.status === 'void' || draw.draw_at.getTime() > nowMs) {
    throw new AppError('lottery_result_not_due');
  }
  const checked = checkOfficialResult(kindOfDraw(game, draw.source), input.result);
  if (!checked.ok) throw new AppError('lottery_result_shape', { problems: checked.problems });
  if (draw.status === 'resulted' && (!input.reason || sameResult(draw.result!, checked.value))) {
    throw new AppError('lottery_result_unchanged');
  }
  return db.transaction().execute(async (trx) => {
    const resultId = await results.insertEntry(trx, {
      merchantId: op.merchantId,
      drawId: draw.id,
      result: checked.value,
      origin: 'manual',
      reason: input.reason ?? null,
      enteredBy: await actorOf(trx, op),
    });
    await appendAudit(trx, op, {
      action: draw.status === 'resulted' ? 'lottery.result.correct' : 'lottery.result.enter',
      targetType: 'official_result',
      targetId: resultId,
      after: {
        gameCode: game.code,
        drawNo: draw.draw_no,
        source: draw.source,
        result: checked.value,
        reason: input.reason ?? null,
      },
    });
    return { resultId, status: 'pending' as const };
  });
}

/**
 * A person approves an entry: it becomes the draw's next result version. Not who entered it (a
 * feed's entry has nobody behind it: any person may), and never a machine key.
 */
export async function approveResult(db: Db, op: MerchantOperator, resultId: string, nowMs: number) {
  const me: results.Actor = { ref: await approverOf(db, op), name: op.name };
  if (!/^\d{1,18}$/.test(resultId)) throw new AppError('not_found');
  return db.transaction().execute(async (trx) => {
    const entry = await results.lockEntry(trx, op.merchantId, resultId);
    if (!entry) throw new AppError('not_found');
    if (entry.status !== 'pending') throw new AppError('lottery_result_not_pending');
    if (entry.entered_by === me.ref) throw new AppError('lottery_four_eyes');
    const draw = (await lockDraw(trx, entry.draw_id))!;
    if (draw.status === 'void') throw new AppError('lottery_result_not_due');
    if (draw.status === 'resulted' && sameResult(draw.result!, entry.result)) throw new AppError('lottery_result_unchanged');
    const version = draw.result_version + 1;
    await results.approveEntry(trx, entry, version, me, new Date(nowMs));
    await setResult(trx, draw.id, entry.result, version, new Date(nowMs));
    await appendAudit(trx, op, {
      action: 'lottery.result.approve',
      targetType: 'official_result',
      targetId: resultId,
      before: draw.result ? { version: draw.result_version, result: draw.result } : null,
      after: { version, result: entry.result, origin: entry.origin },
    });
    return { resultId, version };
  });
}

/**
 * The demo simulator's result: the first result of an open draw, published as version 1 at once.
 * Anything else (a draw resulted or voided meanwhile, by another instance too) is left alone:
 * corrections go through four eyes. Answers whether it published.
 */
export async function publishAutomatic(
  db: Db,
  drawId: string,
  result: OfficialResult,
  origin: 'simulator',
  nowMs: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const draw = await lockDraw(trx, drawId);
    if (!draw || draw.status !== 'open') return false;
    await publishLocked(trx, draw, result, origin, nowMs);
    return true;
  });
}

/** Publishes the first result of an open draw the caller has locked, as version 1 (`by`: the feeds that agreed). */
export async function publishLocked(
  trx: Db,
  draw: DrawRow,
  result: OfficialResult,
  origin: Exclude<ResultOrigin, 'manual'>,
  nowMs: number,
  by?: string,
): Promise<void> {
  const game = (await officialGameById(trx, draw.game_id))!;
  const checked = checkOfficialResult(kindOfDraw(game, draw.source), result);
  if (!checked.ok) throw new Error(`${origin} result of draw ${draw.id} refused: ${checked.problems.join('; ')}`);
  const id = await results.insertEntry(trx, {
    merchantId: draw.merchant_id,
    drawId: draw.id,
    result: checked.value,
    origin,
    reason: null,
    enteredBy: null,
    ...(by ? { enteredName: by } : {}),
  });
  const entry = { id, draw_id: draw.id };
  const at = new Date(nowMs);
  await results.approveEntry(trx, entry, 1, null, at);
  await setResult(trx, draw.id, checked.value, 1, at);
}
