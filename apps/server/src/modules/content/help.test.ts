import { describe, expect, it } from 'vitest';
import { API, helpV2Answer } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { countOf } from '../../../test/helpers/lobby.js';
import { catalogVersion } from '../catalog/index.js';
import { createHelpTopic } from './help.service.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { languages: ['EN', 'TY'] });
const beta = await buildMerchant(t.db, { code: 'beta', languages: ['EN', 'TY'] });
const m = acme.id;

await createHelpTopic(t.db, {
  merchantId: m,
  language: 'EN',
  key: 'term',
  title: 'Terms',
  content: '<p>Be 18.</p>',
  sequence: 0,
});
await createHelpTopic(t.db, {
  merchantId: m,
  language: 'TY',
  key: 'term',
  title: 'Mga tuntunin',
  content: '<p>Dapat 18.</p>',
  sequence: 0,
});
await createHelpTopic(t.db, {
  merchantId: m,
  language: 'EN',
  key: 'deposit',
  title: 'Deposit',
  content: '<p>Open Deposit.</p>',
  sequence: 1,
});
await createHelpTopic(t.db, { merchantId: beta.id, language: 'EN', key: 'other', title: 'Beta help', content: '<p>b</p>' });

const help = (query: string, o: { merchant?: string; headers?: Record<string, string> } = {}) =>
  t.call({ url: `${API.content.helpCenterV2}?${query}`, ...o });

describe('GET /wps/system/helpCenter/v2', () => {
  it('answers the topics in the language asked, each falling back to the merchant default', async () => {
    const ty = await help('lang=TY&device=WEB');
    expect(ty.status).toBe(200);
    expect(helpV2Answer.parse(ty.body.value)).toEqual([
      { key: 'term', title: 'Mga tuntunin', content: '<p>Dapat 18.</p>' },
      { key: 'deposit', title: 'Deposit', content: '<p>Open Deposit.</p>' },
    ]);
    expect((await help('lang=EN&device=WEB')).body.value.map((x: { title: string }) => x.title)).toEqual(['Terms', 'Deposit']);
    // Without lang: the request's language (Accept-Language), else the merchant default.
    expect((await t.call({ url: API.content.helpCenterV2, lang: 'TY' })).body.value[0].title).toBe('Mga tuntunin');
    expect((await help('device=WEB')).body.value[0].title).toBe('Terms');
  });

  it('keeps merchants apart', async () => {
    expect((await help('lang=EN', { merchant: 'beta' })).body.value).toEqual([
      { key: 'other', title: 'Beta help', content: '<p>b</p>' },
    ]);
  });

  it('answers 400 validation_failed for an unknown language or device', async () => {
    for (const q of ['lang=XX', 'device=APP', 'device=web', `lang=${'E'.repeat(100)}`]) {
      const r = await help(q);
      expect([r.status, r.body.code], q).toEqual([400, 'validation_failed']);
    }
  });

  it('sends ETag and Cache-Control; 304 while unchanged, new text after an edit', async () => {
    const first = await help('lang=EN');
    const etag = first.raw.headers.etag as string;
    expect(first.raw.headers['cache-control']).toBe('public, max-age=30');
    expect((await help('lang=EN', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await createHelpTopic(t.db, {
      merchantId: m,
      language: 'EN',
      key: 'deposit',
      title: 'Deposit now',
      content: '<p>Open Deposit.</p>',
      sequence: 1,
    });
    const edited = await help('lang=EN', { headers: { 'if-none-match': etag } });
    expect(edited.status).toBe(200);
    expect(edited.body.value[1].title).toBe('Deposit now');
  });
});

describe('createHelpTopic', () => {
  it('stores sanitized content and plain-text titles; writing a key again replaces it', async () => {
    await createHelpTopic(t.db, {
      merchantId: beta.id,
      language: 'EN',
      key: 'xss',
      title: '<i>Safe</i> title',
      content: '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><p>ok</p>',
    });
    const row = await t.db
      .selectFrom('help_topics')
      .select(['title', 'content'])
      .where('merchant_id', '=', beta.id)
      .where('key', '=', 'xss')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Safe title', content: '<a>x</a><p>ok</p>' });
    await createHelpTopic(t.db, { merchantId: beta.id, language: 'EN', key: 'xss', title: 'Again', content: '<p>new</p>' });
    expect(await countOf(t.db, 'help_topics', beta.id)).toBe(2);
    // Writing the same text again changes nothing, not even the catalog version.
    const version = await catalogVersion(t.db, beta.id);
    await createHelpTopic(t.db, { merchantId: beta.id, language: 'EN', key: 'xss', title: 'Again', content: '<p>new</p>' });
    expect(await catalogVersion(t.db, beta.id)).toBe(version);
  });

  it('refuses bad input with validation_failed and writes nothing', async () => {
    const before = await countOf(t.db, 'help_topics');
    const bad = [
      { merchantId: m, language: 'XX', key: 'a', title: 't', content: '' },
      { merchantId: m, language: 'EN', key: 'Bad Key!', title: 't', content: '' },
      { merchantId: m, language: 'EN', key: 'a', title: '', content: '' },
      { merchantId: m, language: 'EN', key: 'a', title: 't', content: 'x'.repeat(50_001) },
    ];
    for (const input of bad)
      await expect(createHelpTopic(t.db, input as never)).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await countOf(t.db, 'help_topics')).toBe(before);
  });
});
