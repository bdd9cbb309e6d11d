import { sql } from 'kysely';
import { checkOfficialResult, type OfficialResult, type ResultKind } from '@playhouse/contract/lottery';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database.js';
import { markVoid } from './draws.repository.js';
import { claimAsk } from './feed-answers.repository.js';
import { takeFeedAnswer } from './feed-intake.js';
import { feedOf, type OfficialSources, type ResultFeed } from './feeds.js';
import { officialGameById, type OfficialGame } from './games.repository.js';
import { kindOfDraw, publishAutomatic } from './intake.service.js';
import { FeedSource } from './sources/feed.source.js';
import type { ResultSource } from './sources/result-source.js';
import { SimulatorSource } from './sources/simulator.source.js';

/**
 * The published void rule: an official draw with no result RESULT_WAIT_MS after its draw time
 * is void and every bet on it refunded. A feed is asked again every FEED_RETRY_MS until it
 * answers; a person may approve a feed's answer, or enter the result by hand, meanwhile.
 */
export const RESULT_WAIT_MS = 24 * 3_600_000;
export const FEED_RETRY_MS = 60_000;

interface DueRow {
  id: string;
  game_id: string;
  draw_no: string;
  source: string;
  kind: 'simulator' | 'feed';
  feeds: string[];
}

/**
 * Open official draws past their draw time plus their source's delay that have something to
 * ask, oldest first: the simulator in a demo deployment only (outside it a simulator row is
 * ignored), else a configured feed of the game's lottery that has not answered and was not
 * asked within FEED_RETRY_MS.
 */
async function dueForResult(db: Db, nowMs: number, sources: OfficialSources, limit: number): Promise<DueRow[]> {
  const servable = sources.feeds.flatMap((f) => f.lotteries.map((l) => `${l}:${f.id}`));
  const r = await sql<DueRow>`
    SELECT d.id, d.game_id, d.draw_no, d.source, s.kind, s.feeds
      FROM official_draws d
      JOIN official_result_sources s ON s.game_id = d.game_id AND s.enabled
      JOIN official_games g ON g.id = d.game_id
     WHERE d.status = 'open' AND d.seed IS NULL
       AND d.draw_at + make_interval(secs => s.delay_seconds) <= ${new Date(nowMs)}
       AND CASE s.kind
             WHEN 'simulator' THEN ${sources.demo}
             WHEN 'feed' THEN EXISTS (
               SELECT 1 FROM unnest(s.feeds) AS f(id)
                 LEFT JOIN official_feed_answers a ON a.draw_id = d.id AND a.feed_id = f.id
                WHERE g.lottery || ':' || f.id = ANY(${servable}::text[])
                  AND (a.draw_id IS NULL OR (a.result IS NULL AND a.asked_at <= ${new Date(nowMs - FEED_RETRY_MS)})))
             ELSE false
           END
     ORDER BY d.draw_at LIMIT ${limit}`.execute(db);
  return r.rows;
}

const simulator = new SimulatorSource();

/** Asks a source; answers the result when it fits the draw's shape, else null (a wrong shape is logged, never taken). */
async function ask(source: ResultSource, game: OfficialGame, row: DueRow, log?: Logger): Promise<OfficialResult | null> {
  const kind: ResultKind = kindOfDraw(game, row.source);
  const answer = await source.fetch({ gameCode: game.code, kind, drawNo: row.draw_no, source: row.source });
  if (answer === null || answer === undefined) return null;
  const checked = checkOfficialResult(kind, answer);
  if (!checked.ok) {
    log?.warn({ drawId: row.id, problems: checked.problems }, 'official result source answered a result of the wrong shape');
    return null;
  }
  return checked.value;
}

/**
 * Asks each due draw's source and takes what fits: the demo simulator's result is published;
 * feeds' answers go through the cross-check (feed-intake.ts). The feeds of one draw are asked
 * side by side, each claimed first so instances do not ask twice. Answers the draws published.
 */
export async function fetchDueResults(
  db: Db,
  nowMs: number,
  sources: OfficialSources,
  log?: Logger,
  limit = 100,
): Promise<string[]> {
  const published: string[] = [];
  for (const row of await dueForResult(db, nowMs, sources, limit)) {
    const game = await officialGameById(db, row.game_id);
    if (!game) continue;
    if (row.kind === 'simulator') {
      try {
        const result = await ask(simulator, game, row, log);
        if (result && (await publishAutomatic(db, row.id, result, 'simulator', nowMs))) published.push(row.id);
      } catch (err) {
        log?.warn({ err, drawId: row.id }, 'official result simulator failed');
      }
      continue;
    }
    const asked = row.feeds.map((id) => feedOf(sources, game.lottery, id)).filter((f): f is ResultFeed => f !== undefined);
    const claimed: ResultFeed[] = [];
    for (const feed of asked) {
      if (await claimAsk(db, row.id, feed.id, new Date(nowMs), new Date(nowMs - FEED_RETRY_MS))) claimed.push(feed);
    }
    const answers = await Promise.all(
      claimed.map((feed) =>
        ask(new FeedSource(feed.url, sources.http), game, row, log).catch((err: unknown) => {
          log?.warn({ err, drawId: row.id, feed: feed.id }, 'official result feed failed');
          return null;
        }),
      ),
    );
    // Taken in the source's order, one at a time: each answer is judged with those before it.
    for (const [i, feed] of claimed.entries()) {
      const result = answers[i];
      if (!result) continue;
      if ((await takeFeedAnswer(db, row.id, feed, result, asked, nowMs)) === 'published') {
        published.push(row.id);
        break;
      }
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
