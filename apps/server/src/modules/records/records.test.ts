import { describe, expect, it } from 'vitest';
import { API, betRecordsAnswer, profitRecordsAnswer, transactionRecordsAnswer, TRIAL_TYPE } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { buildGames, tokenOf } from '../../../test/helpers/lobby.js';
import { changeMerchantTimeZone } from '../agent/index.js';
import { accountFor } from '../ledger/index.js';
import { move } from '../../../test/helpers/ledger.js';
import { insertBet, insertTransfer, moveRef } from '../../../test/helpers/records.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
// acme's calendar is UTC: a query without a zone takes the merchant's days (beta keeps Asia/Manila).
await changeMerchantTimeZone(t.db, acme.id, 'UTC');
const pg = await buildGames(t.db, {
  vendor: 'PG',
  count: 2,
  merchants: [acme.id, beta.id],
  names: (i) => ({ EN: `Fortune ${i}`, TY: `Kapalaran ${i}` }),
});
const pgCode = (await t.db.selectFrom('games').select('game_code').where('id', '=', pg.ids[0]!).executeTakeFirstOrThrow())
  .game_code;

let members = 0;
async function player(merchant = acme, type?: number) {
  const m = await buildMember(t.db, merchant.id, { username: `rec${++members}`, ...(type === undefined ? {} : { type }) });
  return { ...m, merchant, token: await tokenOf(t.db, merchant.code, m.id) };
}
type Player = Awaited<ReturnType<typeof player>>;
const get = (p: Player, url: string, query: Record<string, string | number> = {}, lang?: string) =>
  t.call({
    url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    token: p.token,
    merchant: p.merchant.code,
    ...(lang ? { lang } : {}),
  });
const bets = (p: Player, q: Record<string, string | number> = {}, lang?: string) => get(p, API.records.bets, q, lang);
const txs = (p: Player, q: Record<string, string | number> = {}) => get(p, API.records.transactions, q);
const profit = (p: Player, q: Record<string, string | number> = {}) => get(p, API.records.profit, q);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const OCT = { from: '2026-10-01', to: '2026-10-31' };

describe('records: access', () => {
  it('refuses visitors (401), trial accounts (403) and a token of another merchant', async () => {
    const trial = await player(acme, TRIAL_TYPE);
    const other = await player(beta);
    for (const url of [API.records.bets, API.records.transactions, API.records.profit]) {
      expect((await t.call({ url })).status).toBe(401);
      const r = await get(trial, url);
      expect([r.status, r.body.code]).toEqual([403, 'in_need_true_account']);
      // beta's token presented to acme: no such session there.
      expect((await t.call({ url, token: other.token, merchant: 'acme' })).status).toBe(401);
    }
  });

  it('answers 400 validation_failed for bad filters', async () => {
    const p = await player();
    const bad: [string, Record<string, string | number>][] = [
      [API.records.bets, { from: '2026-10-10', to: '2026-10-01' }],
      [API.records.bets, { from: '2026-01-01', to: '2026-04-03' }], // 93 days
      [API.records.bets, { from: '2026-02-30' }],
      [API.records.bets, { from: '10/01/2026' }],
      [API.records.bets, { from: '0000-01-01', to: '0000-01-02' }], // a day PostgreSQL does not know
      [API.records.bets, { pageSize: 101 }],
      [API.records.bets, { pageNo: 0 }],
      [API.records.bets, { status: 'won' }],
      [API.records.bets, { gameType: 'CHESS' }],
      [API.records.bets, { timeZone: 'Mars/Olympus_Mons' }],
      [API.records.transactions, { type: 'gift' }],
      [API.records.transactions, { wallet: 'main' }],
      [API.records.transactions, { from: '2026-10-02', to: '2026-10-01' }],
      [API.records.transactions, { gameType: 'CHESS' }],
      [API.records.transactions, { gameType: 'rng' }],
      [API.records.transactions, { vendor: 'pg' }],
      [API.records.transactions, { vendor: "PG' OR 1=1" }],
      [API.records.profit, { periodType: 'Y' }],
      [API.records.profit, { from: '2026-07-01', to: '2026-10-31' }],
      [API.records.profit, { pageSize: 101 }],
      [API.records.profit, { pageNo: 0 }],
      [API.records.profit, { pageNo: 'two' }],
      [API.records.profit, { vendor: 'P' }],
    ];
    for (const [url, q] of bad) {
      const r = await get(p, url, q);
      expect([r.status, r.body.code], `${url} ${JSON.stringify(q)}`).toEqual([400, 'validation_failed']);
    }
    // Exactly 92 days is allowed; a lone `to` takes the 6 days before it.
    expect((await bets(p, { from: '2026-08-01', to: '2026-10-31' })).status).toBe(200);
    expect((await bets(p, { to: '2026-01-01' })).body.value).toMatchObject({ from: '2025-12-26', to: '2026-01-01' });
  });
});

