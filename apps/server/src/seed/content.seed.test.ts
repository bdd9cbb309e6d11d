import { describe, expect, it } from 'vitest';
import { API, BANNER_GROUPS, LIMITS } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { countOf } from '../../test/helpers/lobby.js';
import { seedCatalog } from './catalog/seed-catalog.js';
import { seedContent } from './content.seed.js';

const t = await testPlatform();
// With apps to download, as the demo merchant has: the app popup shows only then.
const demo = await buildMerchant(t.db, {
  code: 'demo',
  languages: ['EN', 'TY'],
  settings: { appDownloads: { ios: '', android: 'https://apps.example.com/demo.apk', iosLite: '' } },
});
await seedCatalog(t.db, { games: 400, merchantIds: [demo.id] });
await seedContent(t.db, demo.id);

const get = (url: string, lang = 'EN') => t.call({ url, merchant: 'demo', lang });

describe('demo content seed', () => {
  it('writes banners of every group, two pages of notices, popups, promotions with pictures and a marquee', async () => {
    const v = (await get(`${API.content.announcements}?types=B,PL,PU,PR,H&platform=W`)).body.value;
    const groups = v.banners.map((b: { groupName: string }) => b.groupName);
    for (const g of BANNER_GROUPS) expect(groups).toContain(g);
    expect(groups.filter((g: string) => g === 'w_home')).toHaveLength(3);
    expect(v.banners.every((b: { url: string }) => /^\/art\/banner\/(home-)?\d+\.svg$/.test(b.url))).toBe(true);
    // Home banners carry their content: a headline, a call to action and a phone-sized picture.
    for (const b of v.banners.filter((x: { groupName: string }) => x.groupName === 'w_home'))
      expect(b).toMatchObject({
        title: expect.any(String),
        cta: expect.any(String),
        mobileUrl: expect.stringContaining('size=narrow'),
      });
    expect(v.playerNotices.length).toBeGreaterThan(LIMITS.announcementsPerPage);
    expect(Math.ceil(v.playerNotices.length / LIMITS.announcementsPerPage)).toBe(2);
    expect(v.playerNotices[0].content).toMatch(/<p>/);
    expect(v.popups.map((p: { execution: boolean }) => p.execution)).toEqual([true, false]);
    expect(v.promotions).toHaveLength(4);
    for (const p of v.promotions) expect(p.announcementImages.map((i: { sequence: number }) => i.sequence)).toEqual([0, 1]);
    expect(v.marquee).toHaveLength(3);
  });

  it('has real Tagalog texts for TY', async () => {
    const en = (await get(`${API.content.announcements}?types=PL,PR`)).body.value;
    const ty = (await get(`${API.content.announcements}?types=PL,PR`, 'TY')).body.value;
    expect(ty.playerNotices[0].title).toBe('Maligayang pagdating sa Playhouse');
    ty.playerNotices.forEach((n: { title: string; content: string }, i: number) =>
      expect(n.content).not.toBe(en.playerNotices[i].content),
    );
  });

  it('is idempotent', async () => {
    const tables = ['announcements', 'announcement_images'] as const;
    const before = await Promise.all(tables.map((x) => countOf(t.db, x)));
    await seedContent(t.db, demo.id);
    expect(await Promise.all(tables.map((x) => countOf(t.db, x)))).toEqual(before);
  });
});
