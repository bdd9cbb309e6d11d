import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { buildGames } from '../../test/helpers/lobby.js';

// A built web app as the web build leaves it: hashed assets with .br and .gz beside them.
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
const script = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
const html =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body></body></html>';
const put = (file: string, body: string) => {
  writeFileSync(path.join(webDist, file), body);
  writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(body));
  writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(body));
};
put('assets/index-Ab12Cd34.js', script);
put('index.html', html);
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');

const t = await testPlatform({ WEB_DIST: webDist });
const acme = await buildMerchant(t.db);
await buildGames(t.db, { vendor: 'WEBF', count: 40, merchants: [acme.id] });

const get = (url: string, acceptEncoding?: string, merchant: string | null = null) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(merchant ? { merchant } : {}) },
  });

describe('web files and compression', () => {
  it('hashed assets are kept a year and sent precompressed by Accept-Encoding', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('index.html is revalidated on every load, at / and at any page path', async () => {
    for (const url of ['/', '/index.html', '/member/info']) {
      const r = await get(url, 'gzip');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      const body = r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.rawPayload).toString() : r.body;
      expect(body, url).toBe(html);
    }
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('API answers above 1 KiB are compressed, small ones are not', async () => {
    const list = await get(`${API.games.list}?gameType=RNG&pageSize=40`, 'br, gzip', 'acme');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).success).toBe(true);

    const small = await get(API.health, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
