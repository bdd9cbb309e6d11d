import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { sha256 } from '../../lib/secrets.js';
import { startTestIdp, TestBrowser } from './social.test-provider.js';

// A real OpenID provider on 127.0.0.1, and the app listening on a real port so that the
// provider's redirects reach it. Google and Facebook both point at the test provider.
const idp = await startTestIdp();
afterAll(() => idp.close());
const oidcEnv = (p: 'GOOGLE' | 'FACEBOOK') => ({
  [`OIDC_${p}_ISSUER`]: idp.issuer,
  [`OIDC_${p}_CLIENT_ID`]: idp.clientId,
  [`OIDC_${p}_CLIENT_SECRET`]: idp.clientSecret,
});
const t = await testPlatform({ ...oidcEnv('GOOGLE'), ...oidcEnv('FACEBOOK'), OIDC_ALLOW_INSECURE: 'true' });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
idp.register(origin);

const social = { google: true, facebook: true };
const acme = await buildMerchant(t.db, { settings: { social } });
const beta = await buildMerchant(t.db, { code: 'beta', settings: { social } });
await buildMerchant(t.db, { code: 'plain' });
await buildMerchant(t.db, { code: 'strict', settings: { social, loginLimitPerIp: 2 } });

const startUrl = (provider: string, query: Record<string, string> = {}) =>
  new URL(`${origin}/wps/session/social/${provider}/start?${new URLSearchParams({ merchant: 'acme', ...query })}`);
/** The `?token=` of a location: a one-time hand-off ticket, never a session token. */
const tokenOf = (location: string | null) => new URL(location ?? '', origin).searchParams.get('token');
/** Redeems the location's ticket as the site does on boot (POST /wps/session/handoff). */
const redeem = (location: string | null, merchant = 'acme') =>
  t.call({ url: API.session.handoff, body: { ticket: tokenOf(location) }, merchant });
/** The session token the location's ticket is exchanged for. */
async function sessionTokenOf(location: string | null, merchant = 'acme'): Promise<string> {
  const r = await redeem(location, merchant);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value.token as string;
}

