import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, startOfLocalDay, todayIn } from '@playhouse/contract';
import { missionBody, rgSettingsAnswer } from '@playhouse/contract/engagement';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { insertBet } from '../../../test/helpers/records.js';
import { seedContract, runDailySalary } from '../contracts/index.js';
import { createMission, recordMissionProgress } from '../missions/index.js';
import { addVipProgress } from '../vip/index.js';
import { addToRollup, changeMerchantTimeZone } from './index.js';

/**
 * One calendar: every feature cuts a merchant's days and weeks in its one time zone, and a change
 * of the zone does not rewrite what was already counted or settled.
 */
const t = await testPlatform();

// Manila is UTC+8, Ho Chi Minh City UTC+7: at 16:00 UTC on Sunday 22 November 2026 Monday has
// begun in Manila (a new day and a new week) while it is still Sunday 23:00 in Ho Chi Minh City.
const SUNDAY_LATE = new Date('2026-11-22T15:59:59Z');
const MANILA_MONDAY = new Date('2026-11-22T16:00:00Z');
const HCM_MONDAY = new Date('2026-11-22T17:00:00Z');

describe("the merchant's time zone reaches the web", () => {
  it('is in the whitelabel answer, and a change reaches the next request', async () => {
    const m = await buildMerchant(t.db, { code: 'zoneweb' });
    const zoneOf = async () => (await t.call({ url: API.system.whitelabel, merchant: 'zoneweb' })).body.value.timeZone;
    expect(await zoneOf()).toBe('Asia/Manila');
    await changeMerchantTimeZone(t.db, m.id, 'Europe/London');
    expect(await zoneOf()).toBe('Europe/London');
  });

  it('refuses a zone nobody knows, changing nothing', async () => {
    const m = await buildMerchant(t.db, { code: 'zonebad' });
    await expect(changeMerchantTimeZone(t.db, m.id, 'Mars/Olympus_Mons')).rejects.toMatchObject({ code: 'validation_failed' });
    expect((await t.call({ url: API.system.whitelabel, merchant: 'zonebad' })).body.value.timeZone).toBe('Asia/Manila');
  });
});

