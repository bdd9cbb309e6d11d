import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { beaconRoundAfter, type Beacons } from '../engine/beacon.js';
import { calendarDraws, fastDraws, vnCalendarOf, type PlannedDraw } from './calendars.js';
import { insertDraws, type NewDraw } from './draws.repository.js';
import { enabledOfficialGames, type OfficialGame } from './games.repository.js';

/**
 * Opens draws ahead (the published rules, ARCHITECTURE "Official lotteries"):
 *  - an official game's draws of the next OPEN_AHEAD_DAYS by its calendar (the merchant's VN
 *    station calendar, the Thai, Lao and 4D schedules), each on sale until close_seconds before
 *    its draw time; a calendar change reaches draws not opened yet (an opened draw keeps its row);
 *  - a fast game's next FAST_AHEAD draws, each committed as the fast-draw engine's draws are: a
 *    secret seed whose SHA-256 is published, and the first beacon round after its sales close.
 * Inserting is idempotent (ON CONFLICT DO NOTHING), so every instance may run it.
 */
export const OPEN_AHEAD_DAYS = 7;
export const FAST_AHEAD = 40;
const DAY_MS = 86_400_000;

function toNew(game: OfficialGame, d: PlannedDraw, beacons?: Beacons): NewDraw {
  const closeAt = d.drawAt - game.closeSeconds * 1000;
  const draw: NewDraw = {
    merchantId: game.merchantId,
    gameId: game.id,
    drawNo: d.drawNo,
    source: d.source,
    closeAt: new Date(closeAt),
    drawAt: new Date(d.drawAt),
  };
  if (!beacons) return draw;
  const seed = randomBytes(32);
  return {
    ...draw,
    commitment: {
      seed,
      commit: createHash('sha256').update(seed).digest('hex'),
      beaconSource: beacons.current.source,
      beaconRound: beaconRoundAfter(closeAt),
    },
  };
}

/** The draws of one game to open from `nowMs` on. */
export async function plannedDraws(db: Db, game: OfficialGame, nowMs: number): Promise<PlannedDraw[]> {
  if (game.cadenceSeconds !== null) return fastDraws(game.cadenceSeconds, nowMs, FAST_AHEAD);
  const cal = game.lottery === 'VN' ? await vnCalendarOf(db, game.merchantId) : null;
  return calendarDraws(game, cal!, nowMs, nowMs + OPEN_AHEAD_DAYS * DAY_MS);
}

/** Opens every enabled official game's coming draws; answers how many rows it tried to add. */
export async function openAhead(db: Db, beacons: Beacons, nowMs: number, games?: OfficialGame[]): Promise<number> {
  let n = 0;
  for (const game of games ?? (await enabledOfficialGames(db))) {
    const planned = await plannedDraws(db, game, nowMs);
    await insertDraws(
      db,
      planned.map((d) => toNew(game, d, game.cadenceSeconds !== null ? beacons : undefined)),
    );
    n += planned.length;
  }
  return n;
}
