import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';

const t = await testPlatform();
await buildMerchant(t.db);

describe('platform endpoints', () => {
  it('answers /healthz 200 once the database is migrated', async () => {
    const r = await t.call({ url: API.health, merchant: null });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, value: { database: true, clock: true } });
  });

  it('serves an OpenAPI document generated from the contract, listing the spec paths', async () => {
    const r = await t.app.inject({ url: '/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      API.session.login,
      API.member.register,
      API.member.info,
      API.system.status,
      API.verification.smsNoLogin,
      API.captcha,
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    expect(JSON.stringify(doc.paths[API.session.login])).toContain('username');
  });

  it('answers an unknown API path with 404 not_found in the envelope', async () => {
    const r = await t.call({ url: '/wps/nothing/here' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const r = await t.call({
      method: 'POST',
      url: API.session.login,
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const r = await t.call({ method: 'POST', url: API.session.login, body: { username: 'x'.repeat(300 * 1024) } });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('payload_too_large');
  });
});
