import { describe, expect, it } from 'vitest';
import { API, OPERATOR_CSRF_HEADER, OPERATOR_SESSION_COOKIE, type OpsMemberRow } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { fund } from '../../../test/helpers/ledger.js';
import { codeAt, freshIp, OP_PASSWORD, opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { signIn } from '../../../test/helpers/session.js';
import { seedOperator } from '../operator/index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const beta = await buildMerchant(t.db, { code: 'beta' });
const support = await signedInOperator(t, 'support', acme.id);
const platformSupport = await signedInOperator(t, 'support', null);

const agent = await buildMember(t.db, acme.id, { username: 'deskagent', type: 1, affiliateCode: 'DESK01' });
const alice = await buildMember(t.db, acme.id, {
  username: 'deskalice',
  nickname: 'Wonder Alice',
  mobileNum: '9175550101',
  countryDialingCode: '63',
  email: 'Alice.Desk@Example.test',
  uplineId: agent.id,
});
const others: { id: string; username: string }[] = [];
for (let i = 0; i < 5; i++) others.push(await buildMember(t.db, acme.id, { username: `deskuser${i}`, uplineId: agent.id }));
const betaAlice = await buildMember(t.db, beta.id, { username: 'deskalice2', email: 'alice.desk@example.test' });
await t.db.insertInto('member_known_ips').values({ merchant_id: acme.id, member_id: alice.id, ip: '203.0.113.77' }).execute();

const members = (query: string, token = support.token, merchant?: string) =>
  opCall(t, token, `${API.operator.members}?${query}`, merchant ? { merchant } : {});
const usernames = (rows: OpsMemberRow[]) => rows.map((r) => r.username);
const memberUrl = (path: string, id: string) => path.replace(':id', id);

describe('finding members', () => {
  it('finds a member by each key, within the merchant only', async () => {
    const by = async (key: string, q: string) =>
      usernames((await members(`by=${key}&q=${encodeURIComponent(q)}`)).body.value.rows);
    expect(await by('username', 'DESKAL')).toEqual(['deskalice']);
    expect(await by('nickname', 'wonder')).toEqual(['deskalice']);
    expect(await by('mobile', '917-555-0101')).toEqual(['deskalice']);
    expect(await by('email', 'alice.desk@example.TEST')).toEqual(['deskalice']);
    expect(await by('ip', '203.0.113.77')).toEqual(['deskalice']);
    expect(await by('affiliate', 'desk01')).toEqual(['deskagent']);
    expect((await by('upline', 'DeskAgent')).sort()).toEqual(['deskalice', ...others.map((o) => o.username)].sort());
    // A device a member signed in from (the browser's own id header), and a bank account two bound.
    const device = 'dev-alice-0001';
    const login = await signIn(
      t,
      { username: 'deskuser1', password: 'secret123' },
      { merchant: 'acme', headers: { 'x-device-id': device } },
    );
    expect(login.status).toBe(200);
    expect(await by('device', device)).toEqual(['deskuser1']);
    expect(await by('device', 'dev-nobody-0001')).toEqual([]);
    for (const m of [alice, others[0]!, betaAlice])
      await t.db
        .insertInto('bank_accounts')
        .values({
          merchant_id: m === betaAlice ? beta.id : acme.id,
          member_id: m.id,
          bank_name: 'Desk Bank',
          account_name: 'Desk',
          account_number: '12345678',
        })
        .execute();
    expect((await by('bank', '1234-5678')).sort()).toEqual(['deskalice', 'deskuser0']);
    // LIKE's wildcards are plain characters here.
    expect(await by('username', 'desk%')).toEqual([]);
    expect(await by('username', '_esk')).toEqual([]);
  });

  it('answers contacts masked', async () => {
    const [row] = (await members('by=username&q=deskalice')).body.value.rows as OpsMemberRow[];
    expect(row).toMatchObject({ mobile: '*******101', email: 'A***@Example.test', upline: 'deskagent', status: 'active' });
  });

  it('pages by cursor, in name order for a name prefix, without repeating or skipping a row', async () => {
    const seen: string[] = [];
    let url = 'by=username&q=desk&limit=2';
    for (let pages = 0; pages < 10; pages++) {
      const r = await members(url);
      expect(r.status).toBe(200);
      seen.push(...usernames(r.body.value.rows));
      if (!r.body.value.next) break;
      url = `by=username&q=desk&limit=2&cursor=${r.body.value.next}`;
    }
    expect(seen).toEqual(['deskagent', 'deskalice', 'deskuser0', 'deskuser1', 'deskuser2', 'deskuser3', 'deskuser4']);
    // Without a key: everyone, newest first.
    const newest = await members('limit=3');
    expect(usernames(newest.body.value.rows)).toEqual(['deskuser4', 'deskuser3', 'deskuser2']);
    const next = await members(`limit=3&cursor=${newest.body.value.next}`);
    expect(usernames(next.body.value.rows)).toEqual(['deskuser1', 'deskuser0', 'deskalice']);
  });

  it('refuses a cursor it did not make and a bad key with 400, and a platform operator names the merchant', async () => {
    for (const q of ['cursor=bm90IGpzb24', 'cursor=' + Buffer.from('["x","1; drop"]').toString('base64url'), 'by=password']) {
      const r = await members(q);
      expect([q, r.status, r.body.code]).toEqual([q, 400, 'validation_failed']);
    }
    expect((await members('by=username&q=deskalice', platformSupport.token)).body.code).toBe('merchant_required');
    const inBeta = await members('by=email&q=alice.desk@example.test', platformSupport.token, 'beta');
    expect(usernames(inBeta.body.value.rows)).toEqual(['deskalice2']);
  });
});

describe('the member view', () => {
  it("shows the agent path, every wallet's balance and the open sessions; another merchant's member is not found", async () => {
    await fund(t.db, acme.id, alice.id, 12_345n);
    const login = await signIn(t, { username: 'deskalice', password: alice.password }, { merchant: 'acme', ip: '203.0.113.77' });
    expect(login.status).toBe(200);
    const r = await opCall(t, support.token, memberUrl(API.operator.member, alice.id));
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      username: 'deskalice',
      agentPath: [{ id: agent.id, username: 'deskagent' }],
      activeSessions: 1,
    });
    expect(r.body.value.balances[0]).toEqual({ wallet: 'MAIN', balance: '12345' });
    const other = await opCall(t, support.token, memberUrl(API.operator.member, betaAlice.id));
    expect([other.status, other.body.code]).toEqual([404, 'not_found']);
  });
});