describe('records: bets (personalHistoryCopy)', () => {
  it('defaults to the last 7 days, newest first, with the game name in the request language', async () => {
    const p = await player();
    const recent = await insertBet(t.db, acme.id, p.id, { at: hoursAgo(2), stake: 500n, win: 1200n, gameCode: pgCode });
    const older = await insertBet(t.db, acme.id, p.id, {
      at: hoursAgo(30),
      stake: 100n,
      status: 'pending',
      gameCode: 'NOT_IN_CATALOG',
    });
    await insertBet(t.db, acme.id, p.id, { at: hoursAgo(24 * 10), stake: 100n });
    const r = await bets(p, {}, 'TY');
    expect(r.status).toBe(200);
    const page = betRecordsAnswer.parse(r.body.value);
    expect(page.content.map((b) => b.id)).toEqual([recent, older]);
    expect(page.content[0]).toMatchObject({
      gameName: 'Kapalaran 0',
      vendor: 'PG',
      gameType: 'RNG',
      stake: '500',
      win: '1200',
      profit: '700',
      status: 'settled',
    });
    expect(page.content[1]).toMatchObject({ gameName: 'NOT_IN_CATALOG', profit: '0', status: 'pending', settledAt: null });
    expect(page.timeZone).toBe('UTC');
    expect(page.to).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.parse(page.to) - Date.parse(page.from)).toBe(6 * 86_400_000);
    expect((await bets(p, {}, 'EN')).body.value.content[0].gameName).toBe('Fortune 0');
  });

  it('pages 25 bets by 10 with totals of the whole filter', async () => {
    const p = await player();
    for (let i = 0; i < 25; i++) {
      await insertBet(t.db, acme.id, p.id, {
        at: `2026-10-10T${String(i % 24).padStart(2, '0')}:0${Math.floor(i / 24)}:00Z`,
        stake: 100n,
        win: BigInt(i * 10),
      });
    }
    const pages = await Promise.all([1, 2, 3, 4].map((pageNo) => bets(p, { ...OCT, pageNo, pageSize: 10 })));
    const values = pages.map((r) => betRecordsAnswer.parse(r.body.value));
    expect(values.map((v) => v.content.length)).toEqual([10, 10, 5, 0]);
    expect(values[0]).toMatchObject({ pageNum: 1, pageSize: 10, totalPages: 3, totalElements: 25 });
    const all = values.flatMap((v) => v.content);
    expect(new Set(all.map((b) => b.id)).size).toBe(25);
    const times = all.map((b) => b.placedAt);
    expect([...times].sort().reverse()).toEqual(times);
    // win = 0+10+...+240 = 3000; stake 2500; profit 500 — on every page.
    for (const v of values)
      expect(v.totals).toEqual({ betCount: 25, stake: '2500', validBet: '2500', win: '3000', profit: '500' });
  });

  it("cuts days and weeks in the merchant's time zone when the query names none (beta: Asia/Manila)", async () => {
    const p = await player(beta);
    // 16:00 UTC on Sunday 4 October is midnight starting Monday 5 October in Manila: a new day and a new week.
    const monday = await insertBet(t.db, beta.id, p.id, { at: '2026-10-04T16:00:00Z', stake: 10n });
    const sunday = await insertBet(t.db, beta.id, p.id, { at: '2026-10-04T15:59:59Z', stake: 20n });
    const day = betRecordsAnswer.parse((await bets(p, { from: '2026-10-05', to: '2026-10-05' })).body.value);
    expect([day.timeZone, day.content.map((b) => b.id)]).toEqual(['Asia/Manila', [monday]]);
    const before = betRecordsAnswer.parse((await bets(p, { from: '2026-10-04', to: '2026-10-04' })).body.value);
    expect(before.content.map((b) => b.id)).toEqual([sunday]);
    const weeks = profitRecordsAnswer.parse(
      (await profit(p, { from: '2026-09-28', to: '2026-10-11', periodType: 'W' })).body.value,
    );
    expect(weeks.content.map((r) => [r.periodStart, r.periodEnd, r.stake])).toEqual([
      ['2026-10-05', '2026-10-11', '10'],
      ['2026-09-28', '2026-10-04', '20'],
    ]);
  });

  it('filters by inclusive dates in the time zone, game type, vendor and status', async () => {
    const p = await player();
    // 20:00 UTC on the 5th is already the 6th in Manila (UTC+8).
    const late = await insertBet(t.db, acme.id, p.id, { at: '2026-10-05T20:00:00Z', stake: 10n, win: 30n });
    const live = await insertBet(t.db, acme.id, p.id, {
      at: '2026-10-06T10:00:00Z',
      stake: 20n,
      gameType: 'LIVE',
      vendor: 'EVO',
    });
    const cancelled = await insertBet(t.db, acme.id, p.id, { at: '2026-10-07T23:59:59Z', stake: 40n, status: 'cancelled' });
    const pending = await insertBet(t.db, acme.id, p.id, { at: '2026-10-08T00:00:00Z', stake: 80n, status: 'pending' });
    const ids = async (q: Record<string, string>) => (await bets(p, q)).body.value.content.map((b: { id: string }) => b.id);
    expect(await ids({ from: '2026-10-05', to: '2026-10-05' })).toEqual([late]);
    expect(await ids({ from: '2026-10-05', to: '2026-10-05', timeZone: 'Asia/Manila' })).toEqual([]);
    expect(await ids({ from: '2026-10-06', to: '2026-10-06', timeZone: 'Asia/Manila' })).toEqual([live, late]);
    expect(await ids({ from: '2026-10-06', to: '2026-10-07' })).toEqual([cancelled, live]);
    expect(await ids({ ...OCT, gameType: 'LIVE' })).toEqual([live]);
    expect(await ids({ ...OCT, vendor: 'PG' })).toEqual([pending, cancelled, late]);
    expect(await ids({ ...OCT, status: 'pending' })).toEqual([pending]);
    expect(await ids({ ...OCT, status: '', gameType: '', vendor: '' })).toEqual([pending, cancelled, live, late]);
    // Cancelled bets add no turnover; pending ones no profit yet.
    const all = await bets(p, OCT);
    expect(all.body.value.totals).toEqual({ betCount: 4, stake: '110', validBet: '110', win: '30', profit: '0' }); // +20 and -20
    expect(all.body.value.content.find((b: { id: string }) => b.id === cancelled).profit).toBe('0');
  });

  it("shows only the member's own bets, within the merchant", async () => {
    const [a, b, c] = [await player(), await player(), await player(beta)];
    const mine = await insertBet(t.db, acme.id, a.id, { at: '2026-10-12T12:00:00Z', stake: 1n });
    await insertBet(t.db, acme.id, b.id, { at: '2026-10-12T12:00:00Z', stake: 2n });
    const theirs = await insertBet(t.db, beta.id, c.id, { at: '2026-10-12T12:00:00Z', stake: 3n });
    expect((await bets(a, OCT)).body.value.content.map((x: { id: string }) => x.id)).toEqual([mine]);
    expect((await bets(c, OCT)).body.value.content.map((x: { id: string }) => x.id)).toEqual([theirs]);
    expect((await bets(b, OCT)).body.value.totals.stake).toBe('2');
  });
});

