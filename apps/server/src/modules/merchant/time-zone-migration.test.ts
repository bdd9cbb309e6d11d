import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { migrateDatabase } from '../../db/migrate.js';
import { addToRollup, changeMerchantTimeZone } from '../agent/index.js';

const t = await testPlatform();
const migrationText = (name: string) => readFile(new URL(`../../db/migrations/${name}.sql`, import.meta.url), 'utf8');
const runMigration = async (name: string) => {
  const text = await migrationText(name);
  await t.db.transaction().execute((trx) => sql.raw(text).execute(trx));
};

/**
 * The schema as it was before: no merchants.time_zone; a zone in agent_settings, that agent_zone
 * read, and a copy of the responsible-gaming zone in each rg_members row.
 */
async function schemaBefore() {
  await sql`ALTER TABLE merchants DROP COLUMN time_zone CASCADE`.execute(t.db);
  await sql`ALTER TABLE agent_settings ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Manila'`.execute(t.db);
  await sql`ALTER TABLE rg_members ADD COLUMN time_zone text NOT NULL`.execute(t.db);
  await sql`
    CREATE OR REPLACE FUNCTION agent_zone(m bigint) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT coalesce((SELECT time_zone FROM agent_settings WHERE merchant_id = m), 'Asia/Manila')
    $$`.execute(t.db);
}

const setRgSettings = (merchantId: string, rg: Record<string, unknown>) =>
  sql`UPDATE merchants SET settings = jsonb_set(settings::jsonb, '{responsibleGaming}', ${JSON.stringify(rg)}::jsonb) WHERE id = ${merchantId}`.execute(
    t.db,
  );
const agentRow = (merchantId: string, zone: string) =>
  sql`INSERT INTO agent_settings (merchant_id, time_zone) VALUES (${merchantId}, ${zone})`.execute(t.db);
const rgMemberRow = (merchantId: string, memberId: string, zone: string) =>
  sql`INSERT INTO rg_members (member_id, merchant_id, time_zone) VALUES (${memberId}, ${merchantId}, ${zone})`.execute(t.db);

const merchantRow = (id: string) =>
  sql<{ time_zone: string; settings: { responsibleGaming?: Record<string, unknown> } }>`
    SELECT time_zone, settings FROM merchants WHERE id = ${id}`
    .execute(t.db)
    .then((r) => r.rows[0]!);
/** The zone copies of the schema before (gone from the typed schema, so read by plain SQL). */
const copies = async (merchantId: string) => ({
  agent: (await sql<{ z: string }>`SELECT time_zone AS z FROM agent_settings WHERE merchant_id = ${merchantId}`.execute(t.db))
    .rows[0]?.z,
  rg: (await sql<{ z: string }>`SELECT time_zone AS z FROM rg_members WHERE merchant_id = ${merchantId}`.execute(t.db)).rows.map(
    (r) => r.z,
  ),
});
const columnsNamed = async (column: string) =>
  (
    await sql<{ t: string }>`
      SELECT table_name AS t FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name = ${column} ORDER BY table_name`.execute(t.db)
  ).rows.map((r) => r.t);
const memberPeriods = (memberId: string) =>
  t.db
    .selectFrom('agent_member_periods')
    .select(['kind', sql<string>`period_start::text`.as('start')])
    .where('member_id', '=', memberId)
    .orderBy('kind')
    .execute();

