import { describe, expect, it } from 'vitest';
import { API, announcementsAnswer } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { countOf } from '../../../test/helpers/lobby.js';
import { catalogVersion } from '../catalog/index.js';
import { APP_DOWNLOAD_LINKAGE, createAnnouncement } from './announcements.service.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { languages: ['EN', 'TY'] });
const beta = await buildMerchant(t.db, { code: 'beta', languages: ['EN', 'TY'] });
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const url = (types = 'B,PL,PU,PR,H', extra = '') => `${API.content.announcements}?types=${types}&platform=W${extra}`;
const get = (o: { merchant?: string; types?: string; lang?: string; headers?: Record<string, string> } = {}) =>
  t.call({ url: url(o.types), merchant: o.merchant, lang: o.lang, headers: o.headers });

const en = (title: string, content = `<p>${title}</p>`) => ({ title: { EN: title }, content: { EN: content } });
const both = (title: string, ty: string) => ({
  title: { EN: title, TY: ty },
  content: { EN: `<p>${title}</p>`, TY: `<p>${ty}</p>` },
});
const m = acme.id;

// The acme fixture: every type, with order, schedule and languages to check.
await createAnnouncement(t.db, {
  merchantId: m,
  type: 'B',
  groupName: 'w_home',
  imageUrl: '/art/banner/2.svg',
  mobileImageUrl: '/art/banner/2.svg?size=narrow',
  sequence: 2,
  linkageType: 'URL',
  link: '/promotions',
  title: { EN: 'Double your <b>deposit</b>', TY: 'Doblehin' },
  cta: { EN: 'Claim it' },
});
await createAnnouncement(t.db, { merchantId: m, type: 'B', groupName: 'w_home', imageUrl: '/art/banner/1.svg', sequence: 1 });
await createAnnouncement(t.db, { merchantId: m, type: 'B', groupName: 'w_login', imageUrl: 'https://cdn.example.com/login.png' });
await createAnnouncement(t.db, { merchantId: m, type: 'PL', ...both('Second', 'Ikalawa'), sequence: 2 });
await createAnnouncement(t.db, { merchantId: m, type: 'PL', ...en('First only EN'), sequence: 1 });
await createAnnouncement(t.db, { merchantId: m, type: 'PL', ...en('Expired'), endsAt: ago(HOUR) });
await createAnnouncement(t.db, { merchantId: m, type: 'PL', ...en('Future'), startsAt: ago(-HOUR) });
await createAnnouncement(t.db, {
  merchantId: m,
  type: 'PL',
  ...en('Running'),
  startsAt: ago(HOUR),
  endsAt: ago(-HOUR),
  sequence: 3,
});
await createAnnouncement(t.db, { merchantId: m, type: 'PU', ...en('Popup'), execution: true, imageUrl: '/art/banner/9.svg' });
await createAnnouncement(t.db, {
  merchantId: m,
  type: 'PR',
  ...both('Promo', 'Promo TY'),
  images: [
    { url: '/art/banner/11.svg', sequence: 1 },
    { url: '/art/banner/10.svg', sequence: 0 },
  ],
});
await createAnnouncement(t.db, { merchantId: m, type: 'H', ...both('Marquee', 'Marquee TY') });
await createAnnouncement(t.db, { merchantId: beta.id, type: 'PL', ...en('Beta only') });