async function memberOf(merchantId: string, subject: string, provider = 'google') {
  return t.db
    .selectFrom('social_identities')
    .innerJoin('members', 'members.id', 'social_identities.member_id')
    .select(['members.id', 'members.username', 'members.nickname', 'members.email', 'members.type', 'members.register_method'])
    .where('social_identities.merchant_id', '=', merchantId)
    .where('social_identities.provider', '=', provider)
    .where('social_identities.subject', '=', subject)
    .executeTakeFirst();
}
const stateCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('social_login_states')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('social sign-in round trip', () => {
  it('creates a member on first sign-in and returns a one-time ticket for a working session', async () => {
    const sessionsBefore = await countRows(t.db, 'sessions');
    const trip = await new TestBrowser().signIn(startUrl('google', { returnTo: '/promotions#top' }), { subject: 'alice' });
    expect(trip.location).toMatch(/^\/promotions\?token=[\w-]{43}#top$/);
    // What the URL carries is no session: none was issued yet, and the ticket is not a bearer token.
    const ticket = tokenOf(trip.location)!;
    expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);
    expect((await t.call({ method: 'POST', url: '/wps/session/logout', token: ticket, body: {} })).status).toBe(401);
    const handoff = await t.db
      .selectFrom('session_handoffs')
      .select(['method', 'used_at'])
      .where('ticket_hash', '=', sha256(ticket))
      .executeTakeFirstOrThrow();
    expect(handoff).toEqual({ method: 'social:google', used_at: null });

    const redeemed = await redeem(trip.location);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, changePasswordReason: null });
    const token = redeemed.body.value.token as string;
    expect(token).not.toBe(ticket);
    // Once only.
    expect([(await redeem(trip.location)).status, (await redeem(trip.location)).body.code]).toEqual([400, 'handoff_invalid']);

    const m = await memberOf(acme.id, 'alice');
    expect(m).toMatchObject({ nickname: 'Player alice', email: 'alice@mail.test', type: 0, register_method: 'SOCIAL' });
    expect(m!.username).toMatch(/^g_[0-9a-f]{10}$/);
    expect(redeemed.body.value.userName).toBe(m!.username);
    const session = await t.db
      .selectFrom('sessions')
      .select(['method', 'member_id'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ method: 'social:google', member_id: m!.id });
    const ips = await t.db.selectFrom('member_known_ips').select('ip').where('member_id', '=', m!.id).execute();
    expect(ips.map((r) => r.ip)).toEqual(['127.0.0.1']);

    const logout = await t.call({ method: 'POST', url: '/wps/session/logout', token });
    expect(logout.status).toBe(200);
  });

  it('reuses the member when the same subject signs in again', async () => {
    const before = await countRows(t.db, 'members');
    const trip = await new TestBrowser().signIn(startUrl('google'), { subject: 'alice' });
    expect(trip.location).toMatch(/^\/\?token=/);
    expect(await countRows(t.db, 'members')).toBe(before);
    const session = await t.db
      .selectFrom('sessions')
      .select('member_id')
      .where('token_hash', '=', sha256(await sessionTokenOf(trip.location)))
      .executeTakeFirstOrThrow();
    expect(session.member_id).toBe((await memberOf(acme.id, 'alice'))!.id);
  });

  it('keeps identities per provider and per merchant', async () => {
    const fb = await new TestBrowser().signIn(startUrl('facebook'), { subject: 'alice' });
    expect(tokenOf(fb.location)).toBeTruthy();
    const onBeta = await new TestBrowser().signIn(startUrl('google', { merchant: 'beta' }), { subject: 'alice' });
    expect(tokenOf(onBeta.location)).toBeTruthy();

    const google = await memberOf(acme.id, 'alice');
    const facebook = await memberOf(acme.id, 'alice', 'facebook');
    const betaMember = await memberOf(beta.id, 'alice');
    expect(facebook!.username).toMatch(/^fb_[0-9a-f]{10}$/);
    expect(new Set([google!.id, facebook!.id, betaMember!.id]).size).toBe(3);
    // Beta's ticket is beta's: acme does not redeem it (nor does that spend it), beta does.
    expect((await redeem(onBeta.location, 'acme')).body.code).toBe('handoff_invalid');
    const token = await sessionTokenOf(onBeta.location, 'beta');
    expect((await t.call({ method: 'POST', url: '/wps/session/logout', token })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/wps/session/logout', token, merchant: 'beta' })).status).toBe(200);
  });

  it('keeps an unverified email off the member', async () => {
    const trip = await new TestBrowser().signIn(startUrl('google'), { subject: 'bob-unverified' });
    expect(tokenOf(trip.location)).toBeTruthy();
    expect((await memberOf(acme.id, 'bob-unverified'))!.email).toBeNull();
  });

  it('sends the browser home when returnTo is not a same-site path', async () => {
    for (const returnTo of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', 'promotions']) {
      const trip = await new TestBrowser().signIn(startUrl('google', { returnTo }), { subject: 'alice' });
      expect(trip.location).toMatch(/^\/\?token=/);
    }
  });

  it('answers popup_closed_by_user when the user cancels at the provider', async () => {
    const sessions = await countRows(t.db, 'sessions');
    const trip = await new TestBrowser().signIn(startUrl('google'), { subject: 'carol', cancel: true });
    expect(trip.location).toBe('/?socialError=popup_closed_by_user');
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
    expect(await memberOf(acme.id, 'carol')).toBeUndefined();
  });

  it('refuses a member who is not active with contact_agent', async () => {
    await new TestBrowser().signIn(startUrl('google'), { subject: 'dave' });
    const dave = await memberOf(acme.id, 'dave');
    await t.db.updateTable('members').set({ status: 'locked' }).where('id', '=', dave!.id).execute();
    const sessions = await countRows(t.db, 'sessions');
    const trip = await new TestBrowser().signIn(startUrl('google'), { subject: 'dave' });
    expect(trip.location).toBe('/?socialError=contact_agent');
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
  });
});