describe('freeze and unfreeze', () => {
  const auditOf = (memberId: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'after'])
      .where('target_type', '=', 'member')
      .where('target_id', '=', memberId)
      .orderBy('id')
      .execute();

  it("ends the member's sessions and refuses its sign-in until unfrozen, each change audited with its reason", async () => {
    const m = await buildMember(t.db, acme.id, { username: 'deskfrozen' });
    const as = { merchant: 'acme', ip: freshIp() };
    const login = await signIn(t, { username: 'deskfrozen', password: m.password }, as);
    const token: string = login.body.value.token;
    expect((await t.call({ url: API.member.info, merchant: 'acme', token })).status).toBe(200);

    const frozen = await opCall(t, support.token, memberUrl(API.operator.freezeMember, m.id), { body: { reason: 'chargeback' } });
    expect([frozen.status, frozen.body.value.status, frozen.body.value.activeSessions]).toEqual([200, 'locked', 0]);
    expect((await t.call({ url: API.member.info, merchant: 'acme', token })).status).toBe(401);
    const refused = await signIn(t, { username: 'deskfrozen', password: m.password }, as);
    expect(refused.body.code).toBe('contact_agent');
    // Freezing again changes nothing and writes nothing.
    await opCall(t, support.token, memberUrl(API.operator.freezeMember, m.id), { body: { reason: 'again' } });

    const unfrozen = await opCall(t, support.token, memberUrl(API.operator.unfreezeMember, m.id), {
      body: { reason: 'resolved' },
    });
    expect(unfrozen.body.value.status).toBe('active');
    const again = await signIn(t, { username: 'deskfrozen', password: m.password }, as);
    expect(again.status).toBe(200);
    expect(await auditOf(m.id)).toEqual([
      { action: 'member.freeze', actor_name: support.username, after: { status: 'locked', reason: 'chargeback' } },
      { action: 'member.unfreeze', actor_name: support.username, after: { status: 'active', reason: 'resolved' } },
    ]);
  });

  it('needs a reason, and cannot reach another merchant’s member', async () => {
    const m = await buildMember(t.db, beta.id, { username: 'deskbeta' });
    const noReason = await opCall(t, support.token, memberUrl(API.operator.freezeMember, m.id), { body: { reason: ' ' } });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'validation_failed']);
    const across = await opCall(t, support.token, memberUrl(API.operator.freezeMember, m.id), { body: { reason: 'x' } });
    expect([across.status, across.body.code]).toEqual([404, 'not_found']);
    const row = await t.db.selectFrom('members').select('status').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(await auditOf(m.id)).toEqual([]);
  });
});

