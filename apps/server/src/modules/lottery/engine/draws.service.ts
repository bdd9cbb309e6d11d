import { createHash, randomBytes } from 'node:crypto';
import { bytesToHex, deriveResult, drawAtInstant, nextDraw, type DrawSlot } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { beaconRoundAfter, type Beacons } from './beacon.js';
import { enabledGames, type EngineGame } from './games.repository.js';
import * as rounds from './rounds.repository.js';

/**
 * Draws: committed ahead, drawn from the committed seed and the beacon round named at commit,
 * nothing else. The published rules (ARCHITECTURE "Lottery engine", and the proof page):
 *  - a draw is committed (commit = SHA-256(seed) published) before its sales open, COMMIT_AHEAD
 *    draws ahead; a draw that was never committed never sold and is not held;
 *  - its beacon round is the first round after its sales close;
 *  - a draw whose beacon round has not answered BEACON_WAIT_MS after the draw time is void:
 *    every bet of it is refunded. Until then the drawer keeps asking (a restart included).
 */
export const COMMIT_AHEAD = 30;
export const BEACON_WAIT_MS = 10 * 60_000;

function upcomingSlots(game: EngineGame, nowMs: number, count: number): DrawSlot[] {
  const out = [drawAtInstant(game.schedule, nowMs)];
  while (out.length < count) out.push(nextDraw(game.schedule, out[out.length - 1]!));
  return out;
}

/** Commits the next COMMIT_AHEAD draws of every enabled game that are not committed yet. */
export async function commitAhead(db: Db, beacons: Beacons, nowMs: number, games?: EngineGame[]): Promise<number> {
  let made = 0;
  for (const game of games ?? (await enabledGames(db))) {
    const slots = upcomingSlots(game, nowMs, COMMIT_AHEAD);
    const have = await rounds.existingDrawNos(
      db,
      game.id,
      slots.map((s) => s.drawNo),
    );
    const fresh = slots
      .filter((s) => !have.has(s.drawNo))
      .map((s) => {
        const seed = randomBytes(32);
        return {
          merchantId: game.merchantId,
          gameId: game.id,
          drawNo: s.drawNo,
          openAt: new Date(s.openAt),
          closeAt: new Date(s.closeAt),
          drawAt: new Date(s.drawAt),
          seed,
          commit: createHash('sha256').update(seed).digest('hex'),
          beaconSource: beacons.current.source,
          beaconRound: beaconRoundAfter(s.closeAt),
        };
      });
    await rounds.insertRounds(db, fresh);
    made += fresh.length;
  }
  return made;
}

export type DrawOutcome = { id: string; status: 'drawn' | 'void' | 'waiting' | 'taken' };

/**
 * Draws every due draw it can lock (another instance's locks are skipped, so each draw is drawn
 * once). A draw whose beacon has not answered yet waits, and is voided after BEACON_WAIT_MS.
 */
export async function drawDue(db: Db, beacons: Beacons, nowMs: number, limit = 200): Promise<DrawOutcome[]> {
  const out: DrawOutcome[] = [];
  for (const id of await rounds.dueRoundIds(db, new Date(nowMs), limit)) {
    out.push(await db.transaction().execute((trx) => drawOne(trx, beacons, id, nowMs)));
  }
  return out;
}

async function drawOne(trx: Db, beacons: Beacons, id: string, nowMs: number): Promise<DrawOutcome> {
  const due = await rounds.lockDueRound(trx, id);
  if (!due) return { id, status: 'taken' };
  const beacon = beacons.of(due.beaconSource);
  const randomness = beacon ? await beacon.randomness(due.beaconRound, nowMs) : null;
  if (randomness) {
    const result = await deriveResult(due.family, {
      seed: new Uint8Array(due.seed),
      gameCode: due.gameCode,
      drawNo: due.drawNo,
      beaconRandomness: randomness,
    });
    await rounds.markDrawn(trx, due.id, randomness, result, new Date(nowMs));
    return { id, status: 'drawn' };
  }
  if (nowMs - due.drawAt.getTime() >= BEACON_WAIT_MS) {
    await rounds.markVoid(trx, due.id, beacon ? 'beacon_unavailable' : 'beacon_unknown', new Date(nowMs));
    return { id, status: 'void' };
  }
  return { id, status: 'waiting' };
}

/** Hex of a seed for the proof (revealed only once drawn or void). */
export const seedHex = (seed: Buffer): string => bytesToHex(new Uint8Array(seed));
