import { sql, type Compilable } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE, transferHistoryAnswer } from '@playhouse/contract';
import { startSimulator } from '../../../../simulator/src/simulator.js';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { changeMerchantTimeZone } from '../agent/index.js';
import { historyPageQuery } from './transfers.repository.js';
import { SIM_SECRET, buildVendor, fundedMember } from '../../../test/helpers/transfers.js';

// Real transfers go through the vendor simulator (in-process, on a free port), so the history shows what the flow wrote.
const sim = await startSimulator({
  port: 0,
  platformUrl: 'http://127.0.0.1:9',
  secret: SIM_SECRET,
  dataDir: null,
  log: () => {},
});
afterAll(() => sim.close());
const t = await testPlatform({ SIMULATOR_URL: sim.url, SIMULATOR_SECRET: SIM_SECRET });
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
// acme's calendar is UTC: days without a zone are the merchant's days.
await changeMerchantTimeZone(t.db, acme.id, 'UTC');
await buildVendor(t.db, 'PT', 'transfer', [acme.id, beta.id]);
await buildVendor(t.db, 'EVO', 'transfer', [acme.id]);

type Player = { id: string; token: string; merchant: { id: string; code: string } };
const player = async (merchant = acme, main = 10_000n): Promise<Player> => ({
  ...(await fundedMember(t.db, merchant, main)),
  merchant,
});
const transfer = (p: Player, body: Record<string, unknown>) =>
  t.call({ url: API.wallet.transfer, token: p.token, merchant: p.merchant.code, body });