describe('social sign-in callback refusals (no session written)', () => {
  const failed = '/?socialError=social_login_failed';
  /** A browser stopped just before the callback: the provider's answer in hand. */
  async function pendingCallback(subject: string) {
    const browser = new TestBrowser();
    const trip = await browser.signIn(startUrl('google'), { subject, stopBeforeCallback: true });
    return { browser, callbackUrl: trip.callbackUrl! };
  }
  const withCookies = (url: URL, cookie: string) =>
    fetch(url, { redirect: 'manual', headers: { cookie } }).then((r) => r.headers.get('location'));

  it('refuses a replayed state', async () => {
    const trip = await new TestBrowser().signIn(startUrl('google'), { subject: 'erin' });
    expect(tokenOf(trip.location)).toBeTruthy();
    const callbackUrl = trip.callbackUrl!;
    const sessions = await countRows(t.db, 'sessions');
    const state = callbackUrl.searchParams.get('state')!;
    expect(await withCookies(callbackUrl, `ph_social_state=${state}; ph_social_merchant=acme`)).toBe(failed);
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
  });

  it('burns the state at the first callback, even a failed one', async () => {
    const { browser, callbackUrl } = await pendingCallback('erin');
    const cancelled = new URL(callbackUrl);
    cancelled.searchParams.delete('code');
    cancelled.searchParams.set('error', 'access_denied');
    const sessions = await countRows(t.db, 'sessions');
    expect(await withCookies(cancelled, browser.cookieHeader(callbackUrl))).toBe('/?socialError=popup_closed_by_user');
    // The genuine answer, with a code the provider would still accept, comes too late.
    expect((await browser.request(callbackUrl)).headers.get('location')).toBe(failed);
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
  });

  it('refuses an unknown state, and a state of another merchant', async () => {
    const sessions = await countRows(t.db, 'sessions');
    const unknown = new URL(`${origin}/wps/session/social/google/callback?code=abc&state=nope`);
    expect(await withCookies(unknown, 'ph_social_state=nope; ph_social_merchant=acme')).toBe(failed);
    const browser = new TestBrowser();
    const start = await browser.request(startUrl('google'));
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const cb = new URL(`${origin}/wps/session/social/google/callback?code=abc&state=${state}`);
    expect(await withCookies(cb, `ph_social_state=${state}; ph_social_merchant=beta`)).toBe(failed);
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
  });

  it('refuses a callback delivered to another browser, without spoiling the real one', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(startUrl('google'));
    const authorize = new URL(start.headers.get('location')!);
    const sessions = await countRows(t.db, 'sessions');
    // The victim's browser carries the merchant cookie but not the attacker's state.
    const trip = await new TestBrowser().signIn(authorize, { subject: 'mallory', stopBeforeCallback: true });
    expect(await withCookies(trip.callbackUrl!, 'ph_social_merchant=acme')).toBe(failed);
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
    // The browser that started the flow still completes it.
    const res = await browser.request(trip.callbackUrl!);
    expect(res.headers.get('location')).toMatch(/^\/\?token=/);
  });

  it('refuses an expired state, a state of another provider, a wrong nonce and a bad code', async () => {
    const sessions = await countRows(t.db, 'sessions');
    const expired = await pendingCallback('frank');
    await t.db
      .updateTable('social_login_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expect((await expired.browser.request(expired.callbackUrl)).headers.get('location')).toBe(failed);

    const other = await pendingCallback('frank');
    const asFacebook = new URL(other.callbackUrl.href.replace('/google/', '/facebook/'));
    expect((await other.browser.request(asFacebook)).headers.get('location')).toBe(failed);

    const forged = await pendingCallback('frank');
    await t.db.updateTable('social_login_states').set({ nonce: 'not-the-nonce' }).where('used_at', 'is', null).execute();
    expect((await forged.browser.request(forged.callbackUrl)).headers.get('location')).toBe(failed);

    const bad = await pendingCallback('frank');
    bad.callbackUrl.searchParams.set('code', 'not-a-real-code');
    expect((await bad.browser.request(bad.callbackUrl)).headers.get('location')).toBe(failed);
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
    expect(await memberOf(acme.id, 'frank')).toBeUndefined();
  });
});