describe('records: transactions (transactionHistory)', () => {
  it('lists every posting on the member wallets with signed amounts and balances after, filtered and paged', async () => {
    const p = await player();
    const other = await player();
    const main = (await accountFor(t.db, acme.id, 'member', p.id)).id;
    const pgWallet = (await accountFor(t.db, acme.id, 'member', p.id, 'PG')).id;
    const house = (await accountFor(t.db, acme.id, 'house', null, 'PG')).id;
    const clearing = (await accountFor(t.db, acme.id, 'payment_clearing')).id;
    const otherMain = (await accountFor(t.db, acme.id, 'member', other.id)).id;
    await move(t.db, acme.id, 'deposit', clearing, main, 1000n);
    await move(t.db, acme.id, 'bet', main, house, 300n);
    await move(t.db, acme.id, 'payout', house, main, 500n);
    const transfer = await move(t.db, acme.id, 'transfer', main, pgWallet, 200n);
    await move(t.db, acme.id, 'deposit', clearing, otherMain, 777n);

    const r = await txs(p);
    expect(r.status).toBe(200);
    const page = transactionRecordsAnswer.parse(r.body.value);
    // The transfer touches two of the member's wallets: two rows of one transaction.
    expect(page.content.map((x) => [x.type, x.wallet, x.amount, x.balanceAfter])).toEqual([
      ['transfer', 'PG', '200', '200'],
      ['transfer', 'MAIN', '-200', '1000'],
      ['payout', 'MAIN', '500', '1200'],
      ['bet', 'MAIN', '-300', '700'],
      ['deposit', 'MAIN', '1000', '1000'],
    ]);
    expect(page.content[0]!.transactionId).toBe(transfer.id);
    expect(page.content[0]!.reference).toBe(transfer.reference);
    expect(page.totals).toEqual({ count: 5, credit: '1700', debit: '-500', net: '1200' });

    const only = async (q: Record<string, string | number>) => transactionRecordsAnswer.parse((await txs(p, q)).body.value);
    expect((await only({ wallet: 'PG' })).content.map((x) => x.amount)).toEqual(['200']);
    expect((await only({ type: 'bet' })).content.map((x) => [x.wallet, x.amount])).toEqual([['MAIN', '-300']]);
    expect((await only({ wallet: 'EVO' })).totalElements).toBe(0);
    const second = await only({ pageNo: 2, pageSize: 2 });
    expect([second.content.map((x) => x.type), second.totalPages]).toEqual([['payout', 'bet'], 3]);
    expect(second.totals.count).toBe(5);
    // Yesterday and before: nothing (everything was posted today).
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await only({ from: '2026-10-01', to: yesterday })).totalElements).toBe(0);
    expect((await only({ from: today, to: today })).totalElements).toBe(5);
    // The other member sees only their deposit.
    expect(transactionRecordsAnswer.parse((await txs(other)).body.value).content.map((x) => x.amount)).toEqual(['777']);
  });

  it('filters by vendor (its rounds and wallet transfers) and game type (round movements), member by member', async () => {
    const [p, q, c] = [await player(), await player(), await player(beta)];
    const acct = (
      merchant: string,
      kind: 'member' | 'house' | 'payment_clearing' | 'transfer_pending',
      member: string | null = null,
      wallet?: string,
    ) => accountFor(t.db, merchant, kind, member, wallet).then((a) => a.id);
    const [main, evoWallet, qMain, cMain] = [
      await acct(acme.id, 'member', p.id),
      await acct(acme.id, 'member', p.id, 'EVO'),
      await acct(acme.id, 'member', q.id),
      await acct(beta.id, 'member', c.id),
    ];
    const [pgHouse, evoHouse, clearing, pending] = [
      await acct(acme.id, 'house', null, 'PG'),
      await acct(acme.id, 'house', null, 'EVO'),
      await acct(acme.id, 'payment_clearing'),
      await acct(acme.id, 'transfer_pending'),
    ];
    const now = new Date().toISOString();
    const slot = `slot-${process.pid}`;
    const live = `live-${process.pid}`;
    await move(t.db, acme.id, 'deposit', clearing, main, 10_000n);
    await move(t.db, acme.id, 'deposit', clearing, qMain, 10_000n);
    await move(t.db, beta.id, 'deposit', await acct(beta.id, 'payment_clearing'), cMain, 10_000n);
    // p: a PG slot round (bet, win), an EVO live round refunded, a transfer into the EVO wallet.
    await insertBet(t.db, acme.id, p.id, { at: now, round: slot, vendor: 'PG', gameType: 'RNG', stake: 300n, win: 500n });
    await moveRef(t.db, acme.id, 'bet', `round:PG:${slot}`, main, pgHouse, 300n);
    await moveRef(t.db, acme.id, 'payout', `round:PG:${slot}`, pgHouse, main, 500n);
    await insertBet(t.db, acme.id, p.id, {
      at: now,
      round: live,
      vendor: 'EVO',
      gameType: 'LIVE',
      stake: 100n,
      status: 'cancelled',
    });
    await moveRef(t.db, acme.id, 'bet', `round:EVO:${live}`, main, evoHouse, 100n);
    await moveRef(t.db, acme.id, 'refund', `round:EVO:${live}`, evoHouse, main, 100n);
    const transfer = await insertTransfer(t.db, acme.id, p.id, 'EVO', 'in', 1000n);
    await moveRef(t.db, acme.id, 'transfer', `transfer:${transfer}`, main, pending, 1000n);
    await moveRef(t.db, acme.id, 'transfer', `transfer:${transfer}`, pending, evoWallet, 1000n);
    // q: a PG slot round of their own. c (beta): a round with p's EVO round id, of another game type.
    await insertBet(t.db, acme.id, q.id, { at: now, round: `q-${slot}`, vendor: 'PG', gameType: 'RNG', stake: 50n });
    await moveRef(t.db, acme.id, 'bet', `round:PG:q-${slot}`, qMain, pgHouse, 50n);
    await insertBet(t.db, beta.id, c.id, { at: now, round: live, vendor: 'EVO', gameType: 'RNG', stake: 70n });
    await moveRef(t.db, beta.id, 'bet', `round:EVO:${live}`, cMain, await acct(beta.id, 'house', null, 'EVO'), 70n);

    const rowsOf = async (who: Player, f: Record<string, string | number>) => {
      const r = await txs(who, f);
      expect(r.status, JSON.stringify(f)).toBe(200);
      const v = transactionRecordsAnswer.parse(r.body.value);
      return { v, rows: v.content.map((x) => [x.type, x.wallet, x.amount]) };
    };
    expect((await rowsOf(p, { vendor: 'PG' })).rows).toEqual([
      ['payout', 'MAIN', '500'],
      ['bet', 'MAIN', '-300'],
    ]);
    const evo = await rowsOf(p, { vendor: 'EVO' });
    expect(evo.rows).toEqual([
      ['transfer', 'EVO', '1000'],
      ['transfer', 'MAIN', '-1000'],
      ['refund', 'MAIN', '100'],
      ['bet', 'MAIN', '-100'],
    ]);
    expect(evo.v.totals).toEqual({ count: 4, credit: '1100', debit: '-1100', net: '0' });
    // A transfer has no game type; beta's RNG round with the same id is not p's.
    expect((await rowsOf(p, { gameType: 'LIVE' })).rows).toEqual([
      ['refund', 'MAIN', '100'],
      ['bet', 'MAIN', '-100'],
    ]);
    expect((await rowsOf(p, { gameType: 'RNG' })).rows).toEqual([
      ['payout', 'MAIN', '500'],
      ['bet', 'MAIN', '-300'],
    ]);
    expect((await rowsOf(p, { gameType: 'RNG', type: 'bet' })).rows).toEqual([['bet', 'MAIN', '-300']]);
    expect((await rowsOf(p, { gameType: 'LIVE', vendor: 'PG' })).rows).toEqual([]);
    expect((await rowsOf(p, { vendor: 'EVO', wallet: 'EVO' })).rows).toEqual([['transfer', 'EVO', '1000']]);
    expect((await rowsOf(p, { vendor: 'JDB' })).v.totals).toEqual({ count: 0, credit: '0', debit: '0', net: '0' });
    expect((await rowsOf(p, { vendor: '', gameType: '' })).v.totalElements).toBe(7);
    // Paged in SQL: one row a page, totals of the whole filter on each.
    const second = await rowsOf(p, { vendor: 'EVO', pageNo: 2, pageSize: 1 });
    expect([second.rows, second.v.totalPages, second.v.totalElements, second.v.totals.net]).toEqual([
      [['transfer', 'MAIN', '-1000']],
      4,
      4,
      '0',
    ]);
    expect((await rowsOf(p, { vendor: 'EVO', pageNo: 5, pageSize: 1 })).v).toMatchObject({ content: [], totalElements: 4 });
    // The others see only their own.
    expect((await rowsOf(q, { vendor: 'PG' })).rows).toEqual([['bet', 'MAIN', '-50']]);
    expect((await rowsOf(q, { vendor: 'EVO' })).rows).toEqual([]);
    expect((await rowsOf(c, { gameType: 'RNG' })).rows).toEqual([['bet', 'MAIN', '-70']]);
    expect((await rowsOf(c, { gameType: 'LIVE' })).rows).toEqual([]);
  });

  it('answers an empty page for a member without any account', async () => {
    const p = await player();
    const page = transactionRecordsAnswer.parse((await txs(p)).body.value);
    expect(page).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      totals: { count: 0, credit: '0', debit: '0', net: '0' },
    });
  });
});

