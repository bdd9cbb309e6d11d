import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { sha256 } from '../lib/secrets.js';
import { openSession } from '../modules/bgs/index.js';
import { IN_HOUSE_VENDOR, insertGameSession, playerIdOf } from '../modules/providers/index.js';

/**
 * Demo play goes through the same path as a player's: a launch token for the in-house game,
 * opened into a game session whose rounds settle through the seamless wallet (round.settled).
 */
export async function gameSession(db: Db, merchantId: string, memberId: string, gameCode: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertGameSession(db, {
    merchantId,
    memberId,
    playerId: await playerIdOf(db, merchantId, memberId),
    vendor: IN_HOUSE_VENDOR,
    gameCode,
    gameId: null,
    language: 'EN',
    launchTokenHash: sha256(token),
    memberSessionId: null,
  });
  return (await openSession({ db }, merchantId, token)).sessionToken;
}