describe('GET /wps/announcement/v2', () => {
  it('answers every group: live ones only, each in sequence order', async () => {
    const r = await get();
    expect(r.status).toBe(200);
    const v = announcementsAnswer.parse(r.body.value);
    // One sequence order across groups: the web picks each group's banners from it.
    expect(v.banners.map((b) => [b.groupName, b.url])).toEqual([
      ['w_login', 'https://cdn.example.com/login.png'],
      ['w_home', '/art/banner/1.svg'],
      ['w_home', '/art/banner/2.svg'],
    ]);
    expect(v.banners[2]).toMatchObject({
      linkageType: 'URL',
      link: '/promotions',
      mobileUrl: '/art/banner/2.svg?size=narrow',
      title: 'Double your deposit',
      cta: 'Claim it',
    });
    // An image-only banner has no headline, call to action or phone image.
    expect(v.banners[1]).toMatchObject({ mobileUrl: null, title: null, cta: null });
    expect(v.playerNotices.map((n) => n.title)).toEqual(['First only EN', 'Second', 'Running']);
    expect(v.playerNotices[0]!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(v.popups).toEqual([expect.objectContaining({ title: 'Popup', execution: true, imageUrl: '/art/banner/9.svg' })]);
    expect(v.promotions[0]!.announcementImages).toEqual([
      { url: '/art/banner/10.svg', sequence: 0 },
      { url: '/art/banner/11.svg', sequence: 1 },
    ]);
    expect(v.marquee.map((n) => n.title)).toEqual(['Marquee']);
  });

  it('answers only the types asked', async () => {
    const v = (await get({ types: 'PL' })).body.value;
    expect([v.banners, v.popups, v.promotions, v.marquee]).toEqual([[], [], [], []]);
    expect(v.playerNotices).toHaveLength(3);
    const bh = (await get({ types: 'H,B' })).body.value;
    expect([bh.banners.length, bh.marquee.length, bh.playerNotices.length]).toEqual([3, 1, 0]);
  });

  it('answers in the language asked, falling back to the merchant default per text', async () => {
    const v = (await get({ lang: 'TY' })).body.value;
    expect(v.playerNotices.map((n: { title: string }) => n.title)).toEqual(['First only EN', 'Ikalawa', 'Running']);
    expect(v.playerNotices[1].content).toBe('<p>Ikalawa</p>');
    expect(v.promotions[0].title).toBe('Promo TY');
    expect(v.marquee[0].title).toBe('Marquee TY');
    // A banner's headline in TY; its call to action has only EN, the merchant's default.
    expect(v.banners[2]).toMatchObject({ title: 'Doblehin', cta: 'Claim it' });
  });

  it('keeps merchants apart', async () => {
    const v = (await get({ merchant: 'beta' })).body.value;
    expect(v.playerNotices.map((n: { title: string }) => n.title)).toEqual(['Beta only']);
    expect(v.banners).toEqual([]);
  });

  it('shows a scheduled announcement once its start passes, though nothing else changed', async () => {
    await createAnnouncement(t.db, { merchantId: beta.id, type: 'H', ...en('Soon'), startsAt: ago(-1200) });
    expect((await get({ merchant: 'beta', types: 'H' })).body.value.marquee).toEqual([]);
    await new Promise((r) => setTimeout(r, 1300));
    expect((await get({ merchant: 'beta', types: 'H' })).body.value.marquee.map((n: { title: string }) => n.title)).toEqual([
      'Soon',
    ]);
  });

  it('answers 400 validation_failed for a bad types list or platform', async () => {
    for (const q of [
      'types=X',
      'types=B,XX',
      'types=b',
      'types=B,,PL',
      'types=B;PL',
      `types=${'B,'.repeat(20)}B`,
      'types=B&platform=H5',
    ]) {
      const r = await t.call({ url: `${API.content.announcements}?${q}` });
      expect([r.status, r.body.code], q).toEqual([400, 'validation_failed']);
    }
  });

  it('sends ETag and Cache-Control, answers 304 to a matching If-None-Match, and a new ETag after a change', async () => {
    const first = await get({ merchant: 'beta' });
    const etag = first.raw.headers.etag as string;
    expect(etag).toMatch(/^"v\d+-[\w-]+"$/);
    expect(first.raw.headers['cache-control']).toBe('public, max-age=30');
    expect(first.raw.headers.vary).toContain('accept-language');
    const again = await get({ merchant: 'beta', headers: { 'if-none-match': etag } });
    expect([again.status, again.raw.body]).toEqual([304, '']);
    expect((await get({ merchant: 'beta', headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    const before = await catalogVersion(t.db, beta.id);
    await createAnnouncement(t.db, { merchantId: beta.id, type: 'PL', ...en('Fresh') });
    expect(Number(await catalogVersion(t.db, beta.id))).toBeGreaterThan(Number(before));
    const changed = await get({ merchant: 'beta', headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.raw.headers.etag).not.toBe(etag);
    expect(changed.body.value.playerNotices.map((n: { title: string }) => n.title)).toContain('Fresh');
  });

  it('notices a change of images or a deletion made outside the service (database triggers)', async () => {
    const id = await createAnnouncement(t.db, {
      merchantId: beta.id,
      type: 'PR',
      ...en('Pics'),
      images: [{ url: '/art/banner/3.svg', sequence: 0 }],
    });
    const etag = (await get({ merchant: 'beta' })).raw.headers.etag as string;
    await t.db.insertInto('announcement_images').values({ announcement_id: id, url: '/art/banner/4.svg', sequence: 1 }).execute();
    const r = await get({ merchant: 'beta', headers: { 'if-none-match': etag } });
    expect(r.status).toBe(200);
    expect(r.body.value.promotions[0].announcementImages).toHaveLength(2);
    await t.db.deleteFrom('announcements').where('id', '=', id).execute();
    expect((await get({ merchant: 'beta' })).body.value.promotions).toEqual([]);
  });
});

describe('createAnnouncement', () => {
  it('stores sanitized rich text: scripts, handlers and javascript: URLs are gone, safe parts stay', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><p>ok</p>';
    const id = await createAnnouncement(t.db, {
      merchantId: m,
      type: 'PL',
      title: { EN: '<b>Bold</b> <script>alert(2)</script>title' },
      content: { EN: evil },
    });
    const row = await t.db
      .selectFrom('announcements')
      .select(['title', 'content'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.content.EN).toBe('<a>x</a><p>ok</p>');
    expect(row.title.EN).toBe('Bold title');
    const served = (await get({ types: 'PL' })).body.value.playerNotices.find((n: { id: number }) => n.id === Number(id));
    expect(served.content).toBe('<a>x</a><p>ok</p>');
    await t.db.deleteFrom('announcements').where('id', '=', id).execute();
  });

  it('keeps the allowed markup and drops styles, frames, forms and unsafe sources', async () => {
    const html = [
      '<h3>Title</h3><ul><li><strong>a</strong></li></ul><a href="https://x.test/p" target="_blank" rel="opener" onclick="e()">l</a>',
      '<p style="width: expression(alert(1))">s</p><iframe src="https://evil.test">f</iframe><form action="/x"><input value="1"></form>',
      '<img src="/art/banner/1.svg" alt="pic"><img src="data:image/png;base64,AA"><img src="//evil.test/a.png"><a href="jav&#x09;ascript:alert(1)">j</a>',
      '<a href="mailto:help@x.test">m</a><svg onload="alert(1)"><circle/></svg><span onmouseover="x()">t</span>',
    ].join('');
    const id = await createAnnouncement(t.db, {
      merchantId: beta.id,
      type: 'PL',
      content: { EN: html, TY: '<p onclick="x()">TY</p>' },
    });
    const row = await t.db.selectFrom('announcements').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.content.EN).toBe(
      '<h3>Title</h3><ul><li><strong>a</strong></li></ul><a href="https://x.test/p" target="_blank" rel="noopener noreferrer">l</a>' +
        '<p>s</p><img src="/art/banner/1.svg" alt="pic"><a>j</a><a href="mailto:help@x.test">m</a><span>t</span>',
    );
    expect(row.content.TY).toBe('<p>TY</p>');
  });

  it('refuses bad input with validation_failed and writes nothing', async () => {
    const before = await countOf(t.db, 'announcements');
    const imagesBefore = await countOf(t.db, 'announcement_images');
    const bad = [
      { merchantId: m, type: 'B', imageUrl: '/art/banner/1.svg' }, // a banner without its group
      { merchantId: m, type: 'B', groupName: 'w_home' }, // without its image
      { merchantId: m, type: 'PL', groupName: 'w_home' },
      { merchantId: m, type: 'XX' },
      { merchantId: m, type: 'B', groupName: 'w_nope', imageUrl: '/a.svg' },
      { merchantId: m, type: 'B', groupName: 'w_home', imageUrl: 'javascript:alert(1)' },
      { merchantId: m, type: 'PU', imageUrl: '//evil.test/a.png' },
      { merchantId: m, type: 'B', groupName: 'w_home', imageUrl: '/a.svg', link: 'javascript:alert(1)' },
      { merchantId: m, type: 'PL', title: { EN: 'x'.repeat(201) } },
      { merchantId: m, type: 'PL', title: { XX: 'hi' } },
      { merchantId: m, type: 'PL', startsAt: new Date(), endsAt: ago(HOUR) },
      {
        merchantId: m,
        type: 'PR',
        images: [
          { url: '/a.svg', sequence: 0 },
          { url: 'data:x', sequence: 1 },
        ],
      },
      {
        merchantId: m,
        type: 'PR',
        images: [
          { url: '/a.svg', sequence: 0 },
          { url: '/b.svg', sequence: 0 },
        ],
      },
      { merchantId: 'abc', type: 'PL' },
    ];
    for (const input of bad) {
      await expect(createAnnouncement(t.db, input as never), JSON.stringify(input)).rejects.toMatchObject({
        code: 'validation_failed',
      });
    }
    expect([await countOf(t.db, 'announcements'), await countOf(t.db, 'announcement_images')]).toEqual([before, imagesBefore]);
  });
});

describe('the app-download popup', () => {
  it('shows only for a merchant with an app configured', async () => {
    const noApps = await buildMerchant(t.db, { code: 'noapps' });
    const withApps = await buildMerchant(t.db, {
      code: 'withapps',
      settings: { appDownloads: { ios: '', android: 'https://apps.example.com/withapps.apk', iosLite: '' } },
    });
    for (const merchantId of [noApps.id, withApps.id]) {
      await createAnnouncement(t.db, { merchantId, type: 'PU', ...en('Welcome'), sequence: 0 });
      await createAnnouncement(t.db, {
        merchantId,
        type: 'PU',
        ...en('Get our app'),
        sequence: 1,
        linkageType: APP_DOWNLOAD_LINKAGE,
      });
    }
    const titles = async (merchant: string) =>
      (await get({ merchant, types: 'PU' })).body.value.popups.map((p: { title: string }) => p.title);
    expect(await titles('noapps')).toEqual(['Welcome']);
    expect(await titles('withapps')).toEqual(['Welcome', 'Get our app']);
  });
});