describe('social sign-in start', () => {
  it('redirects to the provider with PKCE, state and nonce, and binds the flow to the browser', async () => {
    const r = await new TestBrowser().request(startUrl('google'));
    expect(r.status).toBe(302);
    const to = new URL(r.headers.get('location')!);
    expect(to.origin).toBe(idp.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: idp.clientId,
      response_type: 'code',
      redirect_uri: `${origin}/wps/session/social/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(r.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^ph_social_state=[\w-]+; Path=\/wps\/session\/social\/; Max-Age=600; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^ph_social_merchant=acme;/),
    ]);
  });

  it('refuses a provider the merchant has not enabled with 403 operation_not_enabled', async () => {
    const before = await stateCount();
    const r = await t.call({ url: '/wps/session/social/google/start', merchant: 'plain' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('operation_not_enabled');
    expect(await stateCount()).toBe(before);
  });

  it('refuses an unknown provider with 404 not_found, and an unknown merchant with invalid_url', async () => {
    const r = await t.call({ url: '/wps/session/social/twitter/start' });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    const m = await t.call({ url: '/wps/session/social/google/start?merchant=nope', merchant: null });
    expect([m.status, m.body.code]).toEqual([404, 'invalid_url']);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await stateCount();
    const r = await t.call({ url: `/wps/session/social/google/start?returnTo=/${'x'.repeat(600)}` });
    expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    const p = await t.call({ url: `/wps/session/social/${'g'.repeat(40)}/start` });
    expect(p.status).toBe(400);
    expect(await stateCount()).toBe(before);
  });

  it('rate-limits starts per IP with 429', async () => {
    const call = () => t.call({ url: '/wps/session/social/google/start', merchant: 'strict', ip: '10.7.7.7' });
    expect((await call()).status).toBe(302);
    expect((await call()).status).toBe(302);
    const r = await call();
    expect([r.status, r.body.code]).toEqual([429, 'rate_limited']);
  });

  it('reports each provider in the whitelabel answer', async () => {
    const r = await t.call({ url: '/wps/system/whitelabel' });
    expect(r.body.value.social).toEqual({ google: true, facebook: true });
    const plain = await t.call({ url: '/wps/system/whitelabel', merchant: 'plain' });
    expect(plain.body.value.social).toEqual({ google: false, facebook: false });
  });
});

// Only Google configured, and behind a public origin.
const t2 = await testPlatform({ ...oidcEnv('GOOGLE'), OIDC_ALLOW_INSECURE: 'true', PUBLIC_URL: 'https://play.example.com/' });
await buildMerchant(t2.db, { settings: { social } });

describe('social sign-in server configuration', () => {
  it('refuses a provider the server is not configured for with 403, and does not offer it', async () => {
    const r = await t2.call({ url: '/wps/session/social/facebook/start' });
    expect([r.status, r.body.code]).toEqual([403, 'operation_not_enabled']);
    const w = await t2.call({ url: '/wps/system/whitelabel' });
    expect(w.body.value.social).toEqual({ google: true, facebook: false });
  });

  it('builds the callback on PUBLIC_URL, with secure cookies', async () => {
    const r = await t2.call({ url: '/wps/session/social/google/start' });
    expect(r.status).toBe(302);
    const to = new URL(r.raw.headers.location as string);
    expect(to.searchParams.get('redirect_uri')).toBe('https://play.example.com/wps/session/social/google/callback');
    expect(String(r.raw.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

// Google configured with an issuer that does not answer.
const t3 = await testPlatform({
  OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9/',
  OIDC_GOOGLE_CLIENT_ID: 'x',
  OIDC_GOOGLE_CLIENT_SECRET: 'y',
  OIDC_ALLOW_INSECURE: 'true',
});
await buildMerchant(t3.db, { settings: { social } });

describe('social sign-in when the provider is down', () => {
  it('sends the browser home with social_login_failed and stores nothing', async () => {
    const r = await t3.call({ url: '/wps/session/social/google/start' });
    expect([r.status, r.raw.headers.location]).toEqual([302, '/?socialError=social_login_failed']);
    const states = await t3.db.selectFrom('social_login_states').select('provider').execute();
    expect(states).toEqual([]);
  });
});
