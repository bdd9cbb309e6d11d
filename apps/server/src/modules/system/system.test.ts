import { describe, expect, it } from 'vitest';
import { PATTERN_IDS } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { domains: ['acme.test'] });
await buildMerchant(t.db, { code: 'other' });

describe('system status', () => {
  it('is 0 for a normal merchant', async () => {
    const r = await t.call({ url: '/wps/system/status' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, value: { status: 0 } });
  });

  it('is 1 in maintenance, and other calls answer 503 system_maintenance', async () => {
    await t.db.updateTable('merchants').set({ maintenance: true }).where('code', '=', 'other').execute();
    const r = await t.call({ url: '/wps/system/status', merchant: 'other' });
    expect(r.body.value).toEqual({ status: 1 });
    const blocked = await t.call({ url: '/wps/member/info', merchant: 'other' });
    expect(blocked.status).toBe(503);
    expect(blocked.body.code).toBe('system_maintenance');
  });

  it('is 2 with the caller IP when the IP is restricted', async () => {
    await t.db.insertInto('merchant_region_rules').values({ merchant_id: acme.id, kind: 'ip', value: '10.9.0.0/16' }).execute();
    const r = await t.call({ url: '/wps/system/status', ip: '10.9.3.4' });
    expect(r.body.value).toEqual({ status: 2, ip: '10.9.3.4' });
    const fine = await t.call({ url: '/wps/system/status', ip: '10.8.3.4' });
    expect(fine.body.value).toEqual({ status: 0 });
  });
});

describe('merchant resolution', () => {
  it('refuses an unknown merchant with invalid_url', async () => {
    const r = await t.call({ url: '/wps/system/whitelabel', merchant: 'nope' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 'invalid_url' });
  });

  it('resolves the merchant from the host when no header is sent', async () => {
    const r = await t.call({ url: '/wps/system/domainRoute', merchant: null, headers: { host: 'acme.test' } });
    expect(r.body.value).toMatchObject({ merchantCode: 'acme', mainDomain: 'acme.test' });
  });

  it('answers in the requested language', async () => {
    const r = await t.call({ url: '/wps/system/whitelabel', merchant: 'nope', lang: 'TY' });
    expect(r.body.message).toMatch(/Hindi wastong URL/);
  });
});

describe('settings', () => {
  it('serves validators for every field with a known pattern kind', async () => {
    const r = await t.call({ url: '/wps/system/setting/validators' });
    const fields = r.body.value.map((v: { field: string }) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password', 'email']));
    for (const v of r.body.value) expect(PATTERN_IDS).toContain(v.patternId);
  });

  it('reports each optional register field as shown/required', async () => {
    const r = await t.call({ url: '/wps/system/setting/register' });
    expect(r.body.value.fields.email).toEqual({ shown: false, required: false });
    expect(r.body.value.defaultMode).toBe('mobile');
  });

  it('serves the permission aggregate', async () => {
    const r = await t.call({ url: '/wps/system/permission' });
    expect(Object.keys(r.body.value)).toEqual(
      expect.arrayContaining([
        'customerService',
        'domainRoute',
        'resources',
        'whitelabel',
        'register',
        'mainDomain',
        'analytics',
        'imageCDNs',
        'launchGameCDNs',
        'maintenance',
        'regionRestriction',
        'location',
      ]),
    );
  });
});