describe('play around local midnight, before and after a change of zone', () => {
  it('counts missions, VIP periods and agent reports on the local day and week of the play', async () => {
    const m = await buildMerchant(t.db, { code: 'zoneplay' });
    const agent = await buildMember(t.db, m.id, { type: 1 });
    const p = await buildMember(t.db, m.id, { uplineId: agent.id });
    const title = { EN: 'Bet', TY: 'Taya' };
    await createMission(t.db, m.id, missionBody.parse({ period: 'daily', kind: 'bet', target: '1000000', reward: '100', title }));
    await createMission(
      t.db,
      m.id,
      missionBody.parse({ period: 'weekly', kind: 'bet', target: '1000000', reward: '100', title }),
    );
    const play = async (at: Date, validBet: bigint) => {
      await recordMissionProgress(t.db, { merchantId: m.id, memberId: p.id }, at, {
        kind: 'play',
        gameType: 'RNG',
        plays: 1,
        validBet,
      });
      await addVipProgress(t.db, m.id, p.id, { validBet, deposits: 0n, at });
      await addToRollup(t.db, { merchantId: m.id, memberId: p.id, at, gameType: 'RNG' }, { bets: 1, stake: validBet, validBet });
    };
    const missions = async () =>
      (
        await sql<{ period: string; key: string; progress: string }>`
          SELECT x.period, g.period_key AS key, g.progress::text AS progress
            FROM mission_progress g JOIN missions x ON x.id = g.mission_id
           WHERE g.member_id = ${p.id} ORDER BY x.period, g.period_key`.execute(t.db)
      ).rows;
    const vip = () =>
      t.db
        .selectFrom('vip_period_play')
        .select(['period', 'period_key as key', sql<string>`valid_bet::text`.as('validBet')])
        .where('member_id', '=', p.id)
        .orderBy('period')
        .orderBy('period_key')
        .execute();
    const agentDays = () =>
      t.db
        .selectFrom('agent_member_periods')
        .select([sql<string>`period_start::text`.as('day'), sql<string>`valid_bet::text`.as('validBet')])
        .where('member_id', '=', p.id)
        .where('kind', '=', 'day')
        .orderBy('period_start')
        .execute();
    const overviewZone = async () =>
      (
        await t.call({
          url: `${API.agent.overview}?period=day&offset=0`,
          merchant: 'zoneplay',
          token: await tokenOf(t.db, 'zoneplay', agent.id),
        })
      ).body.value.timeZone;

    // In Manila: a second apart, Sunday and Monday, last week and this week.
    expect(await overviewZone()).toBe('Asia/Manila');
    await play(SUNDAY_LATE, 100n);
    await play(MANILA_MONDAY, 200n);
    expect(await missions()).toEqual([
      { period: 'daily', key: '2026-11-22', progress: '100' },
      { period: 'daily', key: '2026-11-23', progress: '200' },
      { period: 'weekly', key: '2026-11-16', progress: '100' },
      { period: 'weekly', key: '2026-11-23', progress: '200' },
    ]);
    expect(await vip()).toEqual([
      { period: 'month', key: '2026-11', validBet: '300' },
      { period: 'week', key: '2026-W47', validBet: '100' },
      { period: 'week', key: '2026-W48', validBet: '200' },
    ]);
    expect(await agentDays()).toEqual([
      { day: '2026-11-22', validBet: '100' },
      { day: '2026-11-23', validBet: '200' },
    ]);

    // The merchant moves to Ho Chi Minh City. What was counted keeps its periods; new play is cut
    // in the new zone: 16:00 UTC is now Sunday, and Monday begins at 17:00 UTC.
    await changeMerchantTimeZone(t.db, m.id, 'Asia/Ho_Chi_Minh');
    expect(await overviewZone()).toBe('Asia/Ho_Chi_Minh');
    await play(MANILA_MONDAY, 400n);
    await play(HCM_MONDAY, 800n);
    expect(await missions()).toEqual([
      { period: 'daily', key: '2026-11-22', progress: '500' },
      { period: 'daily', key: '2026-11-23', progress: '1000' },
      { period: 'weekly', key: '2026-11-16', progress: '500' },
      { period: 'weekly', key: '2026-11-23', progress: '1000' },
    ]);
    expect(await vip()).toEqual([
      { period: 'month', key: '2026-11', validBet: '1500' },
      { period: 'week', key: '2026-W47', validBet: '500' },
      { period: 'week', key: '2026-W48', validBet: '1000' },
    ]);
    // The agent reports are rebuilt from the hourly rollups in the new zone (reports, not settlements).
    expect(await agentDays()).toEqual([
      { day: '2026-11-22', validBet: '700' },
      { day: '2026-11-23', validBet: '800' },
    ]);
  });
});

describe('responsible gaming in the merchant zone', () => {
  it("counts the limits' day from local midnight, in the zone the merchant has now", async () => {
    const m = await buildMerchant(t.db, { code: 'zonerg' });
    const p = await buildMember(t.db, m.id);
    const token = await tokenOf(t.db, 'zonerg', p.id);
    const settings = async () =>
      rgSettingsAnswer.parse((await t.call({ url: API.responsibleGaming.settings, merchant: 'zonerg', token })).body.value);
    // A bet a second before today's local midnight and one a second after: only the second is today's.
    const midnight = startOfLocalDay(todayIn('Asia/Manila'), 'Asia/Manila').getTime();
    await insertBet(t.db, m.id, p.id, { at: new Date(midnight - 1000).toISOString(), stake: 300n });
    await insertBet(t.db, m.id, p.id, { at: new Date(midnight + 1000).toISOString(), stake: 500n });
    const limit = { kind: 'stake', period: 'day', amount: '100000' };
    expect(
      (await t.call({ method: 'PUT', url: API.responsibleGaming.limits, merchant: 'zonerg', token, body: limit })).status,
    ).toBe(200);
    const s = await settings();
    expect(s.timeZone).toBe('Asia/Manila');
    expect(s.limits.find((l) => l.kind === 'stake' && l.period === 'day')!.used).toBe('500');

    await changeMerchantTimeZone(t.db, m.id, 'Europe/London');
    expect((await settings()).timeZone).toBe('Europe/London');
    // The SQL play record (seamless bets) counts on the local day of the zone the merchant has
    // now: these two zones, 25 hours apart, are never on the same date.
    const playDays = async () =>
      new Map(
        (
          await sql<{ day: string; stake: string }>`
            SELECT day::text AS day, stake::text AS stake FROM rg_play_days WHERE member_id = ${p.id}`.execute(t.db)
        ).rows.map((r) => [r.day, BigInt(r.stake)]),
      );
    const before = await playDays();
    const days: string[] = [];
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await changeMerchantTimeZone(t.db, m.id, zone);
      days.push(todayIn(zone));
      await sql`SELECT rg_play_record(${m.id}, ${p.id}, 1, 1)`.execute(t.db);
    }
    const grown = [...(await playDays())].filter(([day, stake]) => stake - (before.get(day) ?? 0n) === 1n).map(([day]) => day);
    expect(grown.sort()).toEqual(days.sort());
  });
});