const history = (p: Player, query: Record<string, string | number> = {}) =>
  t.call({
    url: `${API.wallet.transfers}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    token: p.token,
    merchant: p.merchant.code,
  });
const pageOf = async (p: Player, query: Record<string, string | number> = {}) => {
  const r = await history(p, query);
  expect([r.status, r.body.code]).toEqual([200, undefined]);
  return transferHistoryAnswer.parse(r.body.value);
};

/** Rows written straight into wallet_transfers, for dates and volume a real flow cannot set. */
async function seed(
  p: Player,
  rows: { vendor?: string; status?: 'pending' | 'confirmed' | 'reversed'; at: string; amount?: number }[],
) {
  await t.db
    .insertInto('wallet_transfers')
    .values(
      rows.map((r) => ({
        merchant_id: p.merchant.id,
        member_id: p.id,
        vendor_code: r.vendor ?? 'PT',
        direction: 'in' as const,
        amount: String(r.amount ?? 100),
        status: r.status ?? 'confirmed',
        created_at: r.at,
        settled_at: (r.status ?? 'confirmed') === 'pending' ? null : r.at,
      })),
    )
    .execute();
}

describe('transfer history: access', () => {
  it('refuses visitors (401), trial accounts (403) and a token of another merchant (401)', async () => {
    expect((await t.call({ url: API.wallet.transfers })).status).toBe(401);
    const trial = await buildMember(t.db, acme.id, { type: TRIAL_TYPE });
    const r = await t.call({ url: API.wallet.transfers, token: await tokenOf(t.db, 'acme', trial.id) });
    expect([r.status, r.body.code]).toEqual([403, 'in_need_true_account']);
    // beta's token presented to acme: no such session there.
    const other = await player(beta);
    expect((await t.call({ url: API.wallet.transfers, token: other.token, merchant: 'acme' })).status).toBe(401);
  });

  it("shows the member's own transfers with their state, never another member's or another merchant's", async () => {
    const m = await player();
    const neighbour = await player();
    const abroad = await player(beta);
    expect((await transfer(m, { from: 'MAIN', to: 'PT', amount: '3000' })).body.value.status).toBe('confirmed');
    sim.controls.nextTransfer = 'fail';
    expect((await transfer(m, { from: 'MAIN', to: 'EVO', amount: '1500' })).body.value.status).toBe('reversed');
    Object.assign(sim.controls, { nextTransfer: 'hang', hangMs: 200 });
    expect((await transfer(m, { from: 'PT', to: 'MAIN', amount: '1000' })).body.value.status).toBe('pending');
    await transfer(neighbour, { from: 'MAIN', to: 'PT', amount: '700' });
    await transfer(abroad, { from: 'MAIN', to: 'PT', amount: '800' });

    const page = await pageOf(m);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 3 });
    // Newest first; a pending transfer has no settledAt yet.
    expect(page.content.map((x) => [x.vendor, x.vendorName, x.direction, x.amount, x.status, x.settledAt === null])).toEqual([
      ['PT', 'PT vendor', 'out', '1000', 'pending', true],
      ['EVO', 'EVO vendor', 'in', '1500', 'reversed', false],
      ['PT', 'PT vendor', 'in', '3000', 'confirmed', false],
    ]);
    expect(new Date(page.content[2]!.createdAt).getTime()).toBeLessThanOrEqual(new Date(page.content[0]!.createdAt).getTime());
    expect((await pageOf(neighbour)).content.map((x) => x.amount)).toEqual(['700']);
    expect((await pageOf(abroad)).content.map((x) => x.amount)).toEqual(['800']);
  });
});

describe('transfer history: filters and paging', () => {
  it('filters by status, vendor and days (in the given time zone); blank filters mean any', async () => {
    const m = await player(acme, 0n);
    await seed(m, [
      { at: '2026-10-01T00:30:00Z', vendor: 'PT', status: 'confirmed', amount: 1 },
      { at: '2026-10-05T12:00:00Z', vendor: 'EVO', status: 'reversed', amount: 2 },
      { at: '2026-10-09T23:30:00Z', vendor: 'PT', status: 'pending', amount: 3 },
      { at: '2026-12-01T12:00:00Z', vendor: 'EVO', status: 'confirmed', amount: 4 },
    ]);
    const amounts = async (q: Record<string, string | number>) => (await pageOf(m, q)).content.map((x) => x.amount);
    expect(await amounts({})).toEqual(['4', '3', '2', '1']);
    expect(await amounts({ status: 'confirmed' })).toEqual(['4', '1']);
    expect(await amounts({ vendor: 'EVO' })).toEqual(['4', '2']);
    expect(await amounts({ vendor: 'PT', status: 'pending' })).toEqual(['3']);
    expect(await amounts({ status: '', vendor: '' })).toEqual(['4', '3', '2', '1']);
    expect(await amounts({ from: '2026-10-01', to: '2026-10-09' })).toEqual(['3', '2', '1']);
    // Manila is UTC+8: 2026-10-09T23:30Z is already the 10th there, 2026-10-01T00:30Z still the 1st.
    expect(await amounts({ from: '2026-10-01', to: '2026-10-09', timeZone: 'Asia/Manila' })).toEqual(['2', '1']);
    // A lone `to` takes the 6 days before it, as in the records.
    expect(await amounts({ to: '2026-10-07' })).toEqual(['2', '1']);
    expect(await amounts({ from: '2026-11-01', to: '2026-11-30' })).toEqual([]);
  });

  it('pages newest first in SQL, every row once, and answers an empty page past the end', async () => {
    const m = await player(acme, 0n);
    const start = Date.parse('2026-09-01T00:00:00Z');
    // 25 rows, two of them in the same instant: the id breaks the tie.
    await seed(
      m,
      Array.from({ length: 25 }, (_, i) => ({ at: new Date(start + Math.min(i, 23) * 60_000).toISOString(), amount: i + 1 })),
    );
    const pages = [
      await pageOf(m, { pageSize: 10 }),
      await pageOf(m, { pageSize: 10, pageNo: 2 }),
      await pageOf(m, { pageSize: 10, pageNo: 3 }),
    ];
    expect(pages.map((p) => [p.pageNum, p.content.length, p.totalPages, p.totalElements])).toEqual([
      [1, 10, 3, 25],
      [2, 10, 3, 25],
      [3, 5, 3, 25],
    ]);
    const all = pages.flatMap((p) => p.content);
    expect(new Set(all.map((x) => x.id)).size).toBe(25);
    expect(all.map((x) => x.amount)).toEqual(Array.from({ length: 25 }, (_, i) => String(25 - i)));
    const times = all.map((x) => Date.parse(x.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await pageOf(m, { pageSize: 10, pageNo: 4 })).toMatchObject({
      content: [],
      pageNum: 4,
      totalPages: 3,
      totalElements: 25,
    });
  });

  it('answers 400 validation_failed for a bad query', async () => {
    const m = await player(acme, 0n);
    const bad: Record<string, string | number>[] = [
      { pageNo: 0 },
      { pageNo: 'x' },
      { pageSize: 0 },
      { pageSize: 101 },
      { status: 'done' },
      { status: 'PENDING' },
      { vendor: 'pt' },
      { vendor: 'P' },
      { from: '2026-10-10', to: '2026-10-01' },
      { from: '2026-01-01', to: '2026-04-03' }, // 93 days
      { from: '2026-02-30' },
      { from: '10/01/2026' },
      { from: '2026-10-01', timeZone: 'Mars/Olympus_Mons' },
    ];
    for (const q of bad) {
      const r = await history(m, q);
      expect([r.status, r.body.code], JSON.stringify(q)).toEqual([400, 'validation_failed']);
    }
  });
});

describe('transfer history: query plan', () => {
  async function plan(q: Compilable): Promise<string> {
    const c = q.compile();
    const r = await t.db.executeQuery<{ 'QUERY PLAN': string }>({ ...c, sql: `EXPLAIN ${c.sql}` });
    return r.rows.map((x) => x['QUERY PLAN']).join('\n');
  }

  it("reads a page over (merchant, member, created_at desc) without sorting the member's rows", async () => {
    const members = [await player(acme, 0n), await player(acme, 0n), await player(acme, 0n), await player(acme, 0n)];
    for (const m of members) {
      await sql`
        INSERT INTO wallet_transfers (merchant_id, member_id, vendor_code, direction, amount, status, created_at, settled_at)
        SELECT ${acme.id}, ${m.id}, CASE WHEN g % 2 = 0 THEN 'PT' ELSE 'EVO' END, 'in', 100, 'confirmed',
               now() - g * interval '1 minute', now() - g * interval '1 minute'
          FROM generate_series(1, 5000) g`.execute(t.db);
    }
    await sql`ANALYZE wallet_transfers`.execute(t.db);
    const o = { merchantId: acme.id, memberId: members[1]!.id };
    for (const f of [{}, { vendor: 'PT' }, { range: { from: '2026-01-01', to: '2026-03-31', timeZone: 'UTC' } }]) {
      const p = await plan(historyPageQuery(t.db, o, f, 20, 40));
      expect(p, JSON.stringify(f)).toMatch(/Index Scan using wallet_transfers_member_time on wallet_transfers/);
      expect(p, JSON.stringify(f)).not.toMatch(/Sort|Seq Scan on wallet_transfers/);
    }
  });
});
