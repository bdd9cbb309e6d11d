import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { sha256 } from '../../lib/secrets.js';
import { logout, signIn } from '../../../test/helpers/session.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
await buildMerchant(t.db, { code: 'beta' });

/** A signed-in member of acme (first sign-in: no new-IP challenge). */
async function signedIn() {
  const m = await buildMember(t.db, acme.id);
  const r = await signIn(t, { username: m.username, password: m.password });
  expect(r.status).toBe(200);
  return { ...m, token: r.body.value.token as string };
}
const mint = (token: string, merchant = 'acme') => t.call({ url: API.session.handoffTicket, token, merchant, body: {} });
const redeem = (ticket: unknown, as: { merchant?: string; ip?: string } = {}) =>
  t.call({ url: API.session.handoff, body: { ticket }, ...as });
async function ticketOf(token: string): Promise<string> {
  const r = await mint(token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value.ticket as string;
}

describe('session hand-off ticket', () => {
  it('mints a one-time ticket for the signed-in member, valid 60 seconds, never cached', async () => {
    const m = await signedIn();
    const r = await mint(m.token);
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({ ticket: expect.stringMatching(/^[\w-]{43}$/), expiresInSeconds: 60 });
    expect(r.raw.headers['cache-control']).toContain('no-store');
    const row = await t.db
      .selectFrom('session_handoffs')
      .selectAll()
      .where('ticket_hash', '=', sha256(r.body.value.ticket))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: m.id, merchant_id: acme.id, method: 'handoff', used_at: null });
    const seconds = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 1000;
    expect(seconds).toBeCloseTo(60, 0);
    // Only its hash is stored, and the ticket is no bearer token.
    expect((await logout(t, r.body.value.ticket)).status).toBe(401);
  });

  it('needs a live session', async () => {
    expect((await t.call({ url: API.session.handoffTicket, body: {} })).body.code).toBe('not_logged_in');
    const m = await signedIn();
    await logout(t, m.token);
    expect((await mint(m.token)).status).toBe(401);
  });

  it('is redeemed once for a fresh session of the member (the login result)', async () => {
    const m = await signedIn();
    const ticket = await ticketOf(m.token);
    const r = await redeem(ticket, { ip: '10.8.0.1' });
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordReason: null,
      userName: m.username,
    });
    expect(r.body.value.token).not.toBe(m.token);
    expect(r.raw.headers['cache-control']).toContain('no-store');
    const session = await t.db
      .selectFrom('sessions')
      .select(['member_id', 'method', 'ip'])
      .where('token_hash', '=', sha256(r.body.value.token))
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ member_id: m.id, method: 'handoff', ip: '10.8.0.1' });
    expect((await t.call({ url: API.member.info, token: r.body.value.token })).status).toBe(200);

    const again = await redeem(ticket);
    expect([again.status, again.body.code]).toEqual([400, 'handoff_invalid']);
  });

  it('gives exactly one session to parallel redeems of one ticket', async () => {
    const m = await signedIn();
    const ticket = await ticketOf(m.token);
    const before = await countRows(t.db, 'sessions');
    const answers = await Promise.all(Array.from({ length: 12 }, () => redeem(ticket)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'handoff_invalid')).toHaveLength(11);
    expect(await countRows(t.db, 'sessions')).toBe(before + 1);
  });

  it('expires after 60 seconds', async () => {
    const m = await signedIn();
    const ticket = await ticketOf(m.token);
    await t.db
      .updateTable('session_handoffs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ticket_hash', '=', sha256(ticket))
      .execute();
    expect((await redeem(ticket)).body.code).toBe('handoff_invalid');
  });

  it("belongs to its merchant: another merchant's site neither redeems nor spends it", async () => {
    const m = await signedIn();
    const ticket = await ticketOf(m.token);
    const foreign = await redeem(ticket, { merchant: 'beta' });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'handoff_invalid']);
    expect((await redeem(ticket)).status).toBe(200);
  });

  it('dies with the session that minted it, and with a member no longer active', async () => {
    const a = await signedIn();
    const ticket = await ticketOf(a.token);
    await logout(t, a.token);
    expect((await redeem(ticket)).body.code).toBe('handoff_invalid');

    const b = await signedIn();
    const locked = await ticketOf(b.token);
    await t.db.updateTable('members').set({ status: 'locked' }).where('id', '=', b.id).execute();
    const before = await countRows(t.db, 'sessions');
    expect((await redeem(locked)).body.code).toBe('handoff_invalid');
    expect(await countRows(t.db, 'sessions')).toBe(before);
  });

  it('refuses unknown tickets and bad bodies', async () => {
    for (const ticket of ['', 'nope', 'x'.repeat(43), "' OR 1=1 --"])
      expect([(await redeem(ticket)).status, (await redeem(ticket)).body.code]).toEqual([400, 'handoff_invalid']);
    for (const body of [{}, { ticket: 5 }, { ticket: 'x'.repeat(600) }]) {
      const r = await t.call({ url: API.session.handoff, body });
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
  });
});