describe('records: profit (personalProfit)', () => {
  async function withBets() {
    const p = await player();
    const at = (day: string, hour = 10) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;
    await insertBet(t.db, acme.id, p.id, { at: at('2026-10-05'), stake: 100n, win: 250n });
    await insertBet(t.db, acme.id, p.id, { at: at('2026-10-05', 12), stake: 200n });
    await insertBet(t.db, acme.id, p.id, { at: at('2026-10-05', 13), stake: 50n, win: 100n, gameType: 'LIVE', vendor: 'EVO' });
    await insertBet(t.db, acme.id, p.id, { at: at('2026-10-07'), stake: 100n, validBet: 60n });
    await insertBet(t.db, acme.id, p.id, { at: at('2026-10-15', 20), stake: 300n, win: 600n });
    await insertBet(t.db, acme.id, p.id, { at: at('2026-10-20'), stake: 999n, status: 'pending' });
    await insertBet(t.db, acme.id, p.id, { at: at('2026-10-20'), stake: 77n, status: 'cancelled' });
    await insertBet(t.db, acme.id, p.id, { at: at('2026-11-02'), stake: 10n, win: 20n });
    return p;
  }
  const rowsOf = async (p: Player, q: Record<string, string>) => {
    const r = await profit(p, q);
    expect(r.status).toBe(200);
    const v = profitRecordsAnswer.parse(r.body.value);
    return {
      v,
      rows: v.content.map((x) => [x.periodStart, x.periodEnd, x.gameType, x.betCount, x.stake, x.validBet, x.win, x.profit]),
    };
  };
  const RANGE = { from: '2026-10-03', to: '2026-11-10' };

  it('daily by default: settled bets only, by day and game type, with grand totals', async () => {
    const p = await withBets();
    const { v, rows } = await rowsOf(p, RANGE);
    expect(v.periodType).toBe('D');
    expect(rows).toEqual([
      ['2026-11-02', '2026-11-02', 'RNG', 1, '10', '10', '20', '10'],
      ['2026-10-15', '2026-10-15', 'RNG', 1, '300', '300', '600', '300'],
      ['2026-10-07', '2026-10-07', 'RNG', 1, '100', '60', '0', '-100'],
      ['2026-10-05', '2026-10-05', 'LIVE', 1, '50', '50', '100', '50'],
      ['2026-10-05', '2026-10-05', 'RNG', 2, '300', '300', '250', '-50'],
    ]);
    expect(v.totals).toEqual({ betCount: 6, stake: '760', validBet: '720', win: '970', profit: '210' });
  });

  it('weekly (Monday to Sunday), semimonthly and monthly periods, clipped to the range', async () => {
    const p = await withBets();
    expect((await rowsOf(p, { ...RANGE, periodType: 'W', gameType: 'RNG' })).rows).toEqual([
      ['2026-11-02', '2026-11-08', 'RNG', 1, '10', '10', '20', '10'],
      ['2026-10-12', '2026-10-18', 'RNG', 1, '300', '300', '600', '300'],
      ['2026-10-05', '2026-10-11', 'RNG', 3, '400', '360', '250', '-150'],
    ]);
    expect((await rowsOf(p, { from: '2026-10-06', to: '2026-10-31', periodType: 'W' })).rows[1]).toEqual([
      '2026-10-06',
      '2026-10-11',
      'RNG',
      1,
      '100',
      '60',
      '0',
      '-100',
    ]);
    expect((await rowsOf(p, { ...RANGE, periodType: 'H', vendor: 'PG' })).rows).toEqual([
      ['2026-11-01', '2026-11-10', 'RNG', 1, '10', '10', '20', '10'],
      ['2026-10-03', '2026-10-15', 'RNG', 4, '700', '660', '850', '150'],
    ]);
    // In Manila the bet of the 15th at 20:00 UTC falls on the 16th: the second half of October.
    expect((await rowsOf(p, { ...RANGE, periodType: 'H', vendor: 'PG', timeZone: 'Asia/Manila' })).rows).toEqual([
      ['2026-11-01', '2026-11-10', 'RNG', 1, '10', '10', '20', '10'],
      ['2026-10-16', '2026-10-31', 'RNG', 1, '300', '300', '600', '300'],
      ['2026-10-03', '2026-10-15', 'RNG', 3, '400', '360', '250', '-150'],
    ]);
    const monthly = await rowsOf(p, { ...RANGE, periodType: 'M' });
    expect(monthly.rows.map((r) => r.slice(0, 4))).toEqual([
      ['2026-11-01', '2026-11-10', 'RNG', 1],
      ['2026-10-03', '2026-10-31', 'LIVE', 1],
      ['2026-10-03', '2026-10-31', 'RNG', 4],
    ]);
    expect(monthly.v.totals.profit).toBe('210');
  });

  it('pages the rows with the totals of the whole filter on every page', async () => {
    const p = await withBets();
    const all = (await rowsOf(p, RANGE)).rows;
    const pages = await Promise.all([1, 2, 3, 4].map((pageNo) => rowsOf(p, { ...RANGE, pageNo: String(pageNo), pageSize: '2' })));
    expect(pages.map((x) => x.rows.length)).toEqual([2, 2, 1, 0]);
    expect(pages.flatMap((x) => x.rows)).toEqual(all);
    for (const { v } of pages) {
      expect(v).toMatchObject({ pageSize: 2, totalPages: 3, totalElements: 5, periodType: 'D' });
      expect(v.totals).toEqual({ betCount: 6, stake: '760', validBet: '720', win: '970', profit: '210' });
    }
    expect(pages[1]!.v.pageNum).toBe(2);
    // Weekly and RNG only: 3 rows; the page size stays 20 by default.
    expect((await rowsOf(p, { ...RANGE, periodType: 'W', gameType: 'RNG' })).v).toMatchObject({
      pageSize: 20,
      totalPages: 1,
      totalElements: 3,
    });
  });

  it("counts only the member's own bets", async () => {
    const p = await withBets();
    const q = await player();
    const c = await player(beta);
    await insertBet(t.db, beta.id, c.id, { at: '2026-10-05T10:00:00Z', stake: 5n, win: 9n });
    expect((await rowsOf(q, RANGE)).rows).toEqual([]);
    expect((await rowsOf(c, RANGE)).v.totals).toEqual({ betCount: 1, stake: '5', validBet: '5', win: '9', profit: '4' });
    expect((await rowsOf(p, RANGE)).v.totals.betCount).toBe(6);
  });
});
