import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API } from '@playhouse/contract';
import { MB_2026_01_14, pendingResultsAnswer, resultSourceAnswer, type OfficialResult } from '@playhouse/contract/lottery';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { opCall, signedInOperator, type TestOperator } from '../../../test/helpers/operators.js';
import {
  betsOfOrder,
  mainBalance,
  officialGames,
  officialPlayer,
  openDraws,
  placeTicket,
} from '../../../test/helpers/official.js';
import { createOperatorKey } from '../operator/index.js';
import { officialSourcesOf, settleOfficialBacklog } from './index.js';
import { fetchDueResults } from './official/results-due.js';

// Result sources are the platform's: feeds from LOTTERY_RESULT_FEEDS picked by id under four
// eyes, the simulator only in a demo, and a feed's answer settles money only once a second feed
// agrees or a person approves it. The feeds here run on 127.0.0.1, which only the allow-list opens.

type Answer = (res: ServerResponse, url: URL) => void;
const notYet: Answer = (res) => res.writeHead(404).end();
const answers: Record<string, Answer> = { a: notYet, b: notYet, c: notYet };
const asked: Record<string, number> = { a: 0, b: 0, c: 0 };
const feedServer: Server = createServer((req, res) => {
  const url = new URL(req.url!, 'http://feed');
  const id = url.pathname.slice(1);
  asked[id] = (asked[id] ?? 0) + 1;
  (answers[id] ?? notYet)(res, url);
});
await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => feedServer.close(() => r())));
const base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
const publishes =
  (result: OfficialResult | null): Answer =>
  (res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result }));

const t = await testPlatform({
  LOTTERY_RESULT_FEEDS: JSON.stringify([
    { id: 'vn-a', name: 'VN feed A', url: `${base}/a`, lotteries: ['VN'] },
    { id: 'vn-b', name: 'VN feed B', url: `${base}/b`, lotteries: ['VN'] },
    { id: 'vn-c', name: 'VN feed C', url: `${base}/c`, lotteries: ['VN'] },
    { id: 'th-a', name: 'Thai feed', url: `${base}/th`, lotteries: ['TH'] },
  ]),
  OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
});
const acme = await buildMerchant(t.db);
await officialGames(t.db, acme.id);
const NOW = Date.now();
t.deps.clock = () => NOW;
const HOUR = 3_600_000;
const sources = officialSourcesOf(t.deps.config);

const riskKey = await createOperatorKey(t.db, acme.id, 'risk-key', 'risk');
// An owner (may make keys) and a risk operator: two people.
const alice = await signedInOperator(t, 'owner', acme.id);
const bob = await signedInOperator(t, 'risk', acme.id);
// A key alice made stands for alice.
const aliceKey = (await opCall(t, alice.token, API.operator.keys, { body: { name: 'alice-risk', role: 'risk' } })).body.value
  .key as string;

const sourceUrl = (game: string) => API.operator.lotteryResultSource.replace(':gameCode', game);
const approveUrl = (id: string) => API.operator.lotteryResultSourceApprove.replace(':id', id);
type Who = TestOperator | string;
const as = (who: Who, url: string, o: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {}) =>
  typeof who === 'string' ? opCall(t, undefined, url, { ...o, key: who }) : opCall(t, who.token, url, o);
const propose = (who: Who, game: string, body: unknown) => as(who, sourceUrl(game), { method: 'PUT', body });
const approve = (who: Who, changeId: string) => as(who, approveUrl(changeId), { body: {} });
const sourceOf = async (game: string) => resultSourceAnswer.parse((await as(riskKey, sourceUrl(game))).body.value);
const count = async (q: string) => Number((await sql<{ n: string }>`${sql.raw(q)}`.execute(t.db)).rows[0]!.n);
const codeOf = (r: { status: number; body: { code?: string } }) => [r.status, r.body.code ?? 'ok'];

/** Sets a game's source the only way there is: one person proposes, another approves. */
async function setSource(game: string, body: unknown) {
  const proposed = await propose(alice, game, body);
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
  const applied = await approve(bob, proposed.body.value.changeId as string);
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
}