describe('member actions', () => {
  const act = (path: string, id: string, reason = 'asked by phone, identity checked') =>
    opCall(t, support.token, memberUrl(path, id), { body: { reason } });

  it('end every session of the member', async () => {
    const m = await buildMember(t.db, acme.id, { username: 'deskends' });
    const token: string = (await signIn(t, { username: 'deskends', password: m.password }, { merchant: 'acme', ip: '10.77.0.1' }))
      .body.value.token;
    const r = await act(API.operator.endMemberSessions, m.id);
    expect([r.status, r.body.value.activeSessions]).toEqual([200, 0]);
    expect((await t.call({ url: API.member.info, merchant: 'acme', token })).status).toBe(401);
  });

  it('unlock the sign-in: failures of any spelling of the name counted once, cleared by the operator', async () => {
    const m = await buildMember(t.db, acme.id, { username: 'desklock' });
    const as = { merchant: 'acme', ip: '10.77.0.2' };
    // Failures under other spellings of the name count against the same account.
    for (const name of ['DESKLOCK', 'DeskLock', 'desklock'])
      expect((await signIn(t, { username: name, password: 'wrong password' }, as)).status).toBe(401);
    const asked = await signIn(t, { username: 'desklock', password: m.password }, { ...as, ip: '10.77.0.3' });
    expect(asked.body.code).toBe('captcha_required');
    expect((await act(API.operator.unlockMember, m.id)).status).toBe(200);
    expect((await signIn(t, { username: 'desklock', password: m.password }, { ...as, ip: '10.77.0.3' })).status).toBe(200);
  });

  it("reset the password to the merchant's default, to be changed at the next sign-in; sessions end", async () => {
    const m = await buildMember(t.db, acme.id, { username: 'deskreset' });
    const as = { merchant: 'acme', ip: '10.77.0.4' };
    const token: string = (await signIn(t, { username: 'deskreset', password: m.password }, as)).body.value.token;
    expect((await act(API.operator.resetMemberPassword, m.id)).status).toBe(200);
    expect((await t.call({ url: API.member.info, merchant: 'acme', token })).status).toBe(401);
    expect((await signIn(t, { username: 'deskreset', password: m.password }, as)).status).toBe(401);
    const fresh = await signIn(t, { username: 'deskreset', password: 'abc123456' }, as);
    expect(fresh.body.value).toMatchObject({ changePasswordReason: 'default' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_type', '=', 'member')
      .where('target_id', '=', m.id)
      .execute();
    expect(audit).toEqual([{ action: 'member.password_reset', after: { reason: 'asked by phone, identity checked' } }]);
  });

  it('need a reason and reach only members of the acting merchant', async () => {
    const other = await buildMember(t.db, beta.id);
    expect((await act(API.operator.unlockMember, other.id)).status).toBe(404);
    expect((await act(API.operator.endMemberSessions, alice.id, '')).status).toBe(400);
  });
});

describe("the console's cookie session", () => {
  const cookieLogin = async () => {
    const created = (await seedOperator(t.db, {
      username: 'deskcookie',
      password: OP_PASSWORD,
      role: 'support',
      merchantId: acme.id,
    }))!;
    const r = await t.call({
      url: API.operator.login,
      merchant: null,
      body: { username: 'deskcookie', password: OP_PASSWORD, totp: codeAt(created.totpSecret), session: 'cookie' },
      ip: freshIp(),
    });
    expect(r.status).toBe(200);
    const setCookie = String(r.raw.headers['set-cookie']);
    const cookie = setCookie.split(';')[0]!;
    return { r, setCookie, cookie, csrf: r.body.value.operator.csrf as string };
  };
  const withCookie = (url: string, cookie: string, o: { body?: unknown; csrf?: string } = {}) =>
    t.call({
      url,
      merchant: null,
      ...(o.body === undefined ? {} : { body: o.body }),
      headers: { cookie, ...(o.csrf ? { [OPERATOR_CSRF_HEADER]: o.csrf } : {}) },
    });

  it('keeps the token out of page scripts: an httpOnly SameSite=Strict cookie on /ops, and a CSRF token for changes', async () => {
    const { r, setCookie, cookie, csrf } = await cookieLogin();
    expect(r.body.value.token).toBeNull();
    expect(setCookie).toMatch(
      new RegExp(`^${OPERATOR_SESSION_COOKIE}=[\\w-]+; Max-Age=43200; Path=/ops; HttpOnly; SameSite=Strict$`),
    );
    expect(csrf).toMatch(/^[\w-]{43}$/);

    const me = await withCookie(API.operator.me, cookie);
    expect([me.status, me.body.value.name, me.body.value.csrf]).toEqual([200, 'deskcookie', csrf]);
    expect((await withCookie(`${API.operator.members}?q=deskalice`, cookie)).body.value.rows).toHaveLength(1);

    // A change without the CSRF token, or with another, is refused and changes nothing.
    const m = await buildMember(t.db, acme.id, { username: 'deskcsrf' });
    const url = memberUrl(API.operator.freezeMember, m.id);
    for (const bad of [undefined, 'x'.repeat(43)]) {
      const refused = await withCookie(url, cookie, { body: { reason: 'x' }, ...(bad ? { csrf: bad } : {}) });
      expect([refused.status, refused.body.code]).toEqual([403, 'operator_csrf_failed']);
    }
    expect((await t.db.selectFrom('members').select('status').where('id', '=', m.id).executeTakeFirstOrThrow()).status).toBe(
      'active',
    );
    expect((await withCookie(url, cookie, { body: { reason: 'x' }, csrf })).body.value.status).toBe('locked');

    // Sign-out ends the session and clears the cookie.
    const out = await withCookie(API.operator.logout, cookie, { body: {}, csrf });
    expect(out.status).toBe(200);
    expect(String(out.raw.headers['set-cookie'])).toMatch(new RegExp(`^${OPERATOR_SESSION_COOKIE}=; Max-Age=0; Path=/ops`));
    expect((await withCookie(API.operator.me, cookie)).status).toBe(401);
  });
});
