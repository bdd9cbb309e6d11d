import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, BOOT_DATA_ELEMENT_ID } from '@playhouse/contract';
import { seedContent } from '../seed/content.seed.js';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { buildHomeBanner, buildLoginBanner } from '../../test/helpers/content.js';
import { fillHomeShell } from './home-shell.js';

// A built index.html as the web build leaves it: the loading spinner between the shell marks.
const webDist = mkdtempSync(path.join(tmpdir(), 'web-shell-'));
const spinner = '<div class="boot-shell" role="status" aria-label="Loading"></div>';
const html = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!-- home-shell -->${spinner}<!-- /home-shell --></div></body></html>`;
writeFileSync(path.join(webDist, 'index.html'), html);

const t = await testPlatform({ WEB_DIST: webDist, DEFAULT_MERCHANT: 'demo' });
const demo = await buildMerchant(t.db, { code: 'demo' });
await seedContent(t.db, demo.id);
const other = await buildMerchant(t.db, { code: 'other', domains: ['other.example'] });
await buildHomeBanner(t.db, other.id, {
  imageUrl: 'https://cdn.example/a.png?x=1&y=2',
  title: 'Tom & Jerry\'s "Big" win',
  cta: 'Play & win',
});
const bare = await buildMerchant(t.db, { code: 'bare', domains: ['bare.example'] });
await buildLoginBanner(t.db, bare.id, '/art/login.png');

const home = (host?: string) => t.app.inject({ method: 'GET', url: '/', headers: host ? { host } : {} });

describe('the home page comes with its first banner filled in', () => {
  it('draws the demo merchant’s first home banner with its sizes, headline, call to action and preloads', async () => {
    const r = await home();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    // Private: the page's boot data (boot-data.ts) carries the visitor's status.
    expect(r.headers['cache-control']).toBe('private, no-cache');
    const body = r.body;
    expect(body).not.toContain(spinner);
    expect(body).toContain('data-home-shell');
    expect(body).toMatch(/<img src="\/art\/banner\/home-1\.svg" alt="" width="1200" height="400"/);
    expect(body).toContain(
      '<source media="(max-width: 599px)" srcset="/art/banner/home-1.svg?size=narrow" width="720" height="400"',
    );
    // The preloads are in the head, each for its breakpoint, at high priority.
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/art/banner/home-1.svg?size=narrow" media="(max-width: 599px)" fetchpriority="high"',
    );
    expect(head).toContain(
      '<link rel="preload" as="image" href="/art/banner/home-1.svg" media="(min-width: 600px)" fetchpriority="high"',
    );
    // The headline and call to action the announcements answer carries for that banner.
    const ann = await t.app.inject({ method: 'GET', url: `${API.content.announcements}?types=B`, headers: { merchant: 'demo' } });
    const first = JSON.parse(ann.body).value.banners.find((b: { groupName: string }) => b.groupName === 'w_home');
    expect(first.title).toBeTruthy();
    expect(body).toContain(`<span class="banner-title">${first.title}</span>`);
    expect(body).toContain(`<span class="banner-cta">${first.cta}</span>`);
  });

  it('another host’s merchant gets its own banner, every text and URL HTML-escaped', async () => {
    const body = (await home('other.example')).body;
    expect(body).not.toContain('/art/banner/home-1.svg');
    expect(body).toContain('<img src="https://cdn.example/a.png?x=1&amp;y=2"');
    expect(body).toContain('href="https://cdn.example/a.png?x=1&amp;y=2" fetchpriority="high"');
    expect(body).toContain('<span class="banner-title">Tom &amp; Jerry&#39;s &quot;Big&quot; win</span>');
    expect(body).toContain('<span class="banner-cta">Play &amp; win</span>');
    expect(body).not.toContain('<source');
  });

  it('a merchant without a home banner, and any page but the home, get the shell as built', async () => {
    // Every page also carries its boot data (boot-data.test.ts), which this leaves aside.
    const withoutBoot = (body: string) =>
      body.replace(new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">.*?</script>\n`), '');
    expect(withoutBoot((await home('bare.example')).body)).toBe(html);
    const page = await t.app.inject({ method: 'GET', url: '/promotions' });
    expect(withoutBoot(page.body)).toBe(html);
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('markup in a headline is drawn as text, never parsed', () => {
    const out = fillHomeShell(html, {
      banner: { url: '/a.png', mobileUrl: 'javascript:alert(1)', title: '<script>x()</script>', cta: '<b>go</b>' },
      marquee: false,
    });
    expect(out).toContain('<span class="banner-title">&lt;script&gt;x()&lt;/script&gt;</span>');
    expect(out).toContain('<span class="banner-cta">&lt;b&gt;go&lt;/b&gt;</span>');
    // A narrow image that is not an http(s) URL or site path is left out.
    expect(out).not.toContain('javascript:');
  });
});