describe('a result source is the platform’s decision', () => {
  it('takes no URL: a feed is picked by id from the platform’s list for the game’s lottery', async () => {
    const before = await count('SELECT count(*)::text AS n FROM official_result_source_changes');
    // What the attack did: a merchant's risk operator pointing a game at its own URL.
    for (const body of [
      { kind: 'feed', url: 'https://evil.example/results', delaySeconds: 0 },
      { kind: 'feed', url: 'http://169.254.169.254/latest/meta-data/' },
      { kind: 'feed', url: 'http://[::1]:5432/' },
      { kind: 'manual', url: 'http://127.0.0.1:3000/metrics' },
      { kind: 'feed', feeds: ['vn-a'], url: 'https://evil.example/results' },
    ]) {
      expect(codeOf(await propose(riskKey, 'VN_MN', body))).toEqual([400, 'validation_failed']);
    }
    expect(codeOf(await propose(riskKey, 'VN_MN', { kind: 'feed' }))).toEqual([400, 'validation_failed']);
    expect(codeOf(await propose(riskKey, 'VN_MN', { kind: 'feed', feeds: ['vn-a', 'vn-a'] }))).toEqual([
      400,
      'validation_failed',
    ]);
    const unknown = await propose(riskKey, 'VN_MN', { kind: 'feed', feeds: ['vn-a', 'nope', 'th-a'] });
    expect([...codeOf(unknown), unknown.body.value]).toEqual([400, 'lottery_feed_unknown', { feeds: ['nope', 'th-a'] }]);
    expect(await count('SELECT count(*)::text AS n FROM official_result_source_changes')).toBe(before);
    // What the operator console lists.
    const feeds = await as(riskKey, API.operator.lotteryResultFeeds.replace(':gameCode', 'VN_MN'));
    expect(feeds.body.value).toEqual([
      { id: 'vn-a', name: 'VN feed A' },
      { id: 'vn-b', name: 'VN feed B' },
      { id: 'vn-c', name: 'VN feed C' },
    ]);
    const thai = await as(riskKey, API.operator.lotteryResultFeeds.replace(':gameCode', 'TH_GOV'));
    expect(thai.body.value).toEqual([{ id: 'th-a', name: 'Thai feed' }]);
  });

  it('offers the simulator (random results) only in a demo deployment', async () => {
    expect(t.deps.config.SEED_DEMO).toBe(false);
    expect(codeOf(await propose(riskKey, 'VN_MN', { kind: 'simulator' }))).toEqual([403, 'lottery_simulator_demo_only']);
    t.deps.config.SEED_DEMO = true;
    try {
      const proposed = await propose(riskKey, 'TH_GOV', { kind: 'simulator' });
      expect(proposed.status).toBe(200);
      // Demo switched off before the approval: the approval checks again.
      t.deps.config.SEED_DEMO = false;
      expect(codeOf(await approve(bob, proposed.body.value.changeId))).toEqual([403, 'lottery_simulator_demo_only']);
      expect((await sourceOf('TH_GOV')).kind).toBe('manual');
    } finally {
      t.deps.config.SEED_DEMO = false;
    }
  });

  it('changes only once a different person approves it; both steps are audited', async () => {
    const proposed = await propose(alice, 'VN_MN', { kind: 'feed', feeds: ['vn-a'], delaySeconds: 60 });
    expect(proposed.status).toBe(200);
    const change = proposed.body.value as { changeId: string };
    expect(proposed.body.value).toMatchObject({
      gameCode: 'VN_MN',
      kind: 'feed',
      feeds: [{ id: 'vn-a', name: 'VN feed A' }],
      delaySeconds: 60,
      status: 'pending',
      proposedBy: alice.username,
    });
    // Nothing applies yet.
    const waiting = await sourceOf('VN_MN');
    expect([waiting.kind, waiting.pending?.changeId]).toEqual(['manual', change.changeId]);
    // Not the proposer, in person or through a key they made; never a key.
    expect(codeOf(await approve(alice, change.changeId))).toEqual([403, 'lottery_source_four_eyes']);
    expect(codeOf(await approve(aliceKey, change.changeId))).toEqual([403, 'operator_person_required']);
    expect(codeOf(await approve(riskKey, change.changeId))).toEqual([403, 'operator_person_required']);
    expect((await sourceOf('VN_MN')).kind).toBe('manual');

    const applied = await approve(bob, change.changeId);
    expect(applied.body.value).toEqual({
      gameCode: 'VN_MN',
      kind: 'feed',
      feeds: [{ id: 'vn-a', name: 'VN feed A' }],
      delaySeconds: 60,
      pending: null,
    });
    expect(codeOf(await approve(bob, change.changeId))).toEqual([409, 'lottery_source_change_not_pending']);
    expect(codeOf(await propose(bob, 'VN_MN', { kind: 'feed', feeds: ['vn-a'], delaySeconds: 60 }))).toEqual([
      409,
      'lottery_source_unchanged',
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('target_id', '=', 'VN_MN')
      .where('action', 'like', 'lottery.result_source.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'lottery.result_source.propose', actor_name: alice.username },
      { action: 'lottery.result_source.approve', actor_name: bob.username },
    ]);
    // A key's proposal is its maker's: alice cannot approve what her key proposed.
    const viaKey = await propose(aliceKey, 'VN_MN', { kind: 'manual' });
    expect(codeOf(await approve(alice, viaKey.body.value.changeId))).toEqual([403, 'lottery_source_four_eyes']);
    // A newer proposal supersedes the waiting one.
    const newer = await propose(bob, 'VN_MN', { kind: 'manual', delaySeconds: 0 });
    expect((await sourceOf('VN_MN')).pending?.changeId).toBe(newer.body.value.changeId);
    expect(codeOf(await approve(bob, viaKey.body.value.changeId))).toEqual([409, 'lottery_source_change_not_pending']);
    expect(codeOf(await approve(alice, newer.body.value.changeId))).toEqual([200, 'ok']);
    expect((await sourceOf('VN_MN')).kind).toBe('manual');
  });

  it('an existing simulator row publishes nothing outside a demo deployment', async () => {
    await t.db
      .insertInto('official_result_sources')
      .values({ game_id: (await gameId('LA_GOV'))!, kind: 'simulator', delay_seconds: 0 })
      .execute();
    const draws = await openDraws(t.db, acme.id, 'LA_GOV', '20260101', ['LA'], NOW - 2 * HOUR, NOW - HOUR);
    expect(await fetchDueResults(t.db, NOW, sources)).toEqual([]);
    expect(await drawStatus(draws.LA!)).toBe('open');
    // The demo's simulator still publishes, labelled.
    expect(await fetchDueResults(t.db, NOW, { ...sources, demo: true })).toEqual([draws.LA]);
    expect(await originsOf(draws.LA!)).toEqual([{ origin: 'simulator', status: 'approved', entered_name: null }]);
  });
});

const gameId = async (code: string) =>
  (
    await t.db
      .selectFrom('official_games')
      .select('id')
      .where('merchant_id', '=', acme.id)
      .where('code', '=', code)
      .executeTakeFirst()
  )?.id;
const drawStatus = async (id: string) =>
  (await t.db.selectFrom('official_draws').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const originsOf = (drawId: string) =>
  t.db
    .selectFrom('official_results')
    .select(['origin', 'status', 'entered_name'])
    .where('draw_id', '=', drawId)
    .orderBy('id')
    .execute();
const pendingFeedEntries = async () =>
  pendingResultsAnswer.parse((await as(riskKey, API.operator.lotteryResults)).body.value).filter((p) => p.origin === 'feed');
const resultsApprove = (who: Who, id: string) => as(who, API.operator.lotteryResultApprove.replace(':id', id), { body: {} });

describe('a feed’s result is cross-checked before it settles money', () => {
  let day = 0;
  /** A VN_MB draw a player has bet lô 17 on (it wins on MB_2026_01_14: 17 twice), its draw time past. */
  async function drawWithBet() {
    const drawNo = `202602${String(++day).padStart(2, '0')}`;
    const closeAt = NOW + HOUR;
    const ids = await openDraws(t.db, acme.id, 'VN_MB', drawNo, ['MB'], closeAt, closeAt + 15 * 60_000);
    const p = await officialPlayer(t, acme.id, 100_000_000n);
    const placed = await placeTicket(t, p, {
      gameCode: 'VN_MB',
      drawNo,
      sources: ['MB'],
      productId: 'VN-LO2',
      content: '17',
      points: 1,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return { drawId: ids.MB!, player: p, orderId: placed.body.value.orderId as string, at: closeAt + 15 * 60_000 + 1000 };
  }
  const reset = () => {
    for (const k of Object.keys(answers)) answers[k] = notYet;
  };

  it('one feed alone publishes nothing: its answer waits for a person, and only then the bet is paid', async () => {
    reset();
    await setSource('VN_MB', { kind: 'feed', feeds: ['vn-a'], delaySeconds: 0 });
    const { drawId, player, orderId, at } = await drawWithBet();
    const balance = await mainBalance(t.db, acme.id, player.id);
    answers.a = publishes(MB_2026_01_14);
    expect(await fetchDueResults(t.db, at, sources)).toEqual([]);
    await settleOfficialBacklog(t.db, at);
    expect(await drawStatus(drawId)).toBe('open');
    expect((await betsOfOrder(t.db, orderId)).MB).toMatchObject({ status: 'pending', win: '0' });
    expect(await mainBalance(t.db, acme.id, player.id)).toBe(balance);
    const [entry, ...others] = await pendingFeedEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ origin: 'feed', enteredBy: 'VN feed A', result: MB_2026_01_14 });
    // Asked once a minute until it answers; once it has, never again for this draw.
    const calls = asked.a!;
    expect(await fetchDueResults(t.db, at + 120_000, sources)).toEqual([]);
    expect(asked.a).toBe(calls);
    expect((await pendingFeedEntries()).length).toBe(1);

    // A machine key approves nothing; any person may approve a feed's answer.
    expect(codeOf(await resultsApprove(riskKey, entry!.resultId))).toEqual([403, 'operator_person_required']);
    const ok = await resultsApprove(alice, entry!.resultId);
    expect(ok.body.value).toEqual({ resultId: entry!.resultId, version: 1 });
    await settleOfficialBacklog(t.db, at + 180_000);
    expect((await betsOfOrder(t.db, orderId)).MB).toMatchObject({ status: 'won', win: '16000000' });
    expect(await mainBalance(t.db, acme.id, player.id)).toBe(balance + 16_000_000n);
  });

  it('two feeds answering the same result publish it as version 1, named by both', async () => {
    reset();
    await setSource('VN_MB', { kind: 'feed', feeds: ['vn-a', 'vn-b'], delaySeconds: 0 });
    const { drawId, orderId, at } = await drawWithBet();
    answers.a = publishes(MB_2026_01_14);
    // B has nothing yet: A's answer waits (a person could approve it meanwhile).
    expect(await fetchDueResults(t.db, at, sources)).toEqual([]);
    expect(await drawStatus(drawId)).toBe('open');
    // B is asked again a minute on and agrees.
    answers.b = publishes(MB_2026_01_14);
    expect(await fetchDueResults(t.db, at + 61_000, sources)).toEqual([drawId]);
    expect(await originsOf(drawId)).toEqual([
      { origin: 'feed', status: 'superseded', entered_name: 'VN feed A' },
      { origin: 'feed', status: 'approved', entered_name: 'VN feed A + VN feed B' },
    ]);
    await settleOfficialBacklog(t.db, at + 61_000);
    expect((await betsOfOrder(t.db, orderId)).MB).toMatchObject({ status: 'won', win: '16000000' });
  });

  it('two feeds disagreeing publish nothing: each answer waits, and the one a person approves counts', async () => {
    reset();
    const { drawId, orderId, at } = await drawWithBet();
    const other = { ...MB_2026_01_14, special: ['99999'] };
    answers.a = publishes(MB_2026_01_14);
    answers.b = publishes(other);
    expect(await fetchDueResults(t.db, at, sources)).toEqual([]);
    await settleOfficialBacklog(t.db, at);
    expect(await drawStatus(drawId)).toBe('open');
    expect((await betsOfOrder(t.db, orderId)).MB!.status).toBe('pending');
    const waiting = await pendingFeedEntries();
    expect(waiting.map((w) => [w.enteredBy, w.result.special])).toEqual([
      ['VN feed A', MB_2026_01_14.special],
      ['VN feed B', ['99999']],
    ]);
    expect((await resultsApprove(bob, waiting[0]!.resultId)).body.value.version).toBe(1);
    expect((await originsOf(drawId)).map((r) => r.status)).toEqual(['approved', 'superseded']);
  });

  it('several instances on one database ask each feed once a minute between them', async () => {
    reset();
    const { drawId, at } = await drawWithBet();
    const before = { ...asked };
    // Another instance: the same code with its own memory.
    vi.resetModules();
    const other = (await import('./official/results-due.js')) as typeof import('./official/results-due.js');
    await Promise.all([fetchDueResults(t.db, at, sources), other.fetchDueResults(t.db, at, sources)]);
    await other.fetchDueResults(t.db, at + 30_000, sources);
    expect([asked.a! - before.a!, asked.b! - before.b!]).toEqual([1, 1]);
    await other.fetchDueResults(t.db, at + 61_000, sources);
    expect([asked.a! - before.a!, asked.b! - before.b!]).toEqual([2, 2]);
    expect(await drawStatus(drawId)).toBe('open');
  });
});
