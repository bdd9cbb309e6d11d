import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';
import { addGame } from '../../../test/helpers/catalog.js';
import { clip, escapeXml, initials } from './art.svg.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
await seedCatalog(t.db, { games: 300, merchantIds: [acme.id] });
const nasty = await addGame(t, 'PG', { EN: `<script>alert("x")</script> & 'Co'`, TY: 'Masama' }, [acme.id]);

/** Art needs no Merchant header: it is served outside the merchant context. */
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

function expectSvg(r: Awaited<ReturnType<typeof get>>) {
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(r.headers.etag).toMatch(/^"a-/);
  expect(r.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  // Never hot-links: no URL but the SVG namespace, no scripts, no external references.
  expect(r.body.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href|<script|<image/i);
}

describe('GET /art/game/:nodeId.svg', () => {
  it('draws a deterministic icon with the game name', async () => {
    const game = await t.db
      .selectFrom('games')
      .select(['id', 'names'])
      .where('is_game', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const a = await get(`/art/game/${game.id}.svg`);
    expectSvg(a);
    expect(a.body).toContain(escapeXml(clip(game.names.EN!, 20)));
    expect(a.body).toContain('width="256"');
    const b = await get(`/art/game/${game.id}.svg`);
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    const other = await get(`/art/game/${Number(game.id) + 1}.svg`);
    expect(other.body).not.toBe(a.body);
  });

  it('draws the large (16:9) variant', async () => {
    const r = await get('/art/game/3.svg?size=large');
    expectSvg(r);
    expect(r.body).toContain('width="640" height="360"');
  });

  it('escapes the name', async () => {
    const r = await get(`/art/game/${nasty}.svg`);
    expectSvg(r);
    expect(r.body).toContain('&lt;script&gt;');
    expect(r.body).not.toContain('<script>');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const r = await get('/art/game/2.svg');
    const again = await get('/art/game/2.svg', { 'if-none-match': r.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for an unknown game and 400 for a bad id', async () => {
    expect((await get('/art/game/999999.svg')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const r = await get(`/art/game/${bad}.svg`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().code).toBe('validation_failed');
    }
    expect((await get('/art/game/2.svg?size=huge')).statusCode).toBe(400);
  });
});

describe('GET /art/vendor/:code.svg and /art/banner/:id.svg', () => {
  it('draws a vendor logo from its code', async () => {
    const r = await get('/art/vendor/TCG_LOTTO_VN.svg');
    expectSvg(r);
    expect(r.body).toContain('TCG_LOTTO_VN');
    expect((await get('/art/vendor/TCG_LOTTO_VN.svg')).body).toBe(r.body);
    expect((await get('/art/vendor/pg.svg')).statusCode).toBe(400);
    expect((await get(`/art/vendor/${'A'.repeat(40)}.svg`)).statusCode).toBe(400);
  });

  it('draws a wide banner for any id, with an escaped caption', async () => {
    const a = await get('/art/banner/welcome-1.svg');
    expectSvg(a);
    expect(a.body).toContain('width="1200" height="400"');
    expect((await get('/art/banner/welcome-2.svg')).body).not.toBe(a.body);
    const titled = await get(`/art/banner/promo.svg?title=${encodeURIComponent('Win <big> & "more"')}`);
    expectSvg(titled);
    expect(titled.body).toContain('Win &lt;big&gt; &amp; &quot;more&quot;');
    expect((await get(`/art/banner/x.svg?title=${'t'.repeat(81)}`)).statusCode).toBe(400);
    expect((await get('/art/banner/bad%20id.svg')).statusCode).toBe(400);
  });

  it("draws a phone banner in the narrow frame, the same design's props, and refuses another size", async () => {
    const narrow = await get('/art/banner/home-1.svg?size=narrow');
    expectSvg(narrow);
    expect(narrow.body).toContain('width="720" height="400"');
    expect(narrow.body).toContain('<ellipse');
    expect((await get('/art/banner/home-1.svg?size=wide')).body).toContain('width="1200" height="400"');
    expect((await get('/art/banner/home-1.svg?size=huge')).statusCode).toBe(400);
  });
});

describe('art helpers', () => {
  it('escapes, clips and picks initials', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(clip('Golden Dragon of the East', 10)).toBe('Golden Dr…');
    expect(initials('golden dragon')).toBe('GD');
    expect(initials('Mahjong')).toBe('MA');
    expect(initials('')).toBe('?');
  });
});
