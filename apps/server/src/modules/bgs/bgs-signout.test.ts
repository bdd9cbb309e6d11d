import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, BGS_LAUNCH_PARAM, BGS_SESSION_HEADER, launchGameAnswer } from '@playhouse/contract';
import { testPlatform, type Answer } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { fund } from '../../../test/helpers/seamless.js';
import { logout } from '../../../test/helpers/session.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';
import { BGS_SLOT_CODE } from './bgs.games.js';
import { walletCall } from './bgs.wallet.js';

/**
 * A game session ends with the member session that launched it: after a sign-out, a password
 * change or the end of that session, every call of the in-house game page answers the session
 * error and tells nothing (no balance, no seeds).
 */
const t = await testPlatform();
const acme = await buildMerchant(t.db);
await seedCatalog(t.db, { games: 20, merchantIds: [acme.id] });
const slotNode = Number(
  (await t.db.selectFrom('games').select('id').where('game_code', '=', BGS_SLOT_CODE).executeTakeFirstOrThrow()).id,
);
const PASSWORD = 'old12345';
const DEPOSIT = 5_000n;
/** Within the slot's limits (max 100,000) but above the wallet: a live session would answer insufficient_funds. */
const OVERSIZED = '90000';

/** A funded member signed in with a password, and a launch token of the slot from that sign-in. */
async function launched() {
  const m = await buildMember(t.db, acme.id, { password: PASSWORD });
  await fund(t.db, acme.id, m.id, DEPOSIT);
  const token = await tokenOf(t.db, 'acme', m.id);
  const r = await t.call({ url: API.games.launch, body: { nodeId: slotNode }, token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const launchToken = new URL(launchGameAnswer.parse(r.body.value).url, 'http://site.test').searchParams.get(BGS_LAUNCH_PARAM)!;
  return { m, token, launchToken };
}

/** launched(), and the page's token exchange, and one spin that works. */
async function playing() {
  const p = await launched();
  const opened = await t.call({ url: API.bgs.session, body: { token: p.launchToken } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const sessionToken = opened.body.value.sessionToken as string;
  expect((await t.call({ url: API.bgs.slotSpin, body: { sessionToken, bet: '20' } })).status).toBe(200);
  return { ...p, sessionToken };
}

const ended = (r: Answer, what: string) => {
  expect([what, r.status, r.body.code]).toEqual([what, 401, 'invalid_session']);
  // Nothing about the wallet or the seeds.
  expect(r.body.value, what).toBeUndefined();
  expect(JSON.stringify(r.body), what).not.toMatch(/balance|serverSeed|\b\d{4,}\b/);
};

/** Every call of the game page after the end: the session error; nothing played, nothing moved. */
async function allRefused(p: Awaited<ReturnType<typeof playing>>) {
  const rounds = await t.db.selectFrom('bgs_rounds').select('id').where('member_id', '=', p.m.id).execute();
  const { sessionToken } = p;
  ended(await t.call({ url: API.bgs.slotSpin, body: { sessionToken, bet: OVERSIZED } }), 'oversized spin');
  ended(await t.call({ url: API.bgs.slotSpin, body: { sessionToken, bet: '20' } }), 'spin');
  ended(await t.call({ url: API.bgs.tableRound, body: { sessionToken, bet: '20', direction: 'under', target: 5000 } }), 'dice');
  ended(await t.call({ url: API.bgs.fairness, headers: { [BGS_SESSION_HEADER]: sessionToken } }), 'fairness');
  ended(await t.call({ url: API.bgs.rotateSeed, body: { sessionToken, clientSeed: 'mine' } }), 'rotate');
  // The wallet's own balance call, as the page's server side makes it.
  const playerId = (
    await t.db.selectFrom('provider_players').select('player_id').where('member_id', '=', p.m.id).executeTakeFirstOrThrow()
  ).player_id;
  const balance = await walletCall(t.deps, 'balance', { sessionToken, playerId });
  expect(balance).toMatchObject({ ok: false, code: 'invalid_session' });
  expect(await t.db.selectFrom('bgs_rounds').select('id').where('member_id', '=', p.m.id).execute()).toEqual(rounds);
}

describe('the in-house game page after the member session ends', () => {
  it('answers every call with invalid_session after sign-out, revealing no balance', async () => {
    const p = await playing();
    expect((await logout(t, p.token)).status).toBe(200);
    await allRefused(p);
  });

  it('answers every call with invalid_session after a password change', async () => {
    const p = await playing();
    const changed = await t.call({
      url: API.member.password,
      method: 'PUT',
      token: p.token,
      body: { oldPassword: PASSWORD, newPassword: 'new12345', confirmNewPassword: 'new12345' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await allRefused(p);
  });

  it('answers every call with invalid_session once the launching session is past its absolute expiry', async () => {
    const p = await playing();
    await sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE member_id = ${p.m.id}`.execute(t.db);
    await allRefused(p);
  });

  it('refuses the launch token exchange after sign-out, answering no balance', async () => {
    const p = await launched();
    expect((await logout(t, p.token)).status).toBe(200);
    ended(await t.call({ url: API.bgs.session, body: { token: p.launchToken } }), 'session');
  });

  it('keeps playing while the launching session lives, even after another device signs out', async () => {
    const p = await playing();
    expect((await logout(t, await tokenOf(t.db, 'acme', p.m.id))).status).toBe(200);
    const r = await t.call({ url: API.bgs.slotSpin, body: { sessionToken: p.sessionToken, bet: OVERSIZED } });
    expect([r.status, r.body.code]).toEqual([409, 'insufficient_funds']);
  });
});