describe('contract settlement across changes of zone', () => {
  it('bills each hour once: the first period of a new zone starts where the last bill ended', async () => {
    const m = await buildMerchant(t.db, { code: 'zonebill', flags: { AGENTPOLICY3: true } });
    const top = await buildMember(t.db, m.id, { type: 1 });
    const p = await buildMember(t.db, m.id, { uplineId: top.id });
    await seedContract(t.db, m.id, null, {
      downlineId: top.id,
      kind: 'dailySalary',
      gameType: 'CONS',
      tiers: [{ betVolume: '1000', activeMember: 1, rateType: 'P', rate: 100 }],
    });
    // 1,000 of valid bet in every hour from Manila's Monday 23 November to Tokyo's Thursday 26th.
    const first = Date.parse('2026-11-22T16:00:00Z');
    for (let h = 0; h < 71; h++)
      await addToRollup(
        t.db,
        { merchantId: m.id, memberId: p.id, at: new Date(first + h * 3_600_000), gameType: 'RNG' },
        { bets: 1, stake: 1000n, validBet: 1000n },
      );
    const bills = async () =>
      (
        await t.db
          .selectFrom('agent_bills')
          .select(['period_start', 'period_end', 'figures'])
          .where('merchant_id', '=', m.id)
          .where('kind', '=', 'dailySalary')
          .orderBy('period_start')
          .execute()
      ).map((b) => [b.period_start.toISOString(), b.period_end.toISOString(), (b.figures as { validBet: string }).validBet]);

    // Manila's Monday, settled on Tuesday morning.
    await runDailySalary(t.deps, new Date('2026-11-24T03:00:00Z'));
    // One hour west: Ho Chi Minh City's Tuesday ends an hour after Manila's; its bill starts where Monday's ended.
    await changeMerchantTimeZone(t.db, m.id, 'Asia/Ho_Chi_Minh');
    await runDailySalary(t.deps, new Date('2026-11-24T17:30:00Z'));
    await runDailySalary(t.deps, new Date('2026-11-24T17:45:00Z')); // a rerun bills nothing more
    // Two hours east: Tokyo's Wednesday starts before the last bill ended; its bill starts where that one ended.
    await changeMerchantTimeZone(t.db, m.id, 'Asia/Tokyo');
    await runDailySalary(t.deps, new Date('2026-11-25T16:00:00Z'));
    expect(await bills()).toEqual([
      ['2026-11-22T16:00:00.000Z', '2026-11-23T16:00:00.000Z', '24000'],
      ['2026-11-23T16:00:00.000Z', '2026-11-24T17:00:00.000Z', '25000'],
      ['2026-11-24T17:00:00.000Z', '2026-11-25T15:00:00.000Z', '22000'],
    ]);
    // The next day is a whole Tokyo day again.
    await runDailySalary(t.deps, new Date('2026-11-26T16:00:00Z'));
    expect((await bills()).at(-1)!.slice(0, 2)).toEqual(['2026-11-25T15:00:00.000Z', '2026-11-26T15:00:00.000Z']);
  });
});
