import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, type OpsLedgerEntry, type OpsMemberRow } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { fund, move } from '../../../test/helpers/ledger.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { signIn } from '../../../test/helpers/session.js';
import { accountFor } from '../ledger/index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const beta = await buildMerchant(t.db, { code: 'beta' });
const support = await signedInOperator(t, 'support', acme.id);
const finance = await signedInOperator(t, 'finance', acme.id);
const content = await signedInOperator(t, 'content', acme.id);
const member = await buildMember(t.db, acme.id, {
  username: 'viewmember',
  mobileNum: '9175550199',
  countryDialingCode: '63',
  email: 'view.member@example.test',
});
const stranger = await buildMember(t.db, beta.id, { username: 'viewstranger' });
const url = (path: string, id = member.id) => path.replace(':id', id);

// Money in and out of the member's wallet: three deposits, a bet and a payout.
await fund(t.db, acme.id, member.id, 10_000n);
await fund(t.db, acme.id, member.id, 5_000n);
await fund(t.db, acme.id, member.id, 2_500n);
const wallet = await accountFor(t.db, acme.id, 'member', member.id);
const house = await accountFor(t.db, acme.id, 'house');
await move(t.db, acme.id, 'bet', wallet.id, house.id, 4_000n);
await move(t.db, acme.id, 'payout', house.id, wallet.id, 1_500n);

describe('the member ledger', () => {
  it('lists the postings newest first with the balance after each, by cursor, without repeating or skipping', async () => {
    const seen: OpsLedgerEntry[] = [];
    let cursor = '';
    for (let i = 0; i < 5; i++) {
      const r = await opCall(t, support.token, `${url(API.operator.memberLedger)}?limit=2${cursor}`);
      expect(r.status).toBe(200);
      expect(r.body.value.balance).toBe('15000');
      seen.push(...r.body.value.rows);
      if (!r.body.value.next) break;
      cursor = `&cursor=${r.body.value.next}`;
    }
    expect(seen.map((e) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ['payout', '1500', '15000'],
      ['bet', '-4000', '13500'],
      ['deposit', '2500', '17500'],
      ['deposit', '5000', '15000'],
      ['deposit', '10000', '10000'],
    ]);
  });

  it('explains the balance as the sum of every posting, by transaction type', async () => {
    const r = await opCall(t, finance.token, url(API.operator.memberLedgerExplain));
    expect(r.body.value).toEqual({
      wallet: 'MAIN',
      balance: '15000',
      postings: 5,
      sum: '15000',
      matches: true,
      byType: [
        { type: 'bet', count: 1, sum: '-4000' },
        { type: 'deposit', count: 3, sum: '17500' },
        { type: 'payout', count: 1, sum: '1500' },
      ],
    });
  });

  it('is refused across merchants, without the permission, for a wallet the member lacks and a foreign cursor', async () => {
    expect((await opCall(t, support.token, url(API.operator.memberLedger, stranger.id))).status).toBe(404);
    expect((await opCall(t, content.token, url(API.operator.memberLedger))).status).toBe(403);
    expect((await opCall(t, support.token, `${url(API.operator.memberLedger)}?wallet=NOPE`)).status).toBe(404);
    expect(
      (await opCall(t, support.token, `${url(API.operator.memberLedger)}?wallet=${encodeURIComponent('MAIN;--')}`)).status,
    ).toBe(400);
    expect((await opCall(t, support.token, `${url(API.operator.memberLedger)}?cursor=abc`)).status).toBe(400);
    // Another account's posting as a cursor finds nothing after it, not that account's rows.
    const other = await fund(t.db, beta.id, stranger.id, 100n);
    const foreign = await t.db
      .selectFrom('ledger_postings')
      .select('id')
      .where('transaction_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect((await opCall(t, support.token, `${url(API.operator.memberLedger)}?cursor=${foreign.id}`)).body.value.rows).toEqual(
      [],
    );
  });
});

