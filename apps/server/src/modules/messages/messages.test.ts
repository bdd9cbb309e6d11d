import { beforeAll, describe, expect, it } from 'vitest';
import { API, socketUrl } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { openSocket } from '../../../test/helpers/wallet.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { addVipProgress, seedLadder } from '../vip/index.js';
import { sendMemberMessage } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const m = acme.id;
const other = await buildMerchant(t.db, { code: 'beta' });

const member = async (seed: { type?: number; uplineId?: string } = {}) => {
  const b = await buildMember(t.db, m, seed);
  return { ...b, token: await tokenOf(t.db, 'acme', b.id) };
};
// agent -> sub (agent) -> p1; agent -> p2; loner has no upline; trial is a trial account.
const agent = await member({ type: 1 });
const sub = await member({ type: 1, uplineId: agent.id });
const p1 = await member({ uplineId: sub.id });
const p2 = await member({ uplineId: agent.id });
const loner = await member();
const trial = await member({ type: 4 });
const betaMember = await buildMember(t.db, other.id);

const support = await signedInOperator(t, 'support', m);
const send = (body: unknown) => opCall(t, support.token, API.messages.ops.send, { body, merchant: 'acme' });
const inbox = (who: { token: string }, query = '', lang?: string) =>
  t.call({ url: `${API.messages.list}${query}`, token: who.token, ...(lang ? { lang } : {}) });
const unread = async (who: { token: string }) =>
  (await t.call({ url: API.messages.unreadCount, token: who.token })).body.value.unread;
const one = (id: string) => API.messages.one.replace(':id', id);

describe('operator sends', () => {
  it('sends to one member by username or id, audited; another merchant’s member is not found', async () => {
    const r = await send({ audience: { kind: 'member', username: loner.username }, title: 'Hello', content: 'Welcome aboard' });
    expect([r.status, r.body.value.recipients]).toEqual([200, 1]);
    const byId = await send({
      audience: { kind: 'member', memberId: loner.id },
      title: { EN: 'Two', TY: 'Dalawa' },
      content: 'x',
    });
    expect(byId.body.value.recipients).toBe(1);
    expect((await send({ audience: { kind: 'member', memberId: betaMember.id }, title: 'x', content: 'x' })).body.code).toBe(
      'message_recipient_not_found',
    );
    expect((await send({ audience: { kind: 'member' }, title: 'x', content: 'x' })).body.code).toBe('message_audience_invalid');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'messages.send')
      .execute();
    expect(audit.map((a) => a.target_id)).toEqual(expect.arrayContaining([r.body.value.id, byId.body.value.id]));
    expect(await unread(loner)).toBe(2);
  });

  it("sends to an agent's whole team (every depth), not to a non-agent's", async () => {
    const r = await send({ audience: { kind: 'agent_team', username: agent.username }, title: 'Team', content: 'Team news' });
    expect(r.body.value.recipients).toBe(3); // sub, p1, p2
    for (const who of [sub, p1, p2]) expect((await inbox(who)).body.value.content[0].title).toBe('Team');
    expect((await inbox(agent)).body.value.totalElements).toBe(0);
    const withAgent = await send({
      audience: { kind: 'agent_team', agentId: sub.id, includeAgent: true },
      title: 'Sub team',
      content: 'x',
    });
    expect(withAgent.body.value.recipients).toBe(2); // sub, p1
    expect((await send({ audience: { kind: 'agent_team', agentId: p1.id }, title: 'x', content: 'x' })).body.code).toBe(
      'message_audience_invalid',
    );
  });

  it('sends to all real members of the merchant in one go (no trial, no other merchant)', async () => {
    const before = await unread(p2);
    const r = await send({ audience: { kind: 'all' }, title: { EN: 'For everyone', TY: 'Para sa lahat' }, content: 'News' });
    expect(r.body.value.recipients).toBe(5); // agent, sub, p1, p2, loner
    expect(await unread(p2)).toBe(before + 1);
    const copies = await t.db
      .selectFrom('member_messages')
      .select('member_id')
      .where('message_id', '=', r.body.value.id)
      .execute();
    expect(copies.map((c) => c.member_id)).not.toContain(trial.id);
    expect(copies.map((c) => c.member_id)).not.toContain(betaMember.id);
    expect((await inbox(p2, '', 'TY')).body.value.content[0].title).toBe('Para sa lahat');
  });

  it("lists what was sent, newest first, the operator's own merchant only", async () => {
    const r = await opCall(t, support.token, API.messages.ops.list, { merchant: 'acme' });
    expect(r.status).toBe(200);
    expect(r.body.value.content[0]).toMatchObject({ audience: 'all', recipients: 5, source: 'operator', sentBy: support.id });
    const beta = await signedInOperator(t, 'support', other.id);
    expect((await opCall(t, beta.token, API.messages.ops.list, { merchant: 'beta' })).body.value.totalElements).toBe(0);
  });

  it('sends to the members at VIP levels min..max, as the VIP ladder places them', async () => {
    const step = (level: number, bet: string) => ({
      level,
      names: { EN: `VIP ${level}`, TY: `VIP ${level}` },
      validBetRequired: bet,
      depositRequired: String(level * 100),
      upgradeBonus: '0',
      weeklyBonus: '0',
      monthlyBonus: '0',
      turnoverMultiplier: 0,
      benefits: { dailyWithdrawalLimit: '100000', dailyWithdrawals: 3, rebatePercent: '0.10' },
    });
    await seedLadder(t.db, m, [step(0, '0'), step(1, '1000'), step(2, '5000')]);
    const at = new Date();
    await addVipProgress(t.db, m, p1.id, { validBet: 1_500n, deposits: 1_000n, at }); // level 1
    await addVipProgress(t.db, m, loner.id, { validBet: 6_000n, deposits: 1_000n, at }); // level 2
    await addVipProgress(t.db, m, p2.id, { validBet: 10n, deposits: 0n, at }); // level 0
    const recipientsOf = async (r: { body: { value?: { id: string } } }) =>
      (await t.db.selectFrom('member_messages').select('member_id').where('message_id', '=', r.body.value!.id).execute())
        .map((c) => c.member_id)
        .sort();

    const fromOne = await send({ audience: { kind: 'vip_level', min: 1 }, title: 'VIP', content: 'For VIP 1 and up' });
    expect(fromOne.body.value.recipients).toBe(2);
    expect(await recipientsOf(fromOne)).toEqual([p1.id, loner.id].sort());
    const onlyTwo = await send({ audience: { kind: 'vip_level', min: 2, max: 2 }, title: 'VIP', content: 'For VIP 2' });
    expect(await recipientsOf(onlyTwo)).toEqual([loner.id]);
    const bad = await send({ audience: { kind: 'vip_level', min: 2, max: 1 }, title: 'VIP', content: 'x' });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
  });
});

