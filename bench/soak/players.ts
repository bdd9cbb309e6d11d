// The soak's players: members of the demo merchant with money, an authenticated game session
// at the seamless vendor (as the vendor gets one) and a signed-in session for their sockets.
import { randomBytes } from 'node:crypto';
import { API } from '@playhouse/contract';
import { deriveVendorSecret, SEAMLESS_HEADERS } from '@playhouse/contract/server';
import type { Db } from '../../apps/server/src/db/database.js';
import { sha256 } from '../../apps/server/src/lib/secrets.js';
import { accountFor, post } from '../../apps/server/src/modules/ledger/index.js';
import { findMerchantByCode } from '../../apps/server/src/modules/merchant/index.js';
import { insertGameSession, playerIdOf } from '../../apps/server/src/modules/providers/index.js';
import { createSession } from '../../apps/server/src/modules/session/index.js';
import { createMember } from '../../apps/server/src/seed/merchant.factory.js';
import { GAME, signBody } from '../seamless-fixture.js';

export { GAME };

export const MERCHANT = 'demo';
export const VENDOR = 'EG2';
export const START_MONEY = 1_000_000n;

export interface SoakPlayer {
  memberId: string;
  playerId: string;
  sessionToken: string;
  /** The member's own session (the socket listener's token). */
  token: string;
}

export async function soakPlayers(db: Db, web: string, master: string, run: string, n: number) {
  const merchant = await findMerchantByCode(db, MERCHANT);
  if (!merchant) throw new Error(`no merchant ${MERCHANT} (the cluster seeds the demo)`);
  const secret = await deriveVendorSecret(master, MERCHANT, VENDOR);
  const clearing = await accountFor(db, merchant.id, 'payment_clearing');
  const players: SoakPlayer[] = [];
  for (let i = 0; i < n; i++) {
    const memberId = await createMember(db, merchant.id, { username: `sk${run}${i}`, password: 'soak12345' });
    const wallet = await accountFor(db, merchant.id, 'member', memberId);
    await post(db, {
      merchantId: merchant.id,
      type: 'deposit',
      reference: `deposit:soak-${run}-${i}`,
      idempotencyKey: `soak-${run}-deposit-${i}`,
      postings: [
        { accountId: clearing.id, amount: -START_MONEY },
        { accountId: wallet.id, amount: START_MONEY },
      ],
    });
    const launch = randomBytes(24).toString('base64url');
    const playerId = await playerIdOf(db, merchant.id, memberId);
    await insertGameSession(db, {
      merchantId: merchant.id,
      memberId,
      playerId,
      vendor: VENDOR,
      gameCode: GAME,
      gameId: null,
      language: 'EN',
      launchTokenHash: sha256(launch),
      memberSessionId: null,
    });
    const body = JSON.stringify({ token: launch });
    const ts = String(Date.now());
    const r = await fetch(`${web}${API.provider.seamless.replace(':vendor', VENDOR).replace(':op', 'authenticate')}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_HEADERS.timestamp]: ts,
        [SEAMLESS_HEADERS.signature]: signBody(secret, ts, body),
      },
    });
    const j = (await r.json()) as { value: { sessionToken: string } };
    const token = await createSession(db, merchant, memberId, 'username', '10.77.0.1', 'soak');
    players.push({ memberId, playerId, sessionToken: j.value.sessionToken, token });
  }
  return { merchantId: merchant.id, secret, players };
}