describe('sign-ins, notes, tags and personal data', () => {
  it('lists sessions, addresses and devices the member signed in from', async () => {
    const r = await signIn(
      t,
      { username: 'viewmember', password: member.password },
      { merchant: 'acme', ip: '198.51.100.7', headers: { 'x-device-id': 'device-view-0001' } },
    );
    expect(r.status).toBe(200);
    const logins = (await opCall(t, support.token, url(API.operator.memberLogins))).body.value;
    expect(logins.sessions[0]).toMatchObject({ ip: '198.51.100.7', state: 'live' });
    expect(logins.ips.map((i: { ip: string }) => i.ip)).toContain('198.51.100.7');
    expect(logins.devices).toEqual([expect.objectContaining({ deviceId: 'device-view-0001' })]);
    // Ended by a freeze, the session reads as ended.
    await opCall(t, support.token, url(API.operator.freezeMember), { body: { reason: 'check' } });
    await opCall(t, support.token, url(API.operator.unfreezeMember), { body: { reason: 'check' } });
    const after = (await opCall(t, support.token, url(API.operator.memberLogins))).body.value;
    expect(after.sessions[0].state).toBe('ended');
  });

  it('keeps notes append-only, with author and time, in the audit trail too', async () => {
    const added = await opCall(t, support.token, url(API.operator.memberNotes), {
      body: { text: 'Called about a late withdrawal.' },
    });
    expect(added.status).toBe(200);
    expect(added.body.value).toMatchObject({ text: 'Called about a late withdrawal.', author: support.username });
    await opCall(t, support.token, url(API.operator.memberNotes), { body: { text: 'Second call.' } });
    const notes = (await opCall(t, finance.token, url(API.operator.memberNotes))).body.value;
    expect(notes.map((n: { text: string }) => n.text)).toEqual(['Second call.', 'Called about a late withdrawal.']);
    // Neither edited nor removed, even in SQL.
    await expect(sql`UPDATE member_notes SET body = 'rewritten'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM member_notes`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_log').select('after').where('action', '=', 'member.note').execute()).toHaveLength(2);
    // Finance reads notes but does not write them; an empty note is refused.
    expect((await opCall(t, finance.token, url(API.operator.memberNotes), { body: { text: 'x' } })).status).toBe(403);
    expect((await opCall(t, support.token, url(API.operator.memberNotes), { body: { text: '  ' } })).status).toBe(400);
    expect((await opCall(t, support.token, url(API.operator.memberNotes, stranger.id), { body: { text: 'x' } })).status).toBe(
      404,
    );
  });

  it('sets tags as a whole set, shown on the member, audited, and refuses bad ones', async () => {
    const put = (tags: unknown, token = support.token) =>
      opCall(t, token, url(API.operator.memberTags), { method: 'PUT', body: { tags, reason: 'review' } });
    expect((await put(['VIP-watch', 'chargeback', 'vip-watch'])).body.value).toEqual({ tags: ['chargeback', 'vip-watch'] });
    expect((await opCall(t, support.token, url(API.operator.member))).body.value.tags).toEqual(['chargeback', 'vip-watch']);
    expect((await put(['bad tag!'])).status).toBe(400);
    expect((await put(Array.from({ length: 11 }, (_, i) => `t${i}`))).status).toBe(400);
    expect((await put(['x'], finance.token)).status).toBe(403);
    // Several at once: each a whole set, none a 500.
    const answers = await Promise.all([put(['a']), put(['b', 'c']), put(['d'])]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(['a', 'b,c', 'd']).toContain((await opCall(t, support.token, url(API.operator.member))).body.value.tags.join());
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'member.tags')
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: { tags: [] }, after: { tags: ['chargeback', 'vip-watch'], reason: 'review' } });
  });

  it('reveals personal data whole only with the permission and a reason, each reveal audited', async () => {
    const [row] = (await opCall(t, support.token, `${API.operator.members}?by=username&q=viewmember`)).body.value
      .rows as OpsMemberRow[];
    expect(row!.email).toBe('v***@example.test');
    const shown = await opCall(t, support.token, url(API.operator.memberReveal), { body: { reason: 'caller verification' } });
    expect(shown.body.value).toEqual({ mobile: '+63 9175550199', email: 'view.member@example.test', payeeName: null });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['operator_id', 'after'])
      .where('action', '=', 'member.reveal')
      .execute();
    expect(audit).toEqual([
      { operator_id: support.id, after: { fields: ['mobile', 'email', 'payeeName'], reason: 'caller verification' } },
    ]);
    expect((await opCall(t, support.token, url(API.operator.memberReveal), { body: {} })).status).toBe(400);
    // Finance reads members but not their personal data whole: refused, and the attempt audited.
    expect((await opCall(t, finance.token, url(API.operator.memberReveal), { body: { reason: 'curious' } })).status).toBe(403);
    const denied = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'access.denied')
      .where('operator_id', '=', finance.id)
      .execute();
    expect(denied.map((d) => d.after)).toContainEqual({ permission: 'members.reveal', reason: 'permission' });
    expect((await opCall(t, support.token, url(API.operator.memberReveal, stranger.id), { body: { reason: 'x' } })).status).toBe(
      404,
    );
  });
});

