import { sql } from 'kysely';
import { checkOfficialResult, type ResultKind } from '@playhouse/contract/lottery';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database.js';
import { markVoid } from './draws.repository.js';
import { kindOfDraw, publishAutomatic } from './intake.service.js';
import { officialGameById } from './games.repository.js';
import { FeedSource } from './sources/feed.source.js';
import type { ResultSource } from './sources/result-source.js';
import { SimulatorSource } from './sources/simulator.source.js';

/**
 * The published void rule: an official draw with no result RESULT_WAIT_MS after its draw time
 * is void and every bet on it refunded. A feed is asked again every FEED_RETRY_MS until then;
 * an operator may enter the result by hand meanwhile.
 */
export const RESULT_WAIT_MS = 24 * 3_600_000;
export const FEED_RETRY_MS = 60_000;

interface DueRow {
  id: string;
  game_id: string;
  draw_no: string;
  source: string;
  kind: 'simulator' | 'feed' | 'manual';
  url: string | null;
}

/** Open official draws past their draw time plus their source's delay, oldest first. */
async function dueForResult(db: Db, now: Date, limit: number): Promise<DueRow[]> {
  const r = await sql<DueRow>`
    SELECT d.id, d.game_id, d.draw_no, d.source, s.kind, s.url
      FROM official_draws d JOIN official_result_sources s ON s.game_id = d.game_id AND s.enabled
     WHERE d.status = 'open' AND d.seed IS NULL AND s.kind <> 'manual'
       AND d.draw_at + make_interval(secs => s.delay_seconds) <= ${now}
     ORDER BY d.draw_at LIMIT ${limit}`.execute(db);
  return r.rows;
}

const lastAsked = new Map<string, number>();
const simulator = new SimulatorSource();
const sourceOf = (row: DueRow): ResultSource => (row.kind === 'feed' ? new FeedSource(row.url!) : simulator);

/** Asks each due draw's source for its result and publishes what fits; answers the draws published. */
export async function fetchDueResults(db: Db, nowMs: number, log?: Logger, limit = 100): Promise<string[]> {
  const published: string[] = [];
  for (const row of await dueForResult(db, new Date(nowMs), limit)) {
    if (row.kind === 'feed' && nowMs - (lastAsked.get(row.id) ?? 0) < FEED_RETRY_MS) continue;
    lastAsked.set(row.id, nowMs);
    const game = await officialGameById(db, row.game_id);
    if (!game) continue;
    const kind: ResultKind = kindOfDraw(game, row.source);
    const source = sourceOf(row);
    try {
      const answer = await source.fetch({ gameCode: game.code, kind, drawNo: row.draw_no, source: row.source });
      if (answer === null || answer === undefined) continue;
      const checked = checkOfficialResult(kind, answer);
      // A feed answering the wrong shape is never published: the operator is told in the log, and enters it by hand.
      if (!checked.ok) {
        log?.warn({ drawId: row.id, problems: checked.problems }, 'official result feed answered a result of the wrong shape');
        continue;
      }
      if (await publishAutomatic(db, row.id, checked.value, source.origin, nowMs)) {
        published.push(row.id);
        lastAsked.delete(row.id);
      }
    } catch (err) {
      log?.warn({ err, drawId: row.id }, 'official result source failed');
    }
  }
  return published;
}

/** Voids official draws still without a result RESULT_WAIT_MS after their draw time; answers them. */
export async function voidOverdue(db: Db, nowMs: number, limit = 100): Promise<string[]> {
  const rows = await db
    .selectFrom('official_draws')
    .select('id')
    .where('status', '=', 'open')
    .where('seed', 'is', null)
    .where('draw_at', '<=', new Date(nowMs - RESULT_WAIT_MS))
    .orderBy('draw_at')
    .limit(limit)
    .execute();
  const voided: string[] = [];
  for (const { id } of rows) {
    if (await db.transaction().execute((trx) => markVoid(trx, id, 'no_result', new Date(nowMs)))) voided.push(id);
  }
  return voided;
}
