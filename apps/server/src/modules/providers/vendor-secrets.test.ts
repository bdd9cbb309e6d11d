import { describe, expect, it } from 'vitest';
import { deriveVendorSecret } from '@playhouse/contract/server';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { buildGames } from '../../../test/helpers/lobby.js';
import { fund, launchToken, pid, signedCall, vendorSecret } from '../../../test/helpers/seamless.js';
import { secretByMerchantCode, secretOf, seedSimulatorSecrets } from './index.js';

/** A vendor signs with one secret per merchant: merchant A's secret cannot sign calls for merchant B's players. */
const t = await testPlatform();
const alpha = await buildMerchant(t.db, { code: 'alpha' });
const bravo = await buildMerchant(t.db, { code: 'bravo' });
const VENDOR = 'PERMV';
const games = await buildGames(t.db, { vendor: VENDOR, count: 1, merchants: [alpha.id, bravo.id] });
const GAME = (await t.db.selectFrom('games').select('game_code').where('id', '=', games.ids[0]!).executeTakeFirstOrThrow())
  .game_code;
const alphaSecret = await vendorSecret(t.db, VENDOR, [alpha.id]);
const bravoSecret = await vendorSecret(t.db, VENDOR, [bravo.id]);

describe('vendor secrets are per merchant', () => {
  it("refuses calls for merchant B's player signed with merchant A's secret; B's own secret works", async () => {
    const m = await buildMember(t.db, bravo.id);
    await fund(t.db, bravo.id, m.id, 1_000n);
    const { token, playerId } = await launchToken(t.db, { merchantId: bravo.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });

    const forged = await signedCall(t, VENDOR, 'authenticate', { token }, { secret: alphaSecret });
    expect([forged.status, forged.body.code]).toEqual([401, 'invalid_signature']);
    const auth = await signedCall(t, VENDOR, 'authenticate', { token }, { secret: bravoSecret });
    expect(auth.status).toBe(200);
    const { sessionToken } = auth.body.value as { sessionToken: string };
    const balance = async () =>
      (await signedCall(t, VENDOR, 'balance', { sessionToken, playerId }, { secret: bravoSecret })).body.value.balance as string;

    const roundId = pid('round');
    const bet = { sessionToken, playerId, txId: pid('bet'), roundId, gameCode: GAME, amount: '100' };
    const win = { playerId, txId: pid('win'), roundId, gameCode: GAME, amount: '900' };
    for (const [op, body] of [
      ['balance', { sessionToken, playerId }],
      ['bet', bet],
      ['win', win],
      ['rollback', { playerId, txId: pid('rb'), refTxId: bet.txId, roundId }],
    ] as const) {
      const a = await signedCall(t, VENDOR, op, body, { secret: alphaSecret });
      expect([op, a.status, a.body.code]).toEqual([op, 401, 'invalid_signature']);
    }
    expect(await balance()).toBe('1000');
    expect((await signedCall(t, VENDOR, 'bet', bet, { secret: bravoSecret })).status).toBe(200);
    expect(await balance()).toBe('900');
  });

  it("accepts merchant A's secret for A's players only", async () => {
    const m = await buildMember(t.db, alpha.id);
    const { token } = await launchToken(t.db, { merchantId: alpha.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });
    const a = await signedCall(t, VENDOR, 'authenticate', { token }, { secret: bravoSecret });
    expect([a.status, a.body.code]).toEqual([401, 'invalid_signature']);
    expect((await signedCall(t, VENDOR, 'authenticate', { token }, { secret: alphaSecret })).status).toBe(200);
  });

  it('derives a different simulator secret for each merchant, and seeds each merchant its own', async () => {
    const master = 'a-test-master-secret-of-the-simulator';
    const [a, b] = [await deriveVendorSecret(master, 'alpha', VENDOR), await deriveVendorSecret(master, 'bravo', VENDOR)];
    expect(a).not.toBe(b);
    await t.db.deleteFrom('merchant_vendor_secrets').where('vendor_code', '=', VENDOR).execute();
    expect(await seedSimulatorSecrets(t.db, master)).toMatchObject({ differing: 0 });
    expect(await secretOf(t.db, VENDOR, alpha.id)).toBe(a);
    expect(await secretOf(t.db, VENDOR, bravo.id)).toBe(b);
    expect(await secretByMerchantCode(t.db, 'alpha', VENDOR)).toBe(a);
  });

  it('keeps the stored secrets when a server starts with another master: every server signs with the one store', async () => {
    const before = await secretByMerchantCode(t.db, 'alpha', VENDOR);
    const seeded = await seedSimulatorSecrets(t.db, 'another-master-of-another-server');
    expect(seeded.added).toBe(0);
    expect(seeded.differing).toBeGreaterThanOrEqual(2);
    expect(await secretByMerchantCode(t.db, 'alpha', VENDOR)).toBe(before);
    expect(await secretOf(t.db, VENDOR, alpha.id)).toBe(before);
  });
});