describe('the inbox', () => {
  let reader: Awaited<ReturnType<typeof member>>;
  const ids: string[] = [];
  beforeAll(async () => {
    reader = await member();
    for (let i = 1; i <= 12; i++)
      ids.push(
        (await sendMemberMessage(t.db, { merchantId: m, memberId: reader.id, title: `Message ${i}`, body: `Body ${i}` })).id,
      );
  });

  it('pages newest first and counts unread', async () => {
    const first = await inbox(reader);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ pageNum: 1, pageSize: 10, totalPages: 2, totalElements: 12 });
    expect(first.body.value.content[0]).toEqual({
      id: ids[11],
      title: 'Message 12',
      content: 'Body 12',
      read: false,
      createdAt: expect.any(String),
    });
    const second = await inbox(reader, '?pageNo=2');
    expect(second.body.value.content.map((c: { title: string }) => c.title)).toEqual(['Message 2', 'Message 1']);
    expect(await unread(reader)).toBe(12);
  });

  it('marks one read (the answer is the new count) and filters read / unread', async () => {
    const r = await t.call({ url: one(ids[0]!), method: 'PUT', token: reader.token });
    expect([r.status, r.body.value]).toEqual([200, { unread: 11 }]);
    // Reading again changes nothing.
    expect((await t.call({ url: one(ids[0]!), method: 'PUT', token: reader.token })).body.value).toEqual({ unread: 11 });
    const read = await inbox(reader, '?status=read');
    expect(read.body.value.content.map((c: { id: string; read: boolean }) => [c.id, c.read])).toEqual([[ids[0], true]]);
    expect((await inbox(reader, '?status=unread')).body.value.totalElements).toBe(11);
    expect((await inbox(reader, '?status=bogus')).body.code).toBe('validation_failed');
  });

  it("deletes the member's own copy only; another member's id is message_not_found", async () => {
    const r = await t.call({ url: one(ids[1]!), method: 'DELETE', token: reader.token });
    expect([r.status, r.body.value]).toEqual([200, { unread: 10 }]);
    expect((await inbox(reader)).body.value.totalElements).toBe(11);
    expect((await t.call({ url: one(ids[1]!), method: 'DELETE', token: reader.token })).status).toBe(404);
    // Another member cannot read or delete it.
    for (const method of ['PUT', 'DELETE'] as const) {
      const x = await t.call({ url: one(ids[2]!), method, token: loner.token });
      expect([method, x.status, x.body.code]).toEqual([method, 404, 'message_not_found']);
    }
    expect((await t.call({ url: one('999999999'), method: 'PUT', token: reader.token })).status).toBe(404);
    expect((await t.call({ url: one('abc'), method: 'PUT', token: reader.token })).body.code).toBe('validation_failed');
    expect(await unread(reader)).toBe(10);
  });

  it('reads all', async () => {
    const r = await t.call({ url: API.messages.readAll, method: 'PUT', token: reader.token });
    expect([r.status, r.body.value]).toEqual([200, { unread: 0 }]);
    expect((await inbox(reader, '?status=unread')).body.value.totalElements).toBe(0);
  });

  it('refuses visitors (401) and trial accounts', async () => {
    expect((await t.call({ url: API.messages.list })).status).toBe(401);
    expect((await t.call({ url: API.messages.unreadCount, token: trial.token })).body.code).toBe('in_need_true_account');
  });

  it('sends a module’s message inside its transaction: a rollback leaves nothing', async () => {
    const before = await unread(reader);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sendMemberMessage(trx, { merchantId: m, memberId: reader.id, title: 'Lost', body: 'x', source: 'feedback' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await unread(reader)).toBe(before);
  });
});

describe('the unread count over the socket listener', () => {
  it('arrives at once after connecting and again after a send, a read and a send to all', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const who = await member();
    const s = openSocket(socketUrl(address, who.token, 'acme'));
    const unreadIs = (n: number) => (msg: { type: string; value: unknown }) =>
      msg.type === 'unread' && (msg.value as { messages: number }).messages === n;
    try {
      await s.next(unreadIs(0));
      const { id } = await sendMemberMessage(t.db, { merchantId: m, memberId: who.id, title: 'Ping', body: 'x' });
      await s.next(unreadIs(1));
      await t.call({ url: one(id), method: 'PUT', token: who.token });
      await s.next(unreadIs(0));
      await send({ audience: { kind: 'all' }, title: 'All', content: 'x' });
      await s.next(unreadIs(1));
    } finally {
      s.close();
    }
  });
});
