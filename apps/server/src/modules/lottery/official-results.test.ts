import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import {
  MB_2026_01_14,
  RESULT_SHAPES,
  checkOfficialResult,
  deriveVnFastResult,
  opsDrawsAnswer,
  pendingResultsAnswer,
} from '@playhouse/contract/lottery';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { opCall, signedInOperator, type TestOperator } from '../../../test/helpers/operators.js';
import { beaconValue, recordedBeacons } from '../../../test/helpers/lottery.js';
import { createOperatorKey } from '../operator/index.js';
import { insertOfficialGames, officialSourcesOf, type NewOfficialGame } from './index.js';
import { fastDraws } from './official/calendars.js';
import { drawOf } from './official/draws.repository.js';
import { drawDueFast } from './official/fast-draws.js';
import { officialGameByCode } from './official/games.repository.js';
import { RESULT_WAIT_MS, fetchDueResults, voidOverdue } from './official/results-due.js';
import { openAhead } from './official/scheduler.js';
import { beaconRoundAfter } from './engine/beacon.js';

// The platform's result feed (LOTTERY_RESULT_FEEDS), on 127.0.0.1: reachable only through the allow-list.
let answer: { status: number; body: unknown } = { status: 404, body: {} };
const asked: string[] = [];
const feedServer: Server = createServer((req, res) => {
  asked.push(req.url!);
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
});
await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => feedServer.close(() => r())));
const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/results`;

const t = await testPlatform({
  LOTTERY_RESULT_FEEDS: JSON.stringify([{ id: 'vn-main', name: 'VN results', url: feedUrl, lotteries: ['VN'] }]),
  OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
});
const sources = officialSourcesOf(t.deps.config);
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });

const game = (code: string, g: Partial<NewOfficialGame>): NewOfficialGame => ({
  merchantId: acme.id,
  code,
  lottery: 'VN',
  region: null,
  cadenceSeconds: null,
  closeSeconds: 900,
  names: { EN: code, TY: code },
  sort: 0,
  ...g,
});
await insertOfficialGames(t.db, [
  game('VN_MB', { region: 'MB' }),
  game('VN_MN', { region: 'MN' }),
  game('VN_FAST45', { region: 'MB', cadenceSeconds: 45, closeSeconds: 10 }),
  game('TH_GOV', { lottery: 'TH', closeSeconds: 1800 }),
  game('SEA_4D', { lottery: '4D', closeSeconds: 1800 }),
]);
await insertOfficialGames(t.db, [{ ...game('VN_MB', { region: 'MB' }), merchantId: beta.id }]);

const keys = {
  riskA: await createOperatorKey(t.db, acme.id, 'risk-a', 'risk'),
  riskB: await createOperatorKey(t.db, acme.id, 'risk-b', 'risk'),
  content: await createOperatorKey(t.db, acme.id, 'content-acme', 'content'),
  beta: await createOperatorKey(t.db, beta.id, 'risk-beta', 'risk'),
};
// Approvals are a person's, signed in with TOTP: these are tokens (a key approves nothing).
const people = {
  riskA: await signedInOperator(t, 'risk', acme.id),
  riskB: await signedInOperator(t, 'risk', acme.id),
  riskC: await signedInOperator(t, 'risk', acme.id),
  beta: await signedInOperator(t, 'risk', beta.id),
};
const op = (key: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.call({ method, url, merchant: null, headers: { 'x-operator-key': key }, ...(body === undefined ? {} : { body }) });
const person = (who: TestOperator, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  opCall(t, who.token, url, { method, body });
const approveUrl = (id: string) => API.operator.lotteryResultApprove.replace(':id', id);
const count = async (q: string) => Number((await sql<{ n: string }>`${sql.raw(q)}`.execute(t.db)).rows[0]!.n);

// Monday 7 December 2026, 10:00 in Vietnam (UTC+7): MB draws at 18:15, MN at 16:15 at HCM, DT, CM.
const MONDAY_10H = Date.UTC(2026, 11, 7, 3, 0);
const HOUR = 3_600_000;
t.deps.clock = () => MONDAY_10H;
const beacons = recordedBeacons();
await openAhead(t.db, beacons, MONDAY_10H);

const gameId = async (code: string, merchantId = acme.id) => (await officialGameByCode(t.db, merchantId, code))!.id;
const draw = async (code: string, drawNo: string, source: string) => (await drawOf(t.db, await gameId(code), drawNo, source))!;

describe('the scheduler opens draws ahead', () => {
  it('opens the week of VN draws by the station calendar, and Thai and 4D draws by theirs', async () => {
    const mn = await t.db
      .selectFrom('official_draws')
      .select(['draw_no', 'source', 'draw_at', 'close_at'])
      .where('game_id', '=', await gameId('VN_MN'))
      .where('draw_no', '=', '20261207')
      .orderBy('id')
      .execute();
    expect(mn.map((d) => d.source).sort()).toEqual(['CM', 'DT', 'HCM']);
    expect(mn[0]!.draw_at.toISOString()).toBe('2026-12-07T09:15:00.000Z'); // 16:15 local
    expect(mn[0]!.close_at.toISOString()).toBe('2026-12-07T09:00:00.000Z'); // 15 minutes before
    const mb = await draw('VN_MB', '20261207', 'MB');
    expect(mb.draw_at.toISOString()).toBe('2026-12-07T11:15:00.000Z');
    // Thai: 16 December 14:30 (UTC+7) is within the week? No: the week ends 14 December.
    const thai = await t.db
      .selectFrom('official_draws')
      .select('draw_no')
      .where('game_id', '=', await gameId('TH_GOV'))
      .execute();
    expect(thai).toEqual([]);
    // 4D: Wednesday 9 and Saturday 12, Sunday 13 December, each operator one draw.
    const fourD = await t.db
      .selectFrom('official_draws')
      .select(['draw_no', 'source'])
      .where('game_id', '=', await gameId('SEA_4D'))
      .orderBy('draw_no')
      .orderBy('source')
      .execute();
    expect([...new Set(fourD.map((d) => d.draw_no))]).toEqual(['20261209', '20261212', '20261213']);
    expect(fourD.filter((d) => d.draw_no === '20261209').map((d) => d.source)).toEqual(['DAMACAI', 'MAGNUM', 'SG', 'TOTO']);
  });

  it('numbers fast draws within their local day and commits each before it is sold', async () => {
    expect(fastDraws(45, Date.UTC(2026, 11, 6, 17, 0, 0), 2).map((d) => d.drawNo)).toEqual(['20261207-0001', '20261207-0002']);
    expect(fastDraws(45, Date.UTC(2026, 11, 7, 16, 59, 30), 2).map((d) => d.drawNo)).toEqual(['20261207-1920', '20261208-0001']);
    const first = await t.db
      .selectFrom('official_draws')
      .select(['draw_no', 'commit', 'seed', 'beacon_round', 'close_at'])
      .where('game_id', '=', await gameId('VN_FAST45'))
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    expect(first.draw_no).toBe('20261207-0801'); // 10:00:45 local is the 801st draw
    expect(first.commit).toMatch(/^[0-9a-f]{64}$/);
    expect(first.beacon_round).toBe(beaconRoundAfter(first.close_at.getTime()).toString());
  });

  it('opens nothing twice when run again or by another instance', async () => {
    const before = await count('SELECT count(*)::text AS n FROM official_draws');
    await Promise.all([openAhead(t.db, beacons, MONDAY_10H), openAhead(t.db, beacons, MONDAY_10H)]);
    expect(await count('SELECT count(*)::text AS n FROM official_draws')).toBe(before);
  });
});

describe('fast VN draws come from the verifiable draw', () => {
  it('draws a full MB-shaped result anyone can recompute from the seed and the beacon', async () => {
    const at = MONDAY_10H + 60_000;
    const out = await drawDueFast(t.db, beacons, at);
    expect(out.map((o) => o.status)).toEqual(['drawn']);
    const d = await t.db.selectFrom('official_draws').selectAll().where('id', '=', out[0]!.id).executeTakeFirstOrThrow();
    expect(d.status).toBe('resulted');
    expect(d.result_version).toBe(1);
    expect(checkOfficialResult('VN_MB', d.result).ok).toBe(true);
    const again = await deriveVnFastResult({
      seed: new Uint8Array(d.seed!),
      gameCode: 'VN_FAST45',
      drawNo: d.draw_no,
      beaconRandomness: beaconValue(BigInt(d.beacon_round!)),
    });
    expect(d.result).toEqual(again);
    const origin = await t.db
      .selectFrom('official_results')
      .select('origin')
      .where('draw_id', '=', d.id)
      .executeTakeFirstOrThrow();
    expect(origin.origin).toBe('verifiable');
    // Drawn once, whoever asks again.
    expect(await drawDueFast(t.db, beacons, at)).toEqual([]);
  });

  it('waits for a missing beacon round, then voids the draw by the published rule', async () => {
    const next = (await t.db
      .selectFrom('official_draws')
      .select(['id', 'beacon_round', 'draw_at'])
      .where('game_id', '=', await gameId('VN_FAST45'))
      .where('status', '=', 'open')
      .orderBy('draw_at')
      .executeTakeFirstOrThrow())!;
    const silent = recordedBeacons(new Set([BigInt(next.beacon_round!)]));
    const drawAt = next.draw_at.getTime();
    expect((await drawDueFast(t.db, silent, drawAt + 1000)).map((o) => o.status)).toEqual(['waiting']);
    // Ten minutes on it is void (the draws after it, whose rounds answer, are drawn).
    expect((await drawDueFast(t.db, silent, drawAt + 10 * 60_000))[0]).toEqual({ id: next.id, status: 'void' });
  });
});

describe('results from a source', () => {
  it('the demo simulator publishes a labelled result of the draw’s shape once the draw is past, in a demo only', async () => {
    await t.db
      .insertInto('official_result_sources')
      .values({ game_id: await gameId('VN_MN'), kind: 'simulator', delay_seconds: 60 })
      .execute();
    const mn = await draw('VN_MN', '20261207', 'HCM');
    // Outside a demo deployment a simulator row is ignored.
    expect(await fetchDueResults(t.db, mn.draw_at.getTime() + 61_000, sources)).toEqual([]);
    const demo = { ...sources, demo: true };
    // Before the draw time plus the delay: nothing.
    expect(await fetchDueResults(t.db, mn.draw_at.getTime() + 30_000, demo)).toEqual([]);
    const published = await fetchDueResults(t.db, mn.draw_at.getTime() + 61_000, demo);
    expect(published).toHaveLength(3); // HCM, DT, CM
    const d = await draw('VN_MN', '20261207', 'HCM');
    expect(d.status).toBe('resulted');
    expect(checkOfficialResult('VN_STATION', d.result).ok).toBe(true);
    const rows = await t.db
      .selectFrom('official_results')
      .select(['origin', 'version', 'status'])
      .where('draw_id', '=', d.id)
      .execute();
    expect(rows).toEqual([{ origin: 'simulator', version: 1, status: 'approved' }]);
  });

  describe('a platform feed the operators pick', () => {
    it('is asked after the draw; what fits waits for a person, what does not is never taken', async () => {
      const sourceUrl = API.operator.lotteryResultSource.replace(':gameCode', 'VN_MB');
      // A feed is named by id, never by URL; a fast game draws its own.
      expect((await op(keys.riskA, 'PUT', sourceUrl, { kind: 'feed', delaySeconds: 0 })).status).toBe(400);
      expect((await op(keys.riskA, 'PUT', sourceUrl, { kind: 'feed', url: feedUrl, delaySeconds: 0 })).status).toBe(400);
      const fastSource = await op(keys.riskA, 'PUT', API.operator.lotteryResultSource.replace(':gameCode', 'VN_FAST45'), {
        kind: 'manual',
      });
      expect(fastSource.body.code).toBe('lottery_result_not_due');
      const proposed = await op(keys.riskA, 'PUT', sourceUrl, { kind: 'feed', feeds: ['vn-main'], delaySeconds: 0 });
      expect(proposed.body.value).toMatchObject({ gameCode: 'VN_MB', kind: 'feed', status: 'pending' });
      const set = await person(
        people.riskB,
        'POST',
        API.operator.lotteryResultSourceApprove.replace(':id', proposed.body.value.changeId),
      );
      const inForce = {
        gameCode: 'VN_MB',
        kind: 'feed',
        feeds: [{ id: 'vn-main', name: 'VN results' }],
        delaySeconds: 0,
        pending: null,
      };
      expect(set.body.value).toEqual(inForce);
      expect((await op(keys.riskB, 'GET', sourceUrl)).body.value).toEqual(inForce);
      expect(await count("SELECT count(*)::text AS n FROM audit_log WHERE action LIKE 'lottery.result_source.%'")).toBe(2);
      const mb = await draw('VN_MB', '20261207', 'MB');
      const at = mb.draw_at.getTime() + 1000;
      expect(await fetchDueResults(t.db, at, sources)).toEqual([]); // 404: not published yet
      expect(asked[0]).toBe('/results?game=VN_MB&drawNo=20261207&source=MB');
      answer = { status: 200, body: { result: { ...MB_2026_01_14, seventh: ['12', '34', '56'] } } };
      expect(await fetchDueResults(t.db, at + 61_000, sources)).toEqual([]); // three sevenths: refused
      expect(await count("SELECT count(*)::text AS n FROM official_results WHERE origin = 'feed'")).toBe(0);
      answer = { status: 200, body: { result: MB_2026_01_14 } };
      expect(await fetchDueResults(t.db, at + 30_000, sources)).toEqual([]); // asked once a minute
      expect(asked).toHaveLength(2);
      // One feed alone publishes nothing: its answer waits for a person.
      expect(await fetchDueResults(t.db, at + 122_000, sources)).toEqual([]);
      expect(asked).toHaveLength(3);
      expect((await draw('VN_MB', '20261207', 'MB')).status).toBe('open');
      const pending = pendingResultsAnswer.parse((await op(keys.riskB, 'GET', API.operator.lotteryResults)).body.value);
      expect(pending.map((p) => [p.origin, p.enteredBy, p.result])).toEqual([['feed', 'VN results', MB_2026_01_14]]);
      expect((await person(people.riskA, 'POST', approveUrl(pending[0]!.resultId))).body.value).toEqual({
        resultId: pending[0]!.resultId,
        version: 1,
      });
      const d = await draw('VN_MB', '20261207', 'MB');
      expect([d.status, d.result]).toEqual(['resulted', MB_2026_01_14]);
      const back = await op(keys.riskA, 'PUT', sourceUrl, { kind: 'manual' });
      expect(back.body.value).toMatchObject({ kind: 'manual', feeds: [], status: 'pending' });
    });
  });

  it('voids an official draw still without a result a day after its draw time', async () => {
    const d = await draw('VN_MB', '20261208', 'MB');
    expect(await voidOverdue(t.db, d.draw_at.getTime() + RESULT_WAIT_MS - 1000)).not.toContain(d.id);
    expect(await voidOverdue(t.db, d.draw_at.getTime() + RESULT_WAIT_MS)).toContain(d.id);
    const after = await draw('VN_MB', '20261208', 'MB');
    expect([after.status, after.void_reason]).toEqual(['void', 'no_result']);
  });
});

describe('manual results with four eyes', () => {
  const mbDraw = async (drawNo: string) => draw('VN_MB', drawNo, 'MB');
  const entry = (drawNo: string, result: unknown, reason?: string) => ({
    gameCode: 'VN_MB',
    drawNo,
    source: 'MB',
    result,
    ...(reason ? { reason } : {}),
  });
  // An entry by a key (the one who proposes may be a machine) or by a person.
  const enter = (who: string | TestOperator, drawNo: string, result: unknown, reason?: string) =>
    typeof who === 'string'
      ? op(who, 'POST', API.operator.lotteryResults, entry(drawNo, result, reason))
      : person(who, 'POST', API.operator.lotteryResults, entry(drawNo, result, reason));

  it('is for the merchant’s operators with the results permission', async () => {
    t.deps.clock = () => MONDAY_10H + 2 * 24 * HOUR;
    expect((await op(keys.content, 'GET', API.operator.lotteryResults)).status).toBe(403);
    expect((await enter(keys.content, '20261209', MB_2026_01_14)).status).toBe(403);
  });

  it('refuses a result before its draw, or of the wrong shape, saying why, and writes nothing', async () => {
    t.deps.clock = () => MONDAY_10H + 2 * 24 * HOUR; // Wednesday 10:00: the draw of the 9th is at 18:15
    expect((await enter(keys.riskA, '20261209', MB_2026_01_14)).body.code).toBe('lottery_result_not_due');
    t.deps.clock = () => MONDAY_10H + 2 * 24 * HOUR + 9 * HOUR;
    const bad = await enter(keys.riskA, '20261209', { ...MB_2026_01_14, special: ['1234'], sixth: ['123', '456'] });
    expect([bad.status, bad.body.code]).toEqual([422, 'lottery_result_shape']);
    expect(bad.body.value).toEqual({
      problems: ['special[0]: expected 5 digits, got "1234"', 'sixth: expected 3 numbers, got 2'],
    });
    expect(await count("SELECT count(*)::text AS n FROM official_results WHERE origin = 'manual'")).toBe(0);
    // A fast game's draws are drawn, never entered.
    const fast = await op(keys.riskA, 'POST', API.operator.lotteryResults, {
      gameCode: 'VN_FAST45',
      drawNo: '20261207-0801',
      source: 'MB',
      result: MB_2026_01_14,
    });
    expect(fast.body.code).toBe('lottery_result_not_due');
  });

  it('counts only once a different person approves it; the one who entered it cannot, nor any key', async () => {
    const entered = await enter(people.riskA, '20261209', MB_2026_01_14);
    expect(entered.status).toBe(200);
    const { resultId } = entered.body.value as { resultId: string };
    const pending = pendingResultsAnswer.parse((await op(keys.riskB, 'GET', API.operator.lotteryResults)).body.value);
    expect(pending.map((p) => [p.resultId, p.enteredBy, p.kind, p.origin])).toEqual([
      [resultId, people.riskA.username, 'VN_MB', 'manual'],
    ]);

    const self = await person(people.riskA, 'POST', approveUrl(resultId));
    expect([self.status, self.body.code]).toEqual([403, 'lottery_four_eyes']);
    // A machine key never approves, whoever entered.
    const byKey = await op(keys.riskB, 'POST', approveUrl(resultId));
    expect([byKey.status, byKey.body.code]).toEqual([403, 'operator_person_required']);
    expect((await mbDraw('20261209')).status).toBe('open');
    // Another merchant's operator does not even see it.
    expect((await person(people.beta, 'POST', approveUrl(resultId))).body.code).toBe('not_found');

    const ok = await person(people.riskB, 'POST', approveUrl(resultId));
    expect(ok.body.value).toEqual({ resultId, version: 1 });
    const d = await mbDraw('20261209');
    expect([d.status, d.result_version, d.result]).toEqual(['resulted', 1, MB_2026_01_14]);
    expect((await person(people.riskC, 'POST', approveUrl(resultId))).body.code).toBe('lottery_result_not_pending');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('target_id', '=', resultId)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'lottery.result.enter', actor_name: people.riskA.username },
      { action: 'lottery.result.approve', actor_name: people.riskB.username },
    ]);
  });

  it('counts people, not credentials: a key approves nothing its maker entered', async () => {
    const owner = await signedInOperator(t, 'owner', acme.id);
    const made = await opCall(t, owner.token, API.operator.keys, { body: { name: 'owner-risk-key', role: 'risk' } });
    const ownKey = (made.body.value as { key: string }).key;
    const entered = await opCall(t, owner.token, API.operator.lotteryResults, {
      body: {
        gameCode: 'VN_MB',
        drawNo: '20261207',
        source: 'MB',
        result: { ...MB_2026_01_14, first: ['11111'] },
        reason: 'recheck',
      },
    });
    const { resultId } = entered.body.value as { resultId: string };
    const viaKey = await op(ownKey, 'POST', approveUrl(resultId));
    expect([viaKey.status, viaKey.body.code]).toEqual([403, 'operator_person_required']);
    // And the other way round: what the owner's key entered, the owner does not approve in person.
    const keyEntry = await enter(ownKey, '20261207', { ...MB_2026_01_14, first: ['22222'] }, 'recheck by key');
    const selfViaPerson = await person(owner, 'POST', approveUrl(keyEntry.body.value.resultId));
    expect([selfViaPerson.status, selfViaPerson.body.code]).toEqual([403, 'lottery_four_eyes']);
    // Withdrawn by approving nothing: another person's approval would count, as below.
    await t.db
      .updateTable('official_results')
      .set({ status: 'rejected' })
      .where('id', '=', keyEntry.body.value.resultId)
      .execute();
    await t.db.updateTable('official_results').set({ status: 'rejected' }).where('id', '=', resultId).execute();
  });

  it('a correction needs a reason and a different result, and becomes the next version once approved', async () => {
    expect((await enter(keys.riskB, '20261209', { ...MB_2026_01_14, special: ['00000'] })).body.code).toBe(
      'lottery_result_unchanged',
    );
    expect((await enter(keys.riskB, '20261209', MB_2026_01_14, 'typo')).body.code).toBe('lottery_result_unchanged');
    const corrected = { ...MB_2026_01_14, special: ['00000'] };
    const { resultId } = (await enter(keys.riskB, '20261209', corrected, 'special prize misread')).body.value as {
      resultId: string;
    };
    expect((await mbDraw('20261209')).result_version).toBe(1); // not until approved
    // A seeded key entered it: any person approves.
    expect((await person(people.riskA, 'POST', approveUrl(resultId))).body.value).toEqual({ resultId, version: 2 });
    const d = await mbDraw('20261209');
    expect([d.result_version, d.result]).toEqual([2, corrected]);
    const versions = await t.db
      .selectFrom('official_results')
      .select(['version', 'status'])
      .where('draw_id', '=', d.id)
      .orderBy('id')
      .execute();
    expect(versions).toEqual([
      { version: 1, status: 'approved' },
      { version: 2, status: 'approved' },
    ]);
  });

  it('two operators approving one entry at once make one version', async () => {
    const { resultId } = (await enter(keys.riskA, '20261209', MB_2026_01_14, 'back to the published result')).body.value as {
      resultId: string;
    };
    const answers = await Promise.all([
      person(people.riskB, 'POST', approveUrl(resultId)),
      person(people.riskC, 'POST', approveUrl(resultId)),
    ]);
    expect(answers.map((a) => a.body.code ?? 'ok').sort()).toEqual(['lottery_result_not_pending', 'ok']);
    expect((await mbDraw('20261209')).result_version).toBe(3);
  });
});

describe('the operator’s draws', () => {
  it('lists every draw with its state, filtered by game and state', async () => {
    t.deps.clock = () => MONDAY_10H + 2 * 24 * HOUR + 9 * HOUR;
    const all = opsDrawsAnswer.parse(
      (await op(keys.riskA, 'GET', `${API.operator.lotteryDraws}?gameCode=VN_MB&pageSize=100`)).body.value,
    );
    const byNo = new Map(all.content.map((d) => [d.drawNo, d]));
    expect(byNo.get('20261208')).toMatchObject({ state: 'void', voidReason: 'no_result' });
    expect(byNo.get('20261209')).toMatchObject({ state: 'settling', resultVersion: 3, origin: 'manual', bets: 0 });
    expect(byNo.get('20261210')).toMatchObject({ state: 'open', resultVersion: 0 });
    const voided = opsDrawsAnswer.parse((await op(keys.riskA, 'GET', `${API.operator.lotteryDraws}?state=void`)).body.value);
    expect(voided.content.every((d) => d.state === 'void')).toBe(true);
    expect(voided.content.map((d) => d.gameCode)).toContain('VN_MB');
  });
});

describe('the VN station calendar', () => {
  it('refuses unknown stations and a station twice, saying which, and the scheduler follows a saved one', async () => {
    const cal = (await op(keys.riskA, 'GET', API.operator.lotteryVnCalendar)).body.value as {
      weekdays: { MN: string[][]; MT: string[][] };
      exceptions: unknown[];
    };
    expect(cal.weekdays.MN[1]).toEqual(['HCM', 'DT', 'CM']);
    const bad = await op(keys.riskA, 'PUT', API.operator.lotteryVnCalendar, {
      ...cal,
      weekdays: { ...cal.weekdays, MN: cal.weekdays.MN.map((d, i) => (i === 1 ? ['HCM', 'HCM', 'XX'] : d)) },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.value as { problems: string[] }).problems).toEqual([
      'weekdays.MN[1]: a station is listed twice',
      'weekdays.MN[1]: XX is not a station of MN',
    ]);
    // Tết-like holiday: no southern draw on Monday 14 December.
    const saved = await op(keys.riskA, 'PUT', API.operator.lotteryVnCalendar, {
      ...cal,
      exceptions: [{ date: '2026-12-14', region: 'MN', stations: [] }],
    });
    expect(saved.status).toBe(200);
    await openAhead(t.db, beacons, MONDAY_10H + 7 * 24 * HOUR - 1000);
    const monday14 = await t.db
      .selectFrom('official_draws')
      .select('source')
      .where('game_id', '=', await gameId('VN_MN'))
      .where('draw_no', '=', '20261214')
      .execute();
    expect(monday14).toEqual([]);
    expect(await count("SELECT count(*)::text AS n FROM audit_log WHERE action = 'lottery.vn_calendar.set'")).toBe(1);
  });
});

// Every result kind's shape is the contract's; the simulator draws from the same table.
it('every result kind has a shape', () => {
  expect(Object.keys(RESULT_SHAPES).sort()).toEqual(['4D', 'LA', 'TH', 'VN_MB', 'VN_STATION']);
});
