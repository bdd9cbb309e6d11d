import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { normalizeRecipient } from './dev.service.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const other = await buildMerchant(t.db, { code: 'other' });
const off = await testPlatform({ DEV_OUTBOX: 'false' });
await buildMerchant(off.db);

async function put(merchantId: string, channel: 'sms' | 'email', recipient: string, body: string, subject = 's') {
  await t.db.insertInto('outbox_messages').values({ merchant_id: merchantId, channel, recipient, subject, body }).execute();
}
for (let i = 0; i < 25; i++) await put(acme.id, 'sms', '639171234567', `code ${i}`);
await put(acme.id, 'email', 'who@example.com', 'reset <b>link</b>', '<script>alert(1)</script>');
await put(other.id, 'sms', '639171234567', 'other merchant');

describe('GET /dev/outbox', () => {
  it("answers the merchant's latest 20 messages for a recipient, newest first", async () => {
    const r = await t.call({ url: `${API.dev.outbox}?to=639171234567` });
    expect(r.status).toBe(200);
    expect(r.body.value).toHaveLength(20);
    expect(r.body.value[0]).toEqual({
      channel: 'sms',
      recipient: '639171234567',
      subject: 's',
      body: 'code 24',
      createdAt: expect.any(String),
    });
    expect(r.body.value[19].body).toBe('code 5');
    expect(r.body.value.every((e: { body: string }) => e.body !== 'other merchant')).toBe(true);
  });

  it('finds numbers and addresses however they are typed, and filters by channel', async () => {
    expect((await t.call({ url: `${API.dev.outbox}?to=%2B63%20917-123-4567` })).body.value).toHaveLength(20);
    const mail = await t.call({ url: `${API.dev.outbox}?to=WHO%40Example.com&channel=email` });
    expect(mail.body.value.map((e: { subject: string }) => e.subject)).toEqual(['<script>alert(1)</script>']);
    expect((await t.call({ url: `${API.dev.outbox}?to=who%40example.com&channel=sms` })).body.value).toEqual([]);
    expect((await t.call({ url: `${API.dev.outbox}?channel=email` })).body.value).toHaveLength(1);
    expect(normalizeRecipient(' captcha:1f2e ')).toBe('captcha:1f2e');
  });

  it('keeps merchants apart', async () => {
    const r = await t.call({ url: `${API.dev.outbox}?to=639171234567`, merchant: 'other' });
    expect(r.body.value.map((e: { body: string }) => e.body)).toEqual(['other merchant']);
  });

  it('serves an escaped HTML page to browsers', async () => {
    const r = await t.call({
      url: `${API.dev.outbox}?to=who%40example.com`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(r.status).toBe(200);
    expect(r.raw.headers['content-type']).toMatch(/^text\/html/);
    expect(r.raw.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.raw.body).toContain('reset &lt;b&gt;link&lt;/b&gt;');
    expect(r.raw.body).not.toContain('<script>');
    expect(r.raw.body).toContain('value="who@example.com"');
  });

  it('answers 400 for bad queries and 404 for an unknown merchant', async () => {
    expect((await t.call({ url: `${API.dev.outbox}?channel=fax` })).status).toBe(400);
    expect((await t.call({ url: `${API.dev.outbox}?to=${'9'.repeat(10_000)}` })).status).toBe(400);
    expect((await t.call({ url: API.dev.outbox, merchant: 'ghost' })).body.code).toBe('invalid_url');
  });

  it('does not exist when DEV_OUTBOX is off', async () => {
    const r = await off.call({ url: `${API.dev.outbox}?to=639171234567` });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
  });
});
