import { createHash } from 'node:crypto';
import { deriveResult, drawAtInstant, type DrawSlot, type Family } from '@playhouse/contract/lottery';
import { API } from '@playhouse/contract';
import type { Db } from '../../src/db/database.js';
import type { TestPlatform } from '../harness.js';
import {
  Beacons,
  beaconRoundAfter,
  commitAhead,
  drawDue,
  insertGames,
  RecordedBeacon,
  settleRound,
} from '../../src/modules/lottery/index.js';

export const beaconValue = (round: bigint) => createHash('sha256').update(`round:${round}`).digest('hex');

/** A recorded beacon answering every round (but `missing` ones) with SHA-256("round:<n>") in hex. */
export function recordedBeacons(missing: ReadonlySet<bigint> = new Set()): Beacons {
  return new Beacons(new RecordedBeacon('drand:test', (round) => (missing.has(round) ? undefined : beaconValue(round))));
}

export const TEST_GAMES = {
  SSC1: { family: 'SSC', cadenceMinutes: 1 },
  X5_1: { family: '11X5', cadenceMinutes: 1 },
  K3_1: { family: 'K3', cadenceMinutes: 1 },
  PK10_1: { family: 'PK10', cadenceMinutes: 1 },
  PC28_1: { family: 'PC28', cadenceMinutes: 1 },
} as const;

export async function lotteryGames(db: Db, merchantId: string) {
  await insertGames(
    db,
    Object.entries(TEST_GAMES).map(([code, g]) => ({
      merchantId,
      code,
      family: g.family as Family,
      names: { EN: `${code} game`, TY: `${code} laro` },
      cadenceMinutes: g.cadenceMinutes,
      closeSeconds: 10,
    })),
  );
}

/** The slot of a 1-minute game (UTC+8, first draw 00:01) on sale at `at`. */
export const slotAt = (at: number): DrawSlot =>
  drawAtInstant({ cadenceMinutes: 1, firstDrawMinute: 1, utcOffsetMinutes: 480, closeSeconds: 10 }, at);

/** What a committed draw will come out as: the test reads the seed an insider could, and the recorded beacon. */
export async function futureResult(db: Db, merchantId: string, gameCode: string, drawNo: string): Promise<number[]> {
  const r = await db
    .selectFrom('lottery_rounds as r')
    .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
    .select(['r.seed', 'r.close_at', 'g.family'])
    .where('g.merchant_id', '=', merchantId)
    .where('g.code', '=', gameCode)
    .where('r.draw_no', '=', drawNo)
    .executeTakeFirstOrThrow();
  return deriveResult(r.family, {
    seed: new Uint8Array(r.seed),
    gameCode,
    drawNo,
    beaconRandomness: beaconValue(beaconRoundAfter(r.close_at.getTime())),
  });
}

/** Draws everything due at `at` and settles what was drawn or voided. */
export async function drawAndSettle(db: Db, beacons: Beacons, at: number) {
  const drawn = await drawDue(db, beacons, at);
  for (const d of drawn) if (d.status === 'drawn' || d.status === 'void') await settleRound(db, d.id, at);
  return drawn;
}

export { commitAhead };

/**
 * Bets every digit of SSC1's first position on one draw: 10 bets × 2.00 × multiple, so exactly
 * one hits (18.00 × multiple) whatever the result.
 */
export const everyFirstDigit = (t: TestPlatform, token: string, drawNo: string, multiple = 1) =>
  t.call({
    method: 'POST',
    url: API.lottery.betting,
    token,
    body: {
      prizeMode: 'LOTT',
      contents: [
        {
          gameId: 'SSC1',
          playId: 'SSC-FIXED-DIGIT',
          bettingContent: '0,1,2,3,4,5,6,7,8,9||||',
          unit: 'yuan',
          numero: [{ numero: drawNo, multiple }],
        },
      ],
    },
  });
