import type { Db } from '../../../db/database.js';
import { calendarDraws, vnCalendarOf } from './calendars.js';
import { insertDraws } from './draws.repository.js';
import { officialGamesOf } from './games.repository.js';
import { kindOfDraw, publishAutomatic } from './intake.service.js';
import { SimulatorSource } from './sources/simulator.source.js';

/**
 * The demo's past: the official draws of the last `days` days of every game whose results come
 * from the simulator, with simulated results (labelled as such), so the results boards and the
 * number openings show real content from the first start. Idempotent: a draw with a result keeps it.
 */
export async function backfillSimulatedResults(db: Db, merchantId: string, nowMs: number, days: number): Promise<number> {
  const simulated = new Set(
    (
      await db
        .selectFrom('official_result_sources as s')
        .innerJoin('official_games as g', 'g.id', 's.game_id')
        .select('s.game_id')
        .where('g.merchant_id', '=', merchantId)
        .where('s.kind', '=', 'simulator')
        .execute()
    ).map((r) => r.game_id),
  );
  const simulator = new SimulatorSource();
  let published = 0;
  for (const game of await officialGamesOf(db, merchantId)) {
    if (!simulated.has(game.id)) continue;
    const cal = await vnCalendarOf(db, merchantId);
    const past = calendarDraws(game, cal, nowMs - days * 86_400_000, nowMs);
    await insertDraws(
      db,
      past.map((d) => ({
        merchantId,
        gameId: game.id,
        drawNo: d.drawNo,
        source: d.source,
        closeAt: new Date(d.drawAt - game.closeSeconds * 1000),
        drawAt: new Date(d.drawAt),
      })),
    );
    for (const d of past) {
      const row = await db
        .selectFrom('official_draws')
        .select(['id', 'status'])
        .where('game_id', '=', game.id)
        .where('draw_no', '=', d.drawNo)
        .where('source', '=', d.source)
        .executeTakeFirstOrThrow();
      if (row.status !== 'open') continue;
      const result = await simulator.fetch({
        gameCode: game.code,
        kind: kindOfDraw(game, d.source),
        drawNo: d.drawNo,
        source: d.source,
      });
      if (await publishAutomatic(db, row.id, result, 'simulator', d.drawAt + 60_000)) published++;
    }
  }
  return published;
}