describe('the migration to one time zone per merchant', () => {
  it('fills merchants.time_zone from the zone money was cut in, rebuilds agent periods, then drops the copies', async () => {
    await schemaBefore();
    // Agent settings and responsible gaming disagree: the agent zone governs settlement, it wins.
    const both = await buildMerchant(t.db, { code: 'both' });
    await agentRow(both.id, 'Asia/Ho_Chi_Minh');
    await setRgSettings(both.id, { coolingOffHours: 48, timeZone: 'Asia/Bangkok' });
    const bothMember = await buildMember(t.db, both.id);
    await rgMemberRow(both.id, bothMember.id, 'Asia/Bangkok');
    // Only a responsible-gaming zone, and no money cut in the agent default: that zone.
    const rgOnly = await buildMerchant(t.db, { code: 'rgonly' });
    await setRgSettings(rgOnly.id, { coolingOffHours: 24, timeZone: 'Asia/Bangkok' });
    const agent = await buildMember(t.db, rgOnly.id, { type: 1 });
    const player = await buildMember(t.db, rgOnly.id, { uplineId: agent.id });
    // 16:00 UTC on Sunday 22 November: Monday 00:00 in Manila (the default it was cut in), Sunday 23:00 in Bangkok.
    await addToRollup(
      t.db,
      { merchantId: rgOnly.id, memberId: player.id, at: new Date('2026-11-22T16:00:00Z'), gameType: 'RNG' },
      { bets: 1, stake: 100n, validBet: 100n },
    );
    expect(await memberPeriods(player.id)).toEqual([
      { kind: 'day', start: '2026-11-23' },
      { kind: 'halfMonth', start: '2026-11-16' },
      { kind: 'month', start: '2026-11-01' },
      { kind: 'week', start: '2026-11-23' },
    ]);
    // A responsible-gaming zone, but leaderboard prizes were cut in the agent default: the default.
    const rgMoney = await buildMerchant(t.db, { code: 'rgmoney' });
    await setRgSettings(rgMoney.id, { coolingOffHours: 24, timeZone: 'Asia/Bangkok' });
    await sql`INSERT INTO leaderboard_configs (merchant_id, board, top_n) VALUES (${rgMoney.id}, 'daily', 3)`.execute(t.db);
    // Nothing set, or a zone nobody knows: the default both settings had.
    const plain = await buildMerchant(t.db, { code: 'plain' });
    const unknown = await buildMerchant(t.db, { code: 'unknownzone' });
    await setRgSettings(unknown.id, { coolingOffHours: 24, timeZone: 'Mars/Olympus_Mons' });

    await runMigration('20261204100000_merchant_time_zone');

    expect(await merchantRow(both.id)).toMatchObject({
      time_zone: 'Asia/Ho_Chi_Minh',
      settings: { responsibleGaming: { coolingOffHours: 48 } },
    });
    expect((await merchantRow(both.id)).settings.responsibleGaming).not.toHaveProperty('timeZone');
    expect(await copies(both.id)).toEqual({ agent: 'Asia/Ho_Chi_Minh', rg: ['Asia/Ho_Chi_Minh'] });
    expect((await merchantRow(rgOnly.id)).time_zone).toBe('Asia/Bangkok');
    expect(await copies(rgOnly.id)).toEqual({ agent: 'Asia/Bangkok', rg: [] });
    expect(await memberPeriods(player.id)).toEqual([
      { kind: 'day', start: '2026-11-22' },
      { kind: 'halfMonth', start: '2026-11-16' },
      { kind: 'month', start: '2026-11-01' },
      { kind: 'week', start: '2026-11-16' },
    ]);
    expect((await merchantRow(rgMoney.id)).time_zone).toBe('Asia/Manila');
    expect((await merchantRow(plain.id)).time_zone).toBe('Asia/Manila');
    expect((await merchantRow(unknown.id)).time_zone).toBe('Asia/Manila');
    // Every merchant has its agent_settings row, with its zone.
    for (const m of [rgMoney, plain, unknown]) expect((await copies(m.id)).agent).toBe('Asia/Manila');

    // Until the copies are dropped they follow the one setting and cannot disagree with it.
    await sql`UPDATE merchants SET time_zone = 'Europe/London' WHERE id = ${both.id}`.execute(t.db);
    expect(await copies(both.id)).toEqual({ agent: 'Europe/London', rg: ['Europe/London'] });
    const other = await buildMember(t.db, both.id);
    await expect(rgMemberRow(both.id, other.id, 'Asia/Manila')).rejects.toThrow(/rg_members_time_zone/);

    // Then the functions read the setting (their files, applied after the migrations) and the copies go.
    await runMigration('20261205100000_drop_time_zone_copies');
    expect((await migrateDatabase(t.db)).functions).toContain('agent_zone');
    expect(await columnsNamed('time_zone')).toEqual(['merchants']);
    await changeMerchantTimeZone(t.db, both.id, 'Asia/Tokyo');
    const zone = await sql<{ z: string }>`SELECT agent_zone(${both.id}) AS z`.execute(t.db);
    expect(zone.rows[0]!.z).toBe('Asia/Tokyo');
  });
});
