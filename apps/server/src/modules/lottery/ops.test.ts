import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { limitsAnswer, oddsBoard, playMenuAnswer } from '@playhouse/contract/lottery';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { fund } from '../../../test/helpers/ledger.js';
import { commitAhead, lotteryGames, recordedBeacons, slotAt } from '../../../test/helpers/lottery.js';
import { createOperatorKey } from '../operator/index.js';
import { setMemberGroup } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
await lotteryGames(t.db, acme.id);
await lotteryGames(t.db, beta.id);
const keys = {
  risk: await createOperatorKey(t.db, acme.id, 'risk-acme', 'risk'),
  content: await createOperatorKey(t.db, acme.id, 'content-acme', 'content'),
  beta: await createOperatorKey(t.db, beta.id, 'risk-beta', 'risk'),
};
const now = Date.UTC(2026, 10, 25, 12, 0, 20);
t.deps.clock = () => now;
await commitAhead(t.db, recordedBeacons(), now);

const op = (key: string | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.call({ method, url, merchant: null, headers: key ? { 'x-operator-key': key } : {}, ...(body === undefined ? {} : { body }) });
const oddsUrl = (game: string) => API.operator.lotteryOdds.replace(':gameId', game);
const limitsUrl = (play: string) => API.operator.lotteryPlayLimits.replace(':playId', encodeURIComponent(play));
const audits = async (action: string) =>
  Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM audit_log WHERE action = ${action}`.execute(t.db)).rows[0]!.n);

describe('lottery operator API', () => {
  it('is for the merchant’s risk operators only', async () => {
    expect((await op(undefined, 'GET', oddsUrl('SSC1'))).status).toBe(401);
    expect((await op(keys.content, 'GET', oddsUrl('SSC1'))).status).toBe(403);
    expect((await op(keys.risk, 'GET', oddsUrl('SSC1'))).status).toBe(200);
  });

  it('sets ELOTT odds per game and play, validated and audited; bets snapshot them', async () => {
    const board = oddsBoard.parse((await op(keys.risk, 'GET', oddsUrl('SSC1'))).body.value);
    const pos = board.plays.find((p) => p.playId === 'SSC-TWOSIDES-POSITION')!;
    expect(pos).toMatchObject({ defaultOdds: 1980, odds: null, maxOdds: 2079 });
    const refused: [unknown, string][] = [
      [{ odds: [{ playId: 'SSC-TWOSIDES-POSITION', odds: 2080 }] }, 'odds.0.odds'],
      [{ odds: [{ playId: 'SSC-5S-DIRECT', odds: 1900 }] }, 'odds.0.playId'],
      [{ odds: [{ playId: 'K3-TWOSIDES-SUM', odds: 1900 }] }, 'odds.0.playId'],
    ];
    for (const [body, field] of refused) {
      const r = await op(keys.risk, 'PUT', oddsUrl('SSC1'), body);
      expect([r.status, r.body.code, r.body.value?.[0]?.field], JSON.stringify(body)).toEqual([400, 'validation_failed', field]);
    }
    expect(
      (await op(keys.risk, 'PUT', oddsUrl('SSC1'), { odds: [{ playId: 'SSC-TWOSIDES-POSITION', odds: 0 }] })).body.code,
    ).toBe('validation_failed');
    expect(await audits('lottery.odds.set')).toBe(0);

    const set = await op(keys.risk, 'PUT', oddsUrl('SSC1'), { odds: [{ playId: 'SSC-TWOSIDES-POSITION', odds: 1950 }] });
    expect(set.status).toBe(200);
    expect(oddsBoard.parse(set.body.value).plays.find((p) => p.playId === 'SSC-TWOSIDES-POSITION')!.odds).toBe(1950);
    expect(await audits('lottery.odds.set')).toBe(1);
    // Another merchant's operator neither sees nor changes them.
    const other = oddsBoard.parse((await op(keys.beta, 'GET', oddsUrl('SSC1'))).body.value);
    expect(other.plays.find((p) => p.playId === 'SSC-TWOSIDES-POSITION')!.odds).toBeNull();

    const m = await buildMember(t.db, acme.id);
    await fund(t.db, acme.id, m.id, 100_000n);
    const token = await tokenOf(t.db, 'acme', m.id);
    const menu = playMenuAnswer.parse(
      (await t.call({ url: `${API.lottery.playMenu.replace(':gameId', 'SSC1')}?prizeMode=ELOTT`, token })).body.value,
    );
    expect(menu.plays.find((p) => p.playId === 'SSC-TWOSIDES-POSITION')!.odds).toBe(1950);
    const placed = await t.call({
      method: 'POST',
      url: API.lottery.betting,
      token,
      body: {
        prizeMode: 'ELOTT',
        contents: [
          {
            gameId: 'SSC1',
            playId: 'SSC-TWOSIDES-POSITION',
            bettingContent: 'big||||',
            unit: 'yuan',
            numero: [{ numero: slotAt(now).drawNo, multiple: 1 }],
          },
        ],
      },
    });
    expect(placed.status).toBe(200);
    await op(keys.risk, 'PUT', oddsUrl('SSC1'), { odds: [{ playId: 'SSC-TWOSIDES-POSITION', odds: null }] });
    const order = await t.db.selectFrom('lottery_orders').select('odds').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(order.odds).toBe(1950);
  });

  it('sets and removes limits per play, validated and audited', async () => {
    const bad: [string, unknown][] = [
      ['NO-SUCH-PLAY', { maxMultiple: 5 }],
      ['*', { minStake: '500', maxStake: '100' }],
      ['*', { soloBets: 10 }],
      ['*', { maxStake: '1.5' }],
      ['*', { maxCoverPercent: 101 }],
      ['*', { maxNumberDraw: '0' }],
      ['*', { maxNumberDraw: 5000 }],
    ];
    for (const [play, body] of bad) {
      const r = await op(keys.risk, 'PUT', limitsUrl(play), body);
      expect([r.status, r.body.code], `${play} ${JSON.stringify(body)}`).toEqual([400, 'validation_failed']);
    }
    const r = await op(keys.risk, 'PUT', limitsUrl('SSC-5S-DIRECT'), {
      maxMultiple: 20,
      soloBets: 100,
      soloMaxPrize: '5000000',
      maxNumberDraw: '200000',
    });
    expect(r.status).toBe(200);
    expect(limitsAnswer.parse(r.body.value)).toEqual([
      expect.objectContaining({
        playId: 'SSC-5S-DIRECT',
        maxMultiple: 20,
        soloBets: 100,
        soloMaxPrize: '5000000',
        maxNumberDraw: '200000',
        maxStake: null,
      }),
    ]);
    const audited = await sql<{ after: { maxNumberDraw: string | null } }>`
      SELECT after FROM audit_log WHERE action = 'lottery.limits.set' AND target_id = 'SSC-5S-DIRECT'`.execute(t.db);
    expect(audited.rows.map((a) => a.after.maxNumberDraw)).toEqual(['200000']);
    expect((await op(keys.beta, 'GET', API.operator.lotteryLimits)).body.value).toEqual([]);
    expect((await op(keys.risk, 'DELETE', limitsUrl('SSC-5S-DIRECT'))).body.value).toEqual([]);
    expect([await audits('lottery.limits.set'), await audits('lottery.limits.remove')]).toEqual([1, 1]);
  });

  it('caps every member’s prize group at the merchant’s maximum', async () => {
    expect((await op(keys.risk, 'PUT', API.operator.lotterySettings, { defaultGroup: 1900, maxGroup: 1850 })).body.code).toBe(
      'validation_failed',
    );
    const r = await op(keys.risk, 'PUT', API.operator.lotterySettings, { defaultGroup: 1800, maxGroup: 1850 });
    expect(r.body.value).toEqual({ defaultGroup: 1800, maxGroup: 1850 });
    const m = await buildMember(t.db, acme.id);
    await setMemberGroup(t.db, acme.id, m.id, 1900);
    const token = await tokenOf(t.db, 'acme', m.id);
    const menu = playMenuAnswer.parse(
      (await t.call({ url: `${API.lottery.playMenu.replace(':gameId', 'SSC1')}?prizeMode=LOTT`, token })).body.value,
    );
    expect(menu.group).toEqual({ own: 1850, min: 1700 });
    expect(await audits('lottery.settings.set')).toBe(1);
  });
});