describe("lowering a member's responsible-gaming limit", () => {
  const rg = (body: unknown, token = support.token) =>
    opCall(t, token, url(API.responsibleGaming.ops.member), { method: 'PUT', body });
  const limitOf = (answer: { limits: { kind: string; period: string; amount: string | null }[] }, kind: string, period: string) =>
    answer.limits.find((l) => l.kind === kind && l.period === period)!.amount;

  it('lowers at once or sets a first limit, never raises, with the reason in the audit trail', async () => {
    const first = await rg({ lower: { kind: 'deposit', period: 'day', amount: '100000' }, reason: 'asked by phone' });
    expect(first.status).toBe(200);
    expect(limitOf(first.body.value, 'deposit', 'day')).toBe('100000');
    const lower = await rg({ lower: { kind: 'deposit', period: 'day', amount: '50000' }, reason: 'affordability check' });
    expect(limitOf(lower.body.value, 'deposit', 'day')).toBe('50000');
    const raise = await rg({ lower: { kind: 'deposit', period: 'day', amount: '60000' }, reason: 'wants more' });
    expect([raise.status, raise.body.code]).toEqual([409, 'rg_operator_lower_only']);
    expect((await rg({ lower: { kind: 'deposit', period: 'day', amount: null }, reason: 'remove' })).status).toBe(400);
    expect((await rg({ lower: { kind: 'deposit', period: 'day', amount: '1' } })).status).toBe(400);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'responsible_gaming.lower_limit')
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { kind: 'deposit', period: 'day', amount: null },
        { kind: 'deposit', period: 'day', amount: '100000', reason: 'asked by phone' },
      ],
      [
        { kind: 'deposit', period: 'day', amount: '100000' },
        { kind: 'deposit', period: 'day', amount: '50000', reason: 'affordability check' },
      ],
    ]);
    expect((await rg({ lower: { kind: 'loss', period: 'week', amount: '1000' }, reason: 'x' }, finance.token)).status).toBe(403);
  });
});

describe('prize group and upline, within the agent rules', () => {
  it('sets a prize group between the upline’s and the direct downlines’, audited; moves a member to another agent', async () => {
    const agent = await buildMember(t.db, acme.id, { username: 'viewagent', type: 1 });
    const other = await buildMember(t.db, acme.id, { username: 'viewagent2', type: 1 });
    const player = await buildMember(t.db, acme.id, { username: 'viewplayer', uplineId: agent.id });
    const group = (id: string, prizeGroup: number, token = support.token) =>
      opCall(t, token, url(API.operator.agentPrizeGroup, id), { method: 'PUT', body: { prizeGroup, reason: 'review' } });
    expect((await group(agent.id, 1900)).status).toBe(200);
    const above = await group(player.id, 1950);
    expect([above.status, above.body.code]).toEqual([422, 'agent_prize_group_above_upline']);
    expect((await group(player.id, 1850)).body.value).toEqual({ id: player.id, prizeGroup: 1850 });
    expect((await opCall(t, support.token, url(API.operator.member, player.id))).body.value.prizeGroup).toBe(1850);
    // The agent cannot go below its player's group.
    const below = await group(agent.id, 1800);
    expect([below.status, below.body.code]).toEqual([422, 'agent_prize_group_below_downline']);
    expect((await group(player.id, 1700, finance.token)).status).toBe(403);
    expect((await group(stranger.id, 1700)).status).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target_id', 'after'])
      .where('action', '=', 'agent.prize_group')
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.target_id)).toEqual([agent.id, player.id]);
    // Not under an agent whose group is below the member's; under one at or above it, the agent path says so.
    const refused = await opCall(t, support.token, url(API.operator.agentUpline, player.id), {
      method: 'PUT',
      body: { uplineId: other.id },
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'agent_prize_group_above_upline']);
    await group(other.id, 1900);
    const moved = await opCall(t, support.token, url(API.operator.agentUpline, player.id), {
      method: 'PUT',
      body: { uplineId: other.id },
    });
    expect(moved.status).toBe(200);
    const path = (await opCall(t, support.token, url(API.operator.member, player.id))).body.value.agentPath;
    expect(path.map((a: { username: string }) => a.username)).toEqual(['viewagent2']);
  });
});

describe("the member's bonuses and messages", () => {
  it('shows a granted bonus with its wagering, and the messages the member received only', async () => {
    const grant = await opCall(t, finance.token, API.rewards.ops.grant, {
      body: {
        memberId: member.id,
        amount: '1000',
        title: { EN: 'Sorry gift', TY: 'Regalo' },
        turnoverMultiplier: 3,
        reference: 'view-gift',
      },
    });
    expect(grant.status).toBe(200);
    const bonuses = (await opCall(t, finance.token, url(API.operator.memberBonuses))).body.value;
    expect(bonuses.content).toEqual([
      expect.objectContaining({ amount: '1000', turnoverRequired: '3000', turnoverDone: '0', status: 'wagering' }),
    ]);
    expect((await opCall(t, finance.token, url(API.operator.memberBonuses, stranger.id))).body.value.content).toEqual([]);
    const risk = await signedInOperator(t, 'risk', acme.id);
    expect((await opCall(t, risk.token, url(API.operator.memberBonuses))).status).toBe(403);

    const send = (audience: unknown) =>
      opCall(t, support.token, API.messages.ops.send, {
        body: { audience, title: { EN: 'Hello' }, content: { EN: 'About your call' } },
      });
    expect((await send({ kind: 'member', memberId: member.id })).status).toBe(200);
    const other = await buildMember(t.db, acme.id, { username: 'viewother' });
    expect((await send({ kind: 'member', memberId: other.id })).status).toBe(200);
    const received = (await opCall(t, support.token, `${API.messages.ops.list}?memberId=${member.id}`)).body.value.content;
    expect(received.map((m: { audienceRef: string }) => m.audienceRef)).toEqual([member.id]);
  });
});
