import { API } from '@playhouse/contract';
import type { OfficialResult } from '@playhouse/contract/lottery';
import type { Db } from '../../src/db/database.js';
import { accountFor, balanceOf } from '../../src/modules/ledger/index.js';
import { createOperatorKey } from '../../src/modules/operator/index.js';
import {
  insertOfficialDraws,
  insertOfficialGames,
  lockOfficialDraw,
  markOfficialVoid,
  setOfficialResult,
} from '../../src/modules/lottery/index.js';
import { DEMO_OFFICIAL_GAMES } from '../../src/seed/official.seed.js';
import { buildMember, buildMerchant } from '../factories.js';
import { testPlatform, type TestPlatform } from '../harness.js';
import { fund } from './ledger.js';
import { tokenOf } from './lobby.js';

/** The demo's official games (VN_MB, VN_MN, TH_GOV, LA_GOV, SEA_4D …) for a merchant. */
export async function officialGames(db: Db, merchantId: string): Promise<void> {
  await insertOfficialGames(
    db,
    DEMO_OFFICIAL_GAMES.map((g) => ({ ...g, merchantId })),
  );
}

/**
 * A test file's platform with merchant acme, its official games and a risk operator's key, the
 * clock stopped at the real time (so the records' default days hold the bets), and an instant an
 * hour later for sales to close.
 */
export async function officialPlatform() {
  const t = await testPlatform();
  const acme = await buildMerchant(t.db);
  await officialGames(t.db, acme.id);
  const risk = await createOperatorKey(t.db, acme.id, 'risk-acme', 'risk');
  const now = Date.now();
  t.deps.clock = () => now;
  return { t, acme, risk, now, closeAt: now + 3_600_000 };
}

/** Opens one draw per source of a game's draw day (sales close at `closeAt`, the draw at `drawAt`); answers their ids by source. */
export async function openDraws(
  db: Db,
  merchantId: string,
  gameCode: string,
  drawNo: string,
  sources: readonly string[],
  closeAt: number,
  drawAt = closeAt + 900_000,
): Promise<Record<string, string>> {
  const game = await db
    .selectFrom('official_games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow();
  await insertOfficialDraws(
    db,
    sources.map((source) => ({
      merchantId,
      gameId: game.id,
      drawNo,
      source,
      closeAt: new Date(closeAt),
      drawAt: new Date(drawAt),
    })),
  );
  const rows = await db
    .selectFrom('official_draws')
    .select(['id', 'source'])
    .where('game_id', '=', game.id)
    .where('draw_no', '=', drawNo)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.source, r.id]));
}

/** Publishes a result as intake would once approved: the draw's next version (1, then corrections). */
export async function publish(db: Db, drawId: string, result: OfficialResult, at = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const d = (await lockOfficialDraw(trx, drawId))!;
    const version = d.result_version + 1;
    await setOfficialResult(trx, drawId, result, version, new Date(at));
    return version;
  });
}

/** Voids an open draw (no result in time). */
export async function voidDraw(db: Db, drawId: string, at = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await markOfficialVoid(trx, drawId, 'no result within the published wait', new Date(at));
  });
}

/** A real member of `merchant` (code acme unless said) with `amount` minor units and a session. */
export async function officialPlayer(t: TestPlatform, merchantId: string, amount: bigint, merchantCode = 'acme') {
  const m = await buildMember(t.db, merchantId);
  await fund(t.db, merchantId, m.id, amount);
  return { id: m.id, merchantId, token: await tokenOf(t.db, merchantCode, m.id) };
}
export type OfficialPlayer = Awaited<ReturnType<typeof officialPlayer>>;

export interface Ticket {
  gameCode: string;
  drawNo: string;
  sources: string[];
  productId: string;
  content: string;
  points: number;
  bets?: number;
}

export const placeTicket = (t: TestPlatform, p: OfficialPlayer, body: Ticket) =>
  t.call({ method: 'POST', url: API.official.betting, token: p.token, body });

/** A ticket's bets by source: status, win, refund, settled version, unrecovered. */
export async function betsOfOrder(db: Db, orderId: string) {
  const rows = await db
    .selectFrom('official_bets as b')
    .innerJoin('official_draws as d', 'd.id', 'b.draw_id')
    .select(['b.id', 'd.source', 'b.stake', 'b.status', 'b.win', 'b.refund', 'b.settled_version', 'b.unrecovered'])
    .where('b.order_id', '=', orderId)
    .orderBy('b.id')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.source, r]));
}

export async function mainBalance(db: Db, merchantId: string, memberId: string): Promise<bigint> {
  return balanceOf(db, merchantId, (await accountFor(db, merchantId, 'member', memberId)).id);
}
