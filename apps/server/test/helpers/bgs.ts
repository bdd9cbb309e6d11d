import { expect } from 'vitest';
import { API, bgsSessionAnswer } from '@playhouse/contract';
import type { TestPlatform } from '../harness.js';
import { buildMember } from '../factories.js';
import { accountFor, balanceOf } from '../../src/modules/ledger/index.js';
import { fund, launchToken } from './seamless.js';
import { BGS_SLOT_CODE } from '../../src/modules/bgs/index.js';

/** A member of `merchant` with `deposit` in the main wallet, and a BGS game session opened by the page's token exchange. */
export async function bgsPlayer(
  t: TestPlatform,
  merchant: { id: string; code: string },
  deposit: bigint,
  gameCode = BGS_SLOT_CODE,
) {
  const m = await buildMember(t.db, merchant.id);
  if (deposit > 0n) await fund(t.db, merchant.id, m.id, deposit);
  const { token } = await launchToken(t.db, { merchantId: merchant.id, memberId: m.id, vendor: 'BGS', gameCode });
  const r = await t.call({ url: API.bgs.session, merchant: merchant.code, body: { token } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const session = bgsSessionAnswer.parse(r.body.value);
  const wallet = (await accountFor(t.db, merchant.id, 'member', m.id)).id;
  return { ...m, session, sessionToken: session.sessionToken, balance: () => balanceOf(t.db, merchant.id, wallet) };
}

export const bgsSpin = (t: TestPlatform, sessionToken: string, bet: string | number, lines?: number, merchant = 'acme') =>
  t.call({
    url: API.bgs.slotSpin,
    merchant,
    body: { sessionToken, bet: String(bet), ...(lines === undefined ? {} : { lines }) },
  });

export const bgsDice = (
  t: TestPlatform,
  sessionToken: string,
  bet: string,
  direction: string,
  target: number,
  merchant = 'acme',
) => t.call({ url: API.bgs.tableRound, merchant, body: { sessionToken, bet, direction, target } });
