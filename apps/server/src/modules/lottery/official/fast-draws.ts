import { sql } from 'kysely';
import { deriveVnFastResult } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import type { Beacons } from '../engine/beacon.js';
import { BEACON_WAIT_MS } from '../engine/draws.service.js';
import { lockDraw, markVoid } from './draws.repository.js';
import { officialGameById } from './games.repository.js';
import { publishLocked } from './intake.service.js';

/**
 * Fast VN draws: a whole MB-shaped result from the committed seed and the beacon round named at
 * commit (contract deriveVnFastResult), by the fast draws' published rules: the draw waits for its
 * beacon round and is void (every bet refunded) when the round has not answered BEACON_WAIT_MS
 * after the draw time. Each draw is claimed with SKIP LOCKED, so several instances draw it once.
 */
export type FastOutcome = { id: string; status: 'drawn' | 'void' | 'waiting' | 'taken' };

export async function drawDueFast(db: Db, beacons: Beacons, nowMs: number, limit = 200): Promise<FastOutcome[]> {
  const due = await db
    .selectFrom('official_draws')
    .select('id')
    .where('status', '=', 'open')
    .where('seed', 'is not', null)
    .where('draw_at', '<=', new Date(nowMs))
    .orderBy('draw_at')
    .limit(limit)
    .execute();
  const out: FastOutcome[] = [];
  for (const { id } of due) out.push(await db.transaction().execute((trx) => drawOne(trx, beacons, id, nowMs)));
  return out;
}

async function drawOne(trx: Db, beacons: Beacons, id: string, nowMs: number): Promise<FastOutcome> {
  const claimed = await sql<{ seed: Buffer; beacon_source: string; beacon_round: string }>`
    SELECT seed, beacon_source, beacon_round FROM official_draws
     WHERE id = ${id} AND status = 'open' FOR UPDATE SKIP LOCKED`.execute(trx);
  const c = claimed.rows[0];
  if (!c) return { id, status: 'taken' };
  const draw = (await lockDraw(trx, id))!;
  const beacon = beacons.of(c.beacon_source);
  const randomness = beacon ? await beacon.randomness(BigInt(c.beacon_round), nowMs) : null;
  if (randomness) {
    const game = (await officialGameById(trx, draw.game_id))!;
    const result = await deriveVnFastResult({
      seed: new Uint8Array(c.seed),
      gameCode: game.code,
      drawNo: draw.draw_no,
      beaconRandomness: randomness,
    });
    await trx.updateTable('official_draws').set({ beacon_randomness: randomness }).where('id', '=', id).execute();
    await publishLocked(trx, draw, result, 'verifiable', nowMs);
    return { id, status: 'drawn' };
  }
  if (nowMs - draw.draw_at.getTime() >= BEACON_WAIT_MS) {
    await markVoid(trx, id, beacon ? 'beacon_unavailable' : 'beacon_unknown', new Date(nowMs));
    return { id, status: 'void' };
  }
  return { id, status: 'waiting' };
}
