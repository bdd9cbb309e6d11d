import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';

// A built web app with an inline loading shell, as apps/web/dist holds it.
const STYLE = '\n      body { margin: 0; }\n    ';
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><style>${STYLE}</style><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
);
const t = await testPlatform({
  WEB_DIST: webDist,
  TRUST_PROXY: 'true',
  SIMULATOR_URL: 'http://games.example.test:3100/launch',
  SIMULATOR_SECRET: 'simulator-secret-0123456789',
});
await buildMerchant(t.db);

const csp = (r: { raw: { headers: Record<string, unknown> } }) => {
  const header = String(r.raw.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );
};

describe('security headers', () => {
  it('the site page allows its inline shell by hash and may be framed by its own origin only', async () => {
    for (const url of ['/', '/bgs/play/dice', '/member/info']) {
      const r = await t.call({ url, merchant: null });
      expect(r.raw.statusCode, url).toBe(200);
      const policy = csp(r);
      const hash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
      expect(policy.get('style-src-elem')).toContain(hash);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src-attr')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toContain('http://games.example.test:3100');
      expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'wss:']));
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(r.raw.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.raw.headers['x-content-type-options']).toBe('nosniff');
      expect(r.raw.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('API answers carry nosniff and the policy too, errors included', async () => {
    for (const url of [API.system.status, '/wps/nothing/here']) {
      const r = await t.call({ url });
      expect(r.raw.headers['x-content-type-options']).toBe('nosniff');
      expect(csp(r).get('frame-ancestors')).toEqual(["'self'"]);
    }
  });

  it('sends HSTS only over https', async () => {
    const plain = await t.call({ url: API.system.status });
    expect(plain.raw.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.call({ url: API.system.status, headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.raw.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('the API documentation keeps a working policy of its own', async () => {
    const r = await t.app.inject({ url: `${API.docs}/` });
    expect(r.statusCode).toBe(200);
    const header = String(r.headers['content-security-policy']);
    // @fastify/swagger-ui's own policy (its page has no inline script), not the site's.
    expect(header).toMatch(/script-src 'self'/);
    expect(header).toContain("img-src 'self' data: validator.swagger.io");
    expect(header).not.toContain('upgrade-insecure-requests');
  });
});
