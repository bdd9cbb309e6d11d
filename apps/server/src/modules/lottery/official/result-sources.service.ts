import type { OfficialLottery, ResultSourceAnswer, ResultSourceChange, resultSourceBody } from '@playhouse/contract/lottery';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { appendAudit, approverOf, personOf, type MerchantOperator } from '../../operator/index.js';
import { feedOf, feedsServing, type FeedCatalog } from './feeds.js';
import { officialGameByCode, officialGameById, type OfficialGame } from './games.repository.js';
import * as repo from './result-sources.repository.js';

/**
 * Where an official game's results come from (fast games draw their own): the labelled demo
 * simulator (demo deployments only), platform feeds picked by id (the deployment's
 * LOTTERY_RESULT_FEEDS: nobody but the platform names a URL), or manual entry only (no row).
 * A source decides what settles money, so it changes under four eyes: one person proposes
 * (an operator or a key, audited), a different person approves (approverOf: never a key; audited),
 * and only then it applies. Both steps check the proposal against the deployment as it is then.
 */

type Proposal = z.output<typeof resultSourceBody>;

async function officialGameOf(db: Db, merchantId: string, code: string): Promise<OfficialGame> {
  const game = await officialGameByCode(db, merchantId, code);
  if (!game) throw new AppError('not_found');
  if (game.cadenceSeconds !== null) throw new AppError('lottery_result_not_due');
  return game;
}

const feedsNamed = (catalog: FeedCatalog, lottery: OfficialLottery, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: feedOf(catalog, lottery, id)?.name ?? null }));

/** What the deployment allows: the simulator only in a demo, feeds only from its list for this lottery. */
function checkAllowed(catalog: FeedCatalog, game: OfficialGame, s: repo.SourceSetting): void {
  if (s.kind === 'simulator' && !catalog.demo) throw new AppError('lottery_simulator_demo_only');
  const unknown = s.feeds.filter((id) => !feedOf(catalog, game.lottery, id));
  if (unknown.length) throw new AppError('lottery_feed_unknown', { feeds: unknown });
}

function changeOf(catalog: FeedCatalog, game: OfficialGame, c: repo.SourceChangeRow): ResultSourceChange {
  return {
    changeId: c.id,
    gameCode: game.code,
    kind: c.kind,
    feeds: feedsNamed(catalog, game.lottery, c.feeds),
    delaySeconds: c.delay_seconds,
    status: c.status,
    proposedBy: c.proposed_name,
    proposedAt: c.proposed_at.toISOString(),
  };
}

async function read(db: Db, catalog: FeedCatalog, game: OfficialGame): Promise<ResultSourceAnswer> {
  const s = await repo.sourceOf(db, game.id);
  const pending = await repo.pendingChangeOf(db, game.id);
  return {
    gameCode: game.code,
    kind: s.kind,
    feeds: feedsNamed(catalog, game.lottery, s.feeds),
    delaySeconds: s.delaySeconds,
    pending: pending ? changeOf(catalog, game, pending) : null,
  };
}

const sameSetting = (a: repo.SourceSetting, b: repo.SourceSetting) =>
  a.kind === b.kind && a.delaySeconds === b.delaySeconds && a.feeds.join() === b.feeds.join();

export async function resultSourceOf(db: Db, catalog: FeedCatalog, merchantId: string, gameCode: string) {
  return read(db, catalog, await officialGameOf(db, merchantId, gameCode));
}

/** The platform's feeds a game may pick (its lottery's), for the operator console's list. */
export async function feedsForGame(db: Db, catalog: FeedCatalog, merchantId: string, gameCode: string) {
  const game = await officialGameOf(db, merchantId, gameCode);
  return feedsServing(catalog, game.lottery).map((f) => ({ id: f.id, name: f.name }));
}

/** Proposes a source; it waits for a different person's approval. A waiting proposal of the game is superseded. */
export async function proposeResultSource(
  db: Db,
  catalog: FeedCatalog,
  op: MerchantOperator,
  gameCode: string,
  body: Proposal,
  nowMs: number,
): Promise<ResultSourceChange> {
  const game = await officialGameOf(db, op.merchantId, gameCode);
  const proposal: repo.SourceSetting = { kind: body.kind, feeds: body.feeds, delaySeconds: body.delaySeconds };
  checkAllowed(catalog, game, proposal);
  const proposedBy = await personOf(db, op);
  return db.transaction().execute(async (trx) => {
    await repo.lockGame(trx, game.id);
    const current = await repo.sourceOf(trx, game.id);
    if (sameSetting(current, proposal)) throw new AppError('lottery_source_unchanged');
    const superseded = await repo.supersedePending(trx, game.id);
    const change = await repo.insertChange(trx, {
      ...proposal,
      merchantId: op.merchantId,
      gameId: game.id,
      proposedBy,
      proposedName: op.name,
      at: new Date(nowMs),
    });
    await appendAudit(trx, op, {
      action: 'lottery.result_source.propose',
      targetType: 'official_game',
      targetId: game.code,
      before: current,
      after: { changeId: change.id, ...proposal, supersedes: superseded },
    });
    return changeOf(catalog, game, change);
  });
}

/** A different person approves a proposal: it becomes the game's source. Never a machine key. */
export async function approveResultSource(
  db: Db,
  catalog: FeedCatalog,
  op: MerchantOperator,
  changeId: string,
  nowMs: number,
): Promise<ResultSourceAnswer> {
  const me = { ref: await approverOf(db, op), name: op.name };
  if (!/^\d{1,18}$/.test(changeId)) throw new AppError('not_found');
  const gameId = await repo.gameOfChange(db, op.merchantId, changeId);
  const game = gameId && (await officialGameById(db, gameId));
  if (!game) throw new AppError('not_found');
  return db.transaction().execute(async (trx) => {
    await repo.lockGame(trx, game.id);
    const change = (await repo.lockChange(trx, op.merchantId, changeId))!;
    if (change.status !== 'pending') throw new AppError('lottery_source_change_not_pending');
    if (change.proposed_by === me.ref) throw new AppError('lottery_source_four_eyes');
    const setting: repo.SourceSetting = { kind: change.kind, feeds: change.feeds, delaySeconds: change.delay_seconds };
    // The deployment may have changed since the proposal (demo off, a feed withdrawn).
    checkAllowed(catalog, game, setting);
    const before = await repo.sourceOf(trx, game.id);
    await repo.setSource(trx, game.id, setting);
    await repo.markApplied(trx, change.id, me, new Date(nowMs));
    await appendAudit(trx, op, {
      action: 'lottery.result_source.approve',
      targetType: 'official_game',
      targetId: game.code,
      before,
      after: { changeId: change.id, ...setting, proposedBy: change.proposed_name },
    });
    return read(trx, catalog, game);
  });
}
