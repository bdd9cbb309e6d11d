import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../test/harness.js';

// The two front ends as their builds leave them: the site at /, the console (base /console/) at /console.
const dist = (html: string, asset: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'assets', asset), 'export {};\n');
  return dir;
};
const web = dist('<!doctype html><title>site</title><style>body{margin:0}</style>', 'site-A1.js');
const consoleDist = dist(
  '<!doctype html><title>console</title><meta name="csp-nonce" content="__CSP_NONCE__"><script type="module" src="/console/assets/console-B2.js"></script>',
  'console-B2.js',
);
const t = await testPlatform({ WEB_DIST: web, CONSOLE_DIST: consoleDist });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const csp = (r: { headers: Record<string, unknown> }) => String(r.headers['content-security-policy']);

describe('the operator console at /console', () => {
  it('serves its page for every console path (its router reads the URL) and its own assets', async () => {
    for (const url of ['/console', '/console/', '/console/demo/members?by=username&q=ab', '/console/sign-in']) {
      const r = await get(url);
      expect([url, r.statusCode, r.body]).toEqual([url, 200, expect.stringContaining('<title>console</title>')]);
      expect(r.headers['cache-control']).toBe('no-store');
    }
    const asset = await get('/console/assets/console-B2.js');
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    // The site's files are not the console's, and a missing asset is a 404, not the page.
    expect((await get('/console/assets/site-A1.js')).statusCode).toBe(404);
    expect((await get('/')).body).toContain('<title>site</title>');
  });

  it('has its own, stricter policy: no frames either way, scripts of this origin only, styles by a nonce fresh each load', async () => {
    const page = await get('/console/demo/members');
    const nonce = /content="([^"]+)"/.exec(page.body)![1]!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp(page)).toContain(`style-src-elem 'self' 'nonce-${nonce}'`);
    expect(/content="([^"]+)"/.exec((await get('/console/demo/members')).body)![1]).not.toBe(nonce);
    expect(csp(page)).toContain("frame-ancestors 'none'");
    expect(csp(page)).toContain("frame-src 'none'");
    expect(csp(page)).toMatch(/script-src 'self';/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    // The site keeps its own (game frames allowed, its shell's inline style by hash).
    const site = await get('/');
    expect(csp(site)).toContain("frame-ancestors 'self'");
    expect(csp(site)).toMatch(/style-src 'self' 'sha256-[^']+'/);
    expect(csp(site)).not.toBe(csp(page));
  });
});
