import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { downlinesAnswer, overviewAnswer, teamBetsAnswer, userLossAnswer } from '@playhouse/contract/agent';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { insertBet } from '../../../test/helpers/records.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { createAnnouncement } from '../content/index.js';
import { setMemberGroup } from '../lottery/index.js';
import { addToRollup } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const m = acme.id;
const HOUR = 3_600_000;

// top (agent, code TOP1) -> mid (agent) -> p1, p2; top -> p3; top -> sub (sub-agent, 42).
// x (another agent) -> xp. player and trial have no downline.
const member = async (type: number, uplineId?: string, affiliateCode?: string) => {
  const b = await buildMember(t.db, m, { type, ...(uplineId ? { uplineId } : {}), ...(affiliateCode ? { affiliateCode } : {}) });
  return { ...b, token: await tokenOf(t.db, 'acme', b.id) };
};
const top = await member(1, undefined, 'TOP1');
const mid = await member(1, top.id);
const p1 = await member(0, mid.id);
const p2 = await member(0, mid.id);
const p3 = await member(0, top.id);
const sub = await member(42, top.id);
const x = await member(1);
const xp = await member(0, x.id);
const player = await member(0);
const trial = await member(4);

// Today's play (the current hour) and yesterday's, as the rollup subscriber would have added it.
const now = new Date();
const yesterday = new Date(now.getTime() - 24 * HOUR);
const add = (who: { id: string }, at: Date, gameType: string, d: Parameters<typeof addToRollup>[2]) =>
  addToRollup(t.db, { merchantId: m, memberId: who.id, at, gameType }, d);
await add(top, now, 'RNG', { bets: 1, stake: 5_000n, validBet: 5_000n, payout: 2_000n });
await add(mid, now, 'LIVE', { bets: 2, stake: 20_000n, validBet: 15_000n, payout: 30_000n });
await add(p1, now, 'RNG', { bets: 3, stake: 8_000n, validBet: 8_000n });
await add(p1, now, 'LOTT', { bets: 1, stake: 4_000n, validBet: 4_000n, rebate: 40n });
await add(p2, now, 'SPORTS', { bets: 1, stake: 1_000n, validBet: 1_000n, payout: 1_900n });
await add(p3, now, '', { deposits: 50_000n, depositCount: 1, withdrawals: 20_000n, withdrawalCount: 1 });
await add(xp, now, 'RNG', { bets: 1, stake: 99_999n, validBet: 99_999n });
await add(p1, yesterday, 'RNG', { bets: 1, stake: 7_000n, validBet: 7_000n });

// Bets an hour ago (the team bets list reads the bets rows).
const at = new Date(now.getTime() - HOUR).toISOString();
await insertBet(t.db, m, p1.id, { at, stake: 1_000n, win: 1_500n, gameType: 'RNG' });
await insertBet(t.db, m, p2.id, { at, stake: 2_000n, win: 0n, gameType: 'LIVE' });
await insertBet(t.db, m, p3.id, { at, stake: 500n, status: 'pending', gameType: 'RNG' });
await insertBet(t.db, m, top.id, { at, stake: 700n, gameType: 'RNG' });
await insertBet(t.db, m, xp.id, { at, stake: 900n, gameType: 'RNG' });

const get = (who: { token: string }, url: string) => t.call({ url, token: who.token });
const withId = (path: string, id: string) => path.replace(':id', id);

