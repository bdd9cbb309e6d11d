import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, BOOT_CALLS, BOOT_DATA_ELEMENT_ID, SITE_ANNOUNCEMENTS_QUERY, type BootData } from '@playhouse/contract';
import { seedContent } from '../seed/content.seed.js';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-boot-'));
const html = `<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>`;
writeFileSync(path.join(webDist, 'index.html'), html);

const t = await testPlatform({ WEB_DIST: webDist, DEFAULT_MERCHANT: 'demo' });
const demo = await buildMerchant(t.db, { code: 'demo' });
await seedContent(t.db, demo.id);
await buildMerchant(t.db, { code: 'sneaky', domains: ['sneaky.example'], name: '</script><script>alert(1)</script>\u2028' });
const walled = await buildMerchant(t.db, { code: 'walled', domains: ['walled.example'] });
await t.db.insertInto('merchant_region_rules').values({ merchant_id: walled.id, kind: 'ip', value: '10.9.0.0/16' }).execute();

const BLOCK = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`);

async function pageBoot(url: string, host?: string, ip?: string) {
  const r = await t.app.inject({ method: 'GET', url, headers: host ? { host } : {}, remoteAddress: ip });
  const block = BLOCK.exec(r.body)?.[1];
  return { r, boot: block === undefined ? null : (JSON.parse(block) as BootData) };
}

/** What the browser's own call would answer, for the same host and address. */
async function answer(url: string, host?: string, ip?: string) {
  const r = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(host ? { host } : {}), 'accept-language': 'EN' },
    remoteAddress: ip,
  });
  return (r.json() as { value: unknown }).value;
}

describe('every page carries the public answers its first render needs', () => {
  it('has the host merchant’s status, whitelabel, menus and announcements, exactly as the API answers them', async () => {
    const { r, boot } = await pageBoot('/rng');
    expect(r.headers['cache-control']).toBe('private, no-cache');
    expect(boot).not.toBeNull();
    expect(boot!.merchantCode).toBe('demo');
    expect(boot!.language).toBe('EN');
    expect(Object.keys(boot!.answers).sort()).toEqual(Object.keys(BOOT_CALLS).sort());
    expect(boot!.answers.status).toEqual(await answer(API.system.status));
    expect(boot!.answers.whitelabel).toEqual(await answer(API.system.whitelabel));
    expect(boot!.answers.menus).toEqual(await answer(API.games.menus));
    const announcements = await answer(
      `${API.content.announcements}?${new URLSearchParams(SITE_ANNOUNCEMENTS_QUERY).toString()}`,
    );
    expect(boot!.answers.announcements).toEqual(announcements);
    expect((announcements as { popups: unknown[] }).popups.length).toBeGreaterThan(0);
  });

  it('names the visitor’s own status: a restricted address sees region-restricted with its IP', async () => {
    const { boot } = await pageBoot('/', 'walled.example', '10.9.3.4');
    expect(boot!.merchantCode).toBe('walled');
    expect(boot!.answers.status).toEqual({ status: 2, ip: '10.9.3.4' });
    expect((await pageBoot('/', 'walled.example', '10.8.3.4')).boot!.answers.status).toEqual({ status: 0 });
  });

  it('keeps merchant text inside the block: a name that closes the script tag stays text', async () => {
    const { r, boot } = await pageBoot('/promotions', 'sneaky.example');
    expect(r.body).not.toContain('<script>alert(1)');
    expect((boot!.answers.whitelabel as { name: string }).name).toBe('</script><script>alert(1)</script>\u2028');
  });

  it('a host that names no merchant gets the page as built, with no boot data', async () => {
    const bare = await testPlatform({ WEB_DIST: webDist });
    const r = await bare.app.inject({ method: 'GET', url: '/rng', headers: { host: 'nowhere.example' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(html);
    expect(r.headers['cache-control']).toBe('no-cache');
  });
});
