import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { buildGames, tokenOf } from '../../../test/helpers/lobby.js';
import { outbox, resetTokenFor } from '../../../test/helpers/member.js';
import { logout } from '../../../test/helpers/session.js';
import { fund, pid, signedCall, vendorSecret } from '../../../test/helpers/seamless.js';
import type { LaunchRequest, ProviderAdapter } from './index.js';

/** A game session ends with the member session that launched it: no bet after logout or a new password. */
const t = await testPlatform();
const acme = await buildMerchant(t.db);
const VENDOR = 'SIGNOUTV';
const games = await buildGames(t.db, { vendor: VENDOR, count: 1, merchants: [acme.id] });
const secret = await vendorSecret(t.db, VENDOR);

const launches: LaunchRequest[] = [];
const fake: ProviderAdapter = {
  name: 'signout provider',
  serves: (v) => v === VENDOR,
  async launchUrl(r) {
    launches.push(r);
    return `https://games.example/${r.gameCode}?token=${r.launchToken}`;
  },
};
t.deps.providers.add(fake);

const call = (op: string, body: unknown) => signedCall(t, VENDOR, op, body, { secret });

/** A funded member signed in, a game launched from that sign-in and its session authenticated by the provider. */
async function playing(password = 'old12345') {
  const email = `${pid('p')}@example.com`;
  const m = await buildMember(t.db, acme.id, { password, email });
  await fund(t.db, acme.id, m.id, 10_000n);
  const token = await tokenOf(t.db, 'acme', m.id);
  const launched = await t.call({ url: API.games.launch, body: { nodeId: Number(games.ids[0]) }, token });
  expect(launched.status).toBe(200);
  const { launchToken, gameCode } = launches.at(-1)!;
  const auth = await call('authenticate', { token: launchToken });
  expect(auth.status).toBe(200);
  const { sessionToken, playerId } = auth.body.value as { sessionToken: string; playerId: string };
  const bet = (roundId: string, txId = pid('bet')) =>
    call('bet', { sessionToken, playerId, txId, roundId, gameCode, amount: '100' });
  const win = (roundId: string) => call('win', { playerId, txId: pid('win'), roundId, gameCode, amount: '250' });
  const rollback = (roundId: string, refTxId: string) => call('rollback', { playerId, txId: pid('rb'), refTxId, roundId });
  return { m, email, token, bet, win, rollback };
}

/** Bets open two rounds, the member's session ends, then bets are refused while the rounds still settle. */
async function refusedAfter(end: (p: Awaited<ReturnType<typeof playing>>) => Promise<void>) {
  const p = await playing();
  const [won, rolled, late] = [pid('round'), pid('round'), pid('round')];
  const rolledTx = pid('bet');
  expect((await p.bet(won)).status).toBe(200);
  expect((await p.bet(rolled, rolledTx)).status).toBe(200);

  await end(p);

  const refused = await p.bet(late);
  expect([refused.status, refused.body.code]).toEqual([401, 'invalid_session']);
  const w = await p.win(won);
  expect([w.status, w.body.value?.balance]).toEqual([200, '10050']);
  const r = await p.rollback(rolled, rolledTx);
  expect([r.status, r.body.value?.balance]).toEqual([200, '10150']);
}

describe('game sessions end with the member session that launched them', () => {
  it('refuses a bet after logout; wins and rollbacks are still accepted', async () => {
    await refusedAfter(async (p) => {
      expect((await logout(t, p.token)).status).toBe(200);
    });
  });

  it('refuses a bet after a password change (the browser gets a fresh session, the game does not)', async () => {
    await refusedAfter(async (p) => {
      const changed = await t.call({
        url: API.member.password,
        method: 'PUT',
        token: p.token,
        body: { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' },
      });
      expect(changed.status).toBe(200);
    });
  });

  it('refuses a bet after a password reset by e-mail link', async () => {
    await refusedAfter(async (p) => {
      const { email } = p;
      expect((await t.call({ url: API.member.passwordEmail, body: { username: p.m.username, email } })).status).toBe(200);
      expect(await outbox(t, email)).toHaveLength(1);
      const reset = await t.call({
        url: API.member.passwordReset,
        body: { token: await resetTokenFor(t, email), newPassword: 'fresh123', confirmNewPassword: 'fresh123' },
      });
      expect(reset.status).toBe(200);
    });
  });

  it('keeps taking bets while the launching session is signed in, even after another device signs out', async () => {
    const p = await playing();
    const other = await tokenOf(t.db, 'acme', p.m.id);
    expect((await logout(t, other)).status).toBe(200);
    expect((await p.bet(pid('round'))).status).toBe(200);
  });
});
