import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE, launchGameAnswer } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { buildGames, tokenOf } from '../../../test/helpers/lobby.js';
import type { LaunchRequest, ProviderAdapter } from './provider-adapter.js';
import { cleanupExpired } from '../../jobs/cleanup.js';
import { EXPIRED_PURGES } from '../../composition.js';
import { launchToken, signedCall, vendorSecret } from '../../../test/helpers/seamless.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
const live = await buildGames(t.db, { vendor: 'LAUNCHV', count: 2, merchants: [acme.id] });
const closed = await buildGames(t.db, { vendor: 'MAINTV', count: 1, merchants: [acme.id] });
const orphan = await buildGames(t.db, { vendor: 'NOADAPT', count: 1, merchants: [acme.id] });
const betaOnly = await buildGames(t.db, { vendor: 'BETAV', count: 1, merchants: [beta.id] });
await t.db.updateTable('vendors').set({ status: 'maintenance' }).where('code', '=', 'MAINTV').execute();
const secret = await vendorSecret(t.db, 'LAUNCHV');

/** A provider that builds its URL from what the platform hands it. */
const launches: LaunchRequest[] = [];
const fake: ProviderAdapter = {
  name: 'test provider',
  serves: (v) => ['LAUNCHV', 'MAINTV', 'BETAV'].includes(v),
  async launchUrl(r) {
    launches.push(r);
    return `https://games.example/${r.vendor}/${r.gameCode}?token=${r.launchToken}&player=${r.playerId}`;
  },
};
t.deps.providers.add(fake);

const launch = (nodeId: unknown, token?: string, merchant = 'acme') =>
  t.call({ url: API.games.launch, body: { nodeId }, merchant, ...(token ? { token } : {}) });
const sessions = async () =>
  Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM game_sessions`.execute(t.db)).rows[0]!.n);

describe('game launch', () => {
  it('launches an offered game: the provider URL with a one-time token, recorded in recent games', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(t.db, 'acme', m.id);
    const r = await launch(Number(live.ids[1]), token);
    expect(r.status).toBe(200);
    const a = launchGameAnswer.parse(r.body.value);
    const sent = launches.at(-1)!;
    expect(a).toEqual({
      url: expect.stringContaining(sent.launchToken),
      vendor: 'LAUNCHV',
      gameCode: sent.gameCode,
      walletMode: 'seamless',
    });
    expect(sent).toMatchObject({
      merchantCode: 'acme',
      vendor: 'LAUNCHV',
      currency: 'PHP',
      language: 'EN',
      lobbyUrl: expect.stringMatching(/^http:\/\//),
    });
    const recent = await t.db.selectFrom('recent_games').select('game_id').where('member_id', '=', m.id).execute();
    expect(recent).toEqual([{ game_id: live.ids[1] }]);

    // The provider exchanges the token once.
    const first = await signedCall(t, 'LAUNCHV', 'authenticate', { token: sent.launchToken }, { secret });
    expect(first.body.value).toMatchObject({ playerId: sent.playerId, gameCode: sent.gameCode, balance: '0', currency: 'PHP' });
    const second = await signedCall(t, 'LAUNCHV', 'authenticate', { token: sent.launchToken }, { secret });
    expect([second.status, second.body.code]).toEqual([401, 'invalid_session']);

    // A member keeps one player id; another member has another.
    await launch(Number(live.ids[0]), token);
    expect(launches.at(-1)!.playerId).toBe(sent.playerId);
    expect(launches.at(-1)!.launchToken).not.toBe(sent.launchToken);
    const other = await buildMember(t.db, acme.id);
    await launch(Number(live.ids[0]), await tokenOf(t.db, 'acme', other.id));
    expect(launches.at(-1)!.playerId).not.toBe(sent.playerId);
  });

  it('refuses visitors (401) and trial accounts (403 in_need_true_account), writing nothing', async () => {
    const before = await sessions();
    expect(await launch(Number(live.ids[0])).then((r) => [r.status, r.body.code])).toEqual([401, 'not_logged_in']);
    const trial = await buildMember(t.db, acme.id, { type: TRIAL_TYPE });
    const r = await launch(Number(live.ids[0]), await tokenOf(t.db, 'acme', trial.id));
    expect([r.status, r.body.code]).toEqual([403, 'in_need_true_account']);
    expect(await sessions()).toBe(before);
    expect(await t.db.selectFrom('recent_games').select('game_id').where('member_id', '=', trial.id).execute()).toEqual([]);
  });

  it('refuses a vendor in maintenance, an unknown or not offered game, a vendor without adapter, a bad body', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(t.db, 'acme', m.id);
    const before = await sessions();
    const cases: [unknown, number, string][] = [
      [Number(closed.ids[0]), 503, 'game_maintenance'],
      [99_999_999, 404, 'not_found'],
      [Number(betaOnly.ids[0]), 404, 'not_found'],
      [Number(orphan.ids[0]), 502, 'vendor_unavailable'],
      ['abc', 400, 'validation_failed'],
      [-1, 400, 'validation_failed'],
    ];
    for (const [nodeId, status, code] of cases) {
      const r = await launch(nodeId, token);
      expect([r.status, r.body.code], `nodeId ${String(nodeId)}`).toEqual([status, code]);
    }
    // A game the merchant stopped offering is not launchable either.
    await t.db
      .updateTable('merchant_games')
      .set({ enabled: false })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', live.ids[0]!)
      .execute();
    expect((await launch(Number(live.ids[0]), token)).body.code).toBe('not_found');
    await t.db
      .updateTable('merchant_games')
      .set({ enabled: true })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', live.ids[0]!)
      .execute();
    expect(await sessions()).toBe(before);
    expect(await t.db.selectFrom('recent_games').select('game_id').where('member_id', '=', m.id).execute()).toEqual([]);
  });

  it('answers vendor_unavailable when the provider fails, without a recent game', async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await tokenOf(t.db, 'acme', m.id);
    const original = fake.launchUrl;
    fake.launchUrl = async () => {
      throw new Error('provider down');
    };
    try {
      expect((await launch(Number(live.ids[0]), token)).body.code).toBe('vendor_unavailable');
    } finally {
      fake.launchUrl = original;
    }
    expect(await t.db.selectFrom('recent_games').select('game_id').where('member_id', '=', m.id).execute()).toEqual([]);
  });

  it('cleanup removes game sessions a day after they ended, and keeps the others', async () => {
    const m = await buildMember(t.db, acme.id);
    const fresh = await launchToken(t.db, { merchantId: acme.id, memberId: m.id, vendor: 'LAUNCHV', gameCode: 'LAUNCHV_x' });
    await launchToken(t.db, { merchantId: acme.id, memberId: m.id, vendor: 'LAUNCHV', gameCode: 'LAUNCHV_y' });
    await sql`UPDATE game_sessions SET launch_expires_at = now() - interval '25 hours' WHERE member_id = ${m.id} AND game_code = 'LAUNCHV_y'`.execute(
      t.db,
    );
    await cleanupExpired(t.db, EXPIRED_PURGES);
    const left = await t.db.selectFrom('game_sessions').select('game_code').where('member_id', '=', m.id).execute();
    expect(left).toEqual([{ game_code: 'LAUNCHV_x' }]);
    expect((await signedCall(t, 'LAUNCHV', 'authenticate', { token: fresh.token }, { secret })).status).toBe(200);
  });
});