describe('who may use the agent centre', () => {
  it('refuses players (non_agent_cannot_login), trials (in_need_true_account) and anonymous calls', async () => {
    const urls = [
      API.agent.overview,
      API.agent.downlines,
      API.agent.teamBets,
      API.agent.userLoss,
      API.agent.invitation,
      API.agent.account,
      API.agent.announcements,
    ];
    for (const url of urls) {
      expect([url, (await get(player, url)).status, (await get(player, url)).body.code]).toEqual([
        url,
        403,
        'non_agent_cannot_login',
      ]);
      expect([url, (await get(trial, url)).body.code]).toEqual([url, 'in_need_true_account']);
      expect([url, (await t.call({ url })).status]).toEqual([url, 401]);
    }
    const r = await t.call({
      url: API.agent.register,
      token: player.token,
      body: { username: 'sneaky1', password: 'secret123', kind: 'player' },
    });
    expect([r.status, r.body.code]).toEqual([403, 'non_agent_cannot_login']);
  });

  it("answers agent_member_not_found for any id outside the caller's downline, changing nothing", async () => {
    const outside: [typeof x, string][] = [
      [x, p1.id],
      [x, mid.id],
      [mid, p3.id],
      [mid, top.id],
      [top, xp.id],
      [top, '999999999'],
    ];
    for (const [who, id] of outside) {
      const details = await get(who, withId(API.agent.member, id));
      expect([who.username, id, details.status, details.body.code]).toEqual([who.username, id, 404, 'agent_member_not_found']);
      const list = await get(who, `${API.agent.downlines}?parentId=${id}`);
      expect([id, list.status, list.body.code]).toEqual([id, 404, 'agent_member_not_found']);
      const pg = await t.call({
        url: withId(API.agent.prizeGroup, id),
        method: 'PUT',
        token: who.token,
        body: { prizeGroup: 1700 },
      });
      expect([id, pg.status, pg.body.code]).toEqual([id, 404, 'agent_member_not_found']);
    }
    // A search by name finds nothing outside the downline either.
    expect((await get(x, `${API.agent.downlines}?username=${p1.username}`)).body.value.content).toEqual([]);
    expect(await t.db.selectFrom('lottery_member_groups').select('member_id').where('prize_group', '=', 1700).execute()).toEqual(
      [],
    );
  });

  it('answers 400 validation_failed for bad input', async () => {
    for (const url of [
      `${API.agent.overview}?period=year`,
      `${API.agent.overview}?offset=-1`,
      `${API.agent.overview}?offset=25`,
      `${API.agent.downlines}?parentId=abc`,
      `${API.agent.downlines}?pageSize=101`,
      `${API.agent.downlines}?format=pdf`,
      withId(API.agent.member, '0'),
      `${API.agent.teamBets}?from=2026-10-05&to=2026-10-01`,
      `${API.agent.teamBets}?from=2026-02-30`,
      `${API.agent.teamBets}?gameType=SLOTS`,
      `${API.agent.teamBets}?timeZone=Mars/Olympus`,
      `${API.agent.userLoss}?from=2026-01-01&to=2026-12-31`,
    ]) {
      const r = await get(top, url);
      expect([url, r.status, r.body.code]).toEqual([url, 400, 'validation_failed']);
    }
    for (const body of [{ prizeGroup: 5000 }, { prizeGroup: 'high' }, {}]) {
      const r = await t.call({ url: withId(API.agent.prizeGroup, p3.id), method: 'PUT', token: top.token, body });
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
    for (const body of [
      { username: 'a1234', password: 'secret123', kind: 'boss' },
      { username: '', password: 'x', kind: 'player' },
    ]) {
      const r = await t.call({ url: API.agent.register, token: top.token, body });
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
  });
});

describe('GET team overview', () => {
  it("sums today's team play, deposits and withdrawals (the agent included), by hand", async () => {
    const r = await get(top, `${API.agent.overview}?period=day`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const v = overviewAnswer.parse(r.body.value);
    expect(v).toMatchObject({
      period: 'day',
      offset: 0,
      timeZone: 'Asia/Manila',
      teamSize: 5,
      newMembers: 5,
      // valid bet ≥ 100.00: mid 15,000 and p1 8,000 + 4,000.
      activeMembers: 2,
      bets: 8,
      stake: '38000',
      validBet: '33000',
      payout: '33900',
      rebate: '40',
      bonus: '0',
      // 33,900 + 40 − 38,000
      profit: '-4060',
      deposits: '50000',
      depositCount: 1,
      withdrawals: '20000',
      withdrawalCount: 1,
    });
    expect(v.series).toHaveLength(1);
    expect(v.series[0]).toMatchObject({
      stake: '38000',
      validBet: '33000',
      profit: '-4060',
      deposits: '50000',
      withdrawals: '20000',
    });
    expect(Date.parse(v.to) - Date.parse(v.from)).toBe(24 * HOUR);

    const before = overviewAnswer.parse((await get(top, `${API.agent.overview}?period=day&offset=1`)).body.value);
    expect(before).toMatchObject({ teamSize: 5, newMembers: 0, activeMembers: 0, stake: '7000', profit: '-7000', deposits: '0' });
    expect(before.to).toBe(v.from);

    // mid's team: mid, p1, p2.
    const midView = (await get(mid, API.agent.overview)).body.value;
    expect(midView).toMatchObject({ teamSize: 2, stake: '33000', payout: '31900', profit: '-1060', deposits: '0' });
  });

  it('cuts weeks, half-months and months with a day-by-day series up to today', async () => {
    for (const period of ['week', 'halfMonth', 'month']) {
      const v = overviewAnswer.parse((await get(top, `${API.agent.overview}?period=${period}`)).body.value);
      const days = v.series.map((s) => s.day);
      expect(days.length).toBeGreaterThanOrEqual(1);
      expect(days.at(-1)).toBe(new Date(now.getTime() + 8 * HOUR).toISOString().slice(0, 10));
      expect(BigInt(v.stake)).toBeGreaterThanOrEqual(38_000n);
      expect(v.series.reduce((s, d) => s + BigInt(d.stake), 0n)).toBe(BigInt(v.stake));
    }
  });
});

describe('downline management', () => {
  it('browses level by level with team sizes, and searches by name across the downline', async () => {
    const r = downlinesAnswer.parse((await get(top, API.agent.downlines)).body.value);
    expect(r.parent).toEqual({ id: top.id, username: top.username, level: 0 });
    expect(r.totalElements).toBe(3);
    const byName = Object.fromEntries(r.content.map((d) => [d.username, d]));
    expect(byName[mid.username]).toMatchObject({
      type: 1,
      level: 1,
      teamSize: 2,
      directCount: 2,
      prizeGroup: 1800,
      lastLoginAt: null,
    });
    expect(byName[p3.username]).toMatchObject({ type: 0, teamSize: 0, directCount: 0 });
    expect(byName[sub.username]).toMatchObject({ type: 42 });
    expect(Object.keys(r.content[0]!)).not.toContain('balance');

    const next = downlinesAnswer.parse((await get(top, `${API.agent.downlines}?parentId=${mid.id}&pageSize=1`)).body.value);
    expect(next.parent).toEqual({ id: mid.id, username: mid.username, level: 1 });
    expect([next.totalElements, next.totalPages, next.content.length, next.content[0]!.level]).toEqual([2, 2, 1, 2]);

    const found = (await get(top, `${API.agent.downlines}?username=${p1.username.toUpperCase()}`)).body.value;
    expect(found.content.map((d: { id: string }) => d.id)).toEqual([p1.id]);
  });

  it('shows a member with its upline chain up to the caller', async () => {
    const r = await get(top, withId(API.agent.member, p1.id));
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ id: p1.id, level: 2, uplines: [{ id: mid.id }, { id: top.id }] });
    expect(r.body.value.figures.current).toMatchObject({ teamSize: 0 });
    expect((await get(mid, withId(API.agent.member, p1.id))).body.value.uplines).toEqual([
      { id: mid.id, username: mid.username, type: 1 },
    ]);
  });

  it("sets a direct downline's prize group, never above the caller's own", async () => {
    const put = (who: typeof top, id: string, prizeGroup: number) =>
      t.call({ url: withId(API.agent.prizeGroup, id), method: 'PUT', token: who.token, body: { prizeGroup } });
    expect((await put(top, p3.id, 1790)).body.value).toEqual({ id: p3.id, prizeGroup: 1790 });
    const above = await put(top, p3.id, 1850);
    expect([above.status, above.body.code]).toEqual([422, 'agent_prize_group_above_upline']);
    // A deeper member is its own upline's to set.
    expect((await put(top, p1.id, 1750)).body.code).toBe('agent_member_not_found');
    await setMemberGroup(t.db, m, top.id, 1900);
    expect((await put(top, p3.id, 1850)).status).toBe(200);
    const listed = (await get(top, API.agent.downlines)).body.value.content.find((d: { id: string }) => d.id === p3.id);
    expect(listed.prizeGroup).toBe(1850);
  });
});

describe('register centre', () => {
  it('creates players and (type 1 only) agents under the caller, prize group at most its own', async () => {
    await setMemberGroup(t.db, m, top.id, 1900);
    const r = await t.call({
      url: API.agent.register,
      token: top.token,
      body: { username: 'newagent1', password: 'secret123', kind: 'agent', prizeGroup: 1880 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({
      username: 'newagent1',
      type: 1,
      prizeGroup: 1880,
      affiliateCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
    const tree = await t.db
      .selectFrom('member_tree')
      .select(['ancestor_id', 'depth'])
      .where('member_id', '=', r.body.value.id)
      .orderBy('depth')
      .execute();
    expect(tree).toEqual([
      { ancestor_id: r.body.value.id, depth: 0 },
      { ancestor_id: top.id, depth: 1 },
    ]);
    const again = await t.call({
      url: API.agent.register,
      token: top.token,
      body: { username: 'NEWAGENT1', password: 'secret123', kind: 'player' },
    });
    expect(again.body.code).toBe('username_taken');
    const high = await t.call({
      url: API.agent.register,
      token: top.token,
      body: { username: 'newplayer9', password: 'secret123', kind: 'player', prizeGroup: 1950 },
    });
    expect([high.status, high.body.code]).toEqual([422, 'agent_prize_group_above_upline']);

    const bySub = await t.call({
      url: API.agent.register,
      token: sub.token,
      body: { username: 'subagent1', password: 'secret123', kind: 'agent' },
    });
    expect([bySub.status, bySub.body.code]).toEqual([403, 'agent_cannot_register_agents']);
    const player1 = await t.call({
      url: API.agent.register,
      token: sub.token,
      body: { username: 'subplayer1', password: 'secret123', kind: 'player' },
    });
    expect(player1.body.value).toMatchObject({ type: 0, prizeGroup: 1800, affiliateCode: null });
    // The new player signs in with its password.
    const login = await t.call({
      url: API.session.login,
      body: { type: 'username', username: 'subplayer1', password: 'secret123' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  });

  it("answers the caller's invitation code and the member site's register link", async () => {
    const v = (await get(top, API.agent.invitation)).body.value;
    expect(v).toMatchObject({
      affiliateCode: 'TOP1',
      rights: { registersAgents: true, offersContracts: true, holdsContracts: true },
    });
    // No main domain elsewhere: the link is on the origin the agent uses (the harness's host).
    expect(v.registerUrl).toBe('http://localhost:80/register?affiliateCode=TOP1');
    const first = (await get(mid, API.agent.invitation)).body.value.affiliateCode;
    expect(first).toMatch(/^[A-Z0-9]{8}$/);
    expect((await get(mid, API.agent.invitation)).body.value.affiliateCode).toBe(first);
    expect((await get(sub, API.agent.invitation)).body.value.rights).toEqual({
      registersAgents: false,
      offersContracts: false,
      holdsContracts: false,
    });
  });
});

describe('team betting and user loss', () => {
  it("lists the team's bets (not the caller's own, nobody else's) with totals and filters", async () => {
    const r = teamBetsAnswer.parse((await get(top, API.agent.teamBets)).body.value);
    expect(r.timeZone).toBe('Asia/Manila');
    expect(r.content.map((b) => b.username).sort()).toEqual([p1.username, p2.username, p3.username].sort());
    // Totals: stake 1,000 + 2,000 + 500; profit of the settled ones: +500 − 2,000.
    expect(r.totals).toEqual({ betCount: 3, stake: '3500', validBet: '3500', win: '1500', profit: '-1500' });
    const only = async (q: string) =>
      (await get(top, `${API.agent.teamBets}?${q}`)).body.value.content.map((b: { username: string }) => b.username);
    expect(await only(`username=${p1.username}`)).toEqual([p1.username]);
    expect(await only('gameType=LIVE')).toEqual([p2.username]);
    expect(await only('status=pending')).toEqual([p3.username]);
    expect(await only(`username=${xp.username}`)).toEqual([]);
    expect((await get(mid, API.agent.teamBets)).body.value.totals.betCount).toBe(2);
    expect((await get(x, API.agent.teamBets)).body.value.content.map((b: { username: string }) => b.username)).toEqual([
      xp.username,
    ]);
  });

  it('exports the same filter as CSV with a header row', async () => {
    const r = await get(top, `${API.agent.teamBets}?format=csv&gameType=RNG`);
    expect(r.status).toBe(200);
    expect(r.raw.headers['content-type']).toMatch(/^text\/csv/);
    const lines = r.raw.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,username,placedAt,settledAt,vendor,gameCode,gameType,roundId,stake,validBet,win,profit,status');
    expect(lines).toHaveLength(3);
    const csv = await get(top, `${API.agent.downlines}?format=csv`);
    expect(csv.raw.body.split('\r\n')[0]).toBe(
      'username,nickname,type,status,level,teamSize,directCount,prizeGroup,registeredAt,lastLoginAt',
    );
    const loss = await get(top, `${API.agent.userLoss}?format=csv`);
    expect(loss.raw.body.split('\r\n')[0]).toBe('username,type,bets,stake,validBet,payout,rebate,bonus,profit');
  });

  it('answers per-member profit and loss from the rollups, biggest loss first', async () => {
    const r = userLossAnswer.parse((await get(top, API.agent.userLoss)).body.value);
    // The last 7 days: p1 8,000 + 4,000 + 7,000 staked, 40 rebate; top 5,000 − 2,000; p2 +900; mid +10,000.
    expect(r.content.map((u) => [u.username, u.profit])).toEqual([
      [p1.username, '-18960'],
      [top.username, '-3000'],
      [p2.username, '900'],
      [mid.username, '10000'],
    ]);
    expect(r.totals).toMatchObject({ bets: 9, stake: '45000', profit: '-11060' });
    const page2 = (await get(top, `${API.agent.userLoss}?pageSize=3&pageNo=2`)).body.value;
    expect([page2.totalElements, page2.content.map((u: { username: string }) => u.username)]).toEqual([4, [mid.username]]);
    expect((await get(x, API.agent.userLoss)).body.value.content.map((u: { username: string }) => u.username)).toEqual([
      xp.username,
    ]);
  });
});

describe('account details, announcements, affiliate applications', () => {
  it("answers the agent's own ledger movements", async () => {
    const r = await get(top, API.agent.account);
    expect([r.status, r.body.value.totalElements]).toEqual([200, 0]);
  });

  it('lists the announcements for agents only (platform A), never on the member site', async () => {
    await createAnnouncement(t.db, {
      merchantId: m,
      type: 'H',
      platform: 'A',
      title: { EN: 'Agents only', TY: 'Para sa ahente' },
      content: { EN: '<p>Hi</p>' },
    });
    await createAnnouncement(t.db, { merchantId: m, type: 'H', title: { EN: 'Everyone' }, content: { EN: 'x' } });
    const r = await t.call({ url: API.agent.announcements, token: top.token, lang: 'TY' });
    expect(r.body.value).toEqual([
      { id: expect.any(String), title: 'Para sa ahente', content: '<p>Hi</p>', publishedAt: expect.any(String) },
    ]);
    const site = await t.call({ url: `${API.content.announcements}?types=H` });
    expect(JSON.stringify(site.body.value)).not.toContain('Agents only');
  });

  it("takes a member's affiliate application, which an operator lists", async () => {
    const r = await t.call({
      url: API.agent.affiliateApplication,
      token: player.token,
      body: { contact: '09171234567', message: 'I run a shop' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const bad = await t.call({ url: API.agent.affiliateApplication, token: player.token, body: { contact: '' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    const trialTry = await t.call({ url: API.agent.affiliateApplication, token: trial.token, body: { contact: 'x' } });
    expect(trialTry.body.code).toBe('in_need_true_account');
    const support = await signedInOperator(t, 'support', m);
    const list = await opCall(t, support.token, API.operator.agentApplications);
    expect(list.body.value.content).toEqual([
      {
        id: r.body.value.id,
        memberId: player.id,
        username: player.username,
        contact: '09171234567',
        message: 'I run a shop',
        source: 'member',
        createdAt: expect.any(String),
      },
    ]);
  });
});

describe('PUT /ops/agent/members/:id/upline', () => {
  it('moves a member with its team (audited) and refuses loops with agent_move_loop', async () => {
    const support = await signedInOperator(t, 'support', m);
    const move = (id: string, uplineId: string | null) =>
      opCall(t, support.token, withId(API.operator.agentUpline, id), { method: 'PUT', body: { uplineId } });
    const loop = await move(top.id, mid.id);
    expect([loop.status, loop.body.code]).toEqual([409, 'agent_move_loop']);
    expect((await move('999999999', top.id)).body.code).toBe('agent_member_not_found');
    expect((await move(p3.id, p1.id)).status).toBe(400); // p1 is a player: no downlines
    const ok = await move(mid.id, x.id);
    expect(ok.body.value).toEqual({ id: mid.id, uplineId: x.id });
    expect((await get(x, withId(API.agent.member, p1.id))).body.value.uplines.map((u: { id: string }) => u.id)).toEqual([
      mid.id,
      x.id,
    ]);
    expect((await get(top, withId(API.agent.member, p1.id))).body.code).toBe('agent_member_not_found');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'agent.move_upline')
      .execute();
    expect(audit).toEqual([{ action: 'agent.move_upline', target_id: mid.id }]);
    expect((await move(mid.id, top.id)).status).toBe(200);
  });
});
