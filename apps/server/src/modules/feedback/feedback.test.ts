import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { freshIp, opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { solvedCaptcha } from '../../../test/helpers/session.js';
import { FEEDBACK_PER_IP } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const m = acme.id;
const member = async () => {
  const b = await buildMember(t.db, m);
  return { ...b, token: await tokenOf(t.db, 'acme', b.id) };
};
const alice = await member();
const support = await signedInOperator(t, 'support', m);

const TEXT = 'My deposit has not arrived yet, please check.'; // 45 characters
const submit = async (body: Record<string, unknown>, o: { token?: string; ip?: string; captcha?: boolean } = {}) => {
  const ip = o.ip ?? freshIp();
  const captcha = o.captcha === false ? {} : await solvedCaptcha(t, { ip });
  return t.call({
    url: API.feedback.submit,
    method: 'PUT',
    body: { content: TEXT, type: 1, ...captcha, ...body },
    ip,
    ...(o.token ? { token: o.token } : {}),
  });
};
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const opList = (query = '') => opCall(t, support.token, `${API.feedback.ops.list}${query}`, { merchant: 'acme' });

describe('sending feedback', () => {
  it('takes a member’s feedback as sent by their username, whatever sender says', async () => {
    const r = await submit({ sender: 'someone else' }, { token: alice.token });
    expect([r.status, r.body.value]).toEqual([200, { id: expect.any(String) }]);
    const row = await t.db.selectFrom('feedback').selectAll().where('id', '=', r.body.value.id).executeTakeFirstOrThrow();
    expect([row.member_id, row.sender, row.type, row.content]).toEqual([alice.id, alice.username, 1, TEXT]);
  });

  it('refuses 19 and 201 characters, a bad type, and counts trimmed characters (20 and 200 pass)', async () => {
    const before = await count();
    for (const content of ['x'.repeat(19), 'y'.repeat(201), `   ${'z'.repeat(19)}   `]) {
      const r = await submit({ content }, { token: alice.token });
      expect([content.length, r.status, r.body.code]).toEqual([content.length, 400, 'validation_failed']);
    }
    for (const type of [5, 7, -1, '1a', null]) {
      const r = await submit({ type }, { token: alice.token });
      expect([type, r.body.code]).toEqual([type, 'validation_failed']);
    }
    expect(await count()).toBe(before);
    expect((await submit({ content: 'a'.repeat(20) }, { token: alice.token })).status).toBe(200);
    expect((await submit({ content: 'b'.repeat(200), type: 0 }, { token: alice.token })).status).toBe(200);
  });

  it('needs the captcha: missing, wrong or used twice is refused and writes nothing', async () => {
    const dave = await member();
    const before = await count();
    const missing = await submit({}, { token: dave.token, captcha: false });
    expect([missing.status, missing.body.code]).toEqual([400, 'captcha_required']);
    const ip = freshIp();
    const c = await solvedCaptcha(t, { ip });
    const wrong = await submit({ captchaId: c.captchaId, captcha: 'nope' }, { token: dave.token, ip, captcha: false });
    expect(wrong.body.code).toBe('captcha_invalid');
    // Burnt by the wrong answer: the right one no longer works.
    const again = await submit(c, { token: dave.token, ip, captcha: false });
    expect(again.body.code).toBe('captcha_invalid');
    expect(await count()).toBe(before);
  });

  it('lets a visitor send with a contact, rate-limited per IP', async () => {
    expect((await submit({ sender: '' })).body.code).toBe('feedback_sender_required');
    const ip = freshIp();
    for (let i = 0; i < FEEDBACK_PER_IP; i++) {
      const r = await submit({ sender: 'guest@example.com', type: 4 }, { ip });
      expect(r.status).toBe(200);
    }
    const refused = await submit({ sender: 'guest@example.com' }, { ip });
    expect([refused.status, refused.body.code]).toEqual([429, 'too_many_requests']);
    const list = await opList('?type=4');
    expect(list.body.value.content[0]).toMatchObject({
      sender: 'guest@example.com',
      memberId: null,
      username: null,
      status: 'open',
    });
  });
});

describe('the operator', () => {
  it('lists feedback by type and status, and replies: the reply reaches the member as a message, audited', async () => {
    const bob = await member();
    const sent = await submit({ type: 2, content: 'My withdrawal is still pending after a day.' }, { token: bob.token });
    const list = await opList('?type=2&status=open');
    expect(list.body.value.content[0]).toMatchObject({ id: sent.body.value.id, username: bob.username, type: 2, status: 'open' });

    const url = API.feedback.ops.reply.replace(':id', sent.body.value.id);
    const reply = await opCall(t, support.token, url, { merchant: 'acme', body: { content: 'It was paid this morning.' } });
    expect([reply.status, reply.body.value.messageId]).toEqual([200, expect.any(String)]);
    const inbox = await t.call({ url: API.messages.list, token: bob.token, lang: 'TY' });
    expect(inbox.body.value.content[0]).toMatchObject({
      title: 'Sagot sa iyong feedback',
      content: 'It was paid this morning.',
      read: false,
    });
    expect((await opList('?status=replied')).body.value.content[0]).toMatchObject({
      reply: 'It was paid this morning.',
      status: 'replied',
    });
    const audit = await t.db.selectFrom('audit_log').select('target_id').where('action', '=', 'feedback.reply').execute();
    expect(audit.map((a) => a.target_id)).toEqual([sent.body.value.id]);

    expect((await opCall(t, support.token, url, { merchant: 'acme', body: { content: 'Again' } })).body.code).toBe(
      'feedback_already_replied',
    );
    const missing = API.feedback.ops.reply.replace(':id', '99999999');
    expect((await opCall(t, support.token, missing, { merchant: 'acme', body: { content: 'x' } })).status).toBe(404);
    const guest = (await opList('?type=4')).body.value.content[0].id as string;
    const toGuest = await opCall(t, support.token, API.feedback.ops.reply.replace(':id', guest), {
      merchant: 'acme',
      body: { content: 'x' },
    });
    expect(toGuest.body.code).toBe('feedback_no_member');
  });

  it("puts a member's agent-application feedback (type 6) on the affiliate applications list", async () => {
    const carol = await member();
    const text = 'I would like to become an agent for my city.';
    expect((await submit({ type: 6, content: text }, { token: carol.token })).status).toBe(200);
    const apps = await opCall(t, support.token, API.operator.agentApplications, { merchant: 'acme' });
    expect(apps.body.value.content[0]).toMatchObject({
      memberId: carol.id,
      username: carol.username,
      contact: carol.username,
      message: text,
      source: 'feedback',
    });
  });
});
