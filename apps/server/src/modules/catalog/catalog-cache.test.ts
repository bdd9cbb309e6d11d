import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API, type Game, type GameMenus } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';
import { listGames, seededLobby, vendorId, withQuery } from '../../../test/helpers/catalog.js';

const t = await testPlatform();
const { acme, beta } = await seededLobby(t, 300);
await t.db
  .insertInto('merchant_vendors')
  .values({ merchant_id: beta.id, vendor_id: await vendorId(t, 'PG') })
  .execute();

const version = async (merchantId: string) =>
  Number(
    (await t.db.selectFrom('catalog_versions').select('version').where('merchant_id', '=', merchantId).executeTakeFirst())
      ?.version ?? 0,
  );
const hot = async () => (await t.call({ url: API.games.hot })).body.value as Game[];

describe('catalog versions (triggers)', () => {
  it('bumps every merchant on a change of games, vendors or lanes', async () => {
    for (const change of [
      () => t.db.updateTable('games').set({ is_new: true }).where('game_code', '=', 'PG-00001').execute(),
      () => t.db.updateTable('vendors').set({ name: 'PG Slots!' }).where('code', '=', 'PG').execute(),
      () => t.db.updateTable('vendor_lanes').set({ sequence: 9 }).where('game_classify', '=', 'jackpot').execute(),
    ]) {
      const [a, b] = [await version(acme.id), await version(beta.id)];
      await change();
      expect(await version(acme.id)).toBe(a + 1);
      expect(await version(beta.id)).toBe(b + 1);
    }
  });

  it('bumps only the merchant whose offer changed, creating its row when missing', async () => {
    await t.db.deleteFrom('catalog_versions').where('merchant_id', '=', beta.id).execute();
    const a = await version(acme.id);
    await t.db.updateTable('merchant_vendors').set({ sequence: 5 }).where('merchant_id', '=', beta.id).execute();
    expect(await version(beta.id)).toBe(2);
    expect(await version(acme.id)).toBe(a);
    await t.db
      .updateTable('merchant_games')
      .set({ sequence: 1 })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', '40')
      .execute();
    expect(await version(acme.id)).toBe(a + 1);
    expect(await version(beta.id)).toBe(2);
  });

  it('bumps once per statement, not per row, on a bulk write', async () => {
    const a = await version(acme.id);
    await t.db.updateTable('merchant_games').set({ is_hot: false }).where('merchant_id', '=', acme.id).execute();
    expect(await version(acme.id)).toBe(a + 1);
  });

  it('lets a merchant with an offer be deleted (the cascade does not recreate its version)', async () => {
    const gone = await buildMerchant(t.db, { code: 'gone' });
    await seedCatalog(t.db, { games: 300, merchantIds: [gone.id] });
    expect(await version(gone.id)).toBeGreaterThan(0);
    await t.db.deleteFrom('merchants').where('id', '=', gone.id).execute();
    expect(await version(gone.id)).toBe(0);
  });
});

describe('cached answers stay correct', () => {
  it('shows a renamed game at once in hot games, lanes and the list', async () => {
    const before = await hot();
    const g = before[0]!;
    const lanes = async () =>
      JSON.stringify((await t.call({ url: withQuery(API.games.vendors, { vendor: g.vassalage }) })).body.value);
    expect(await lanes()).not.toContain('Renamed Right Now');
    await t.db
      .updateTable('games')
      .set({ names: JSON.stringify({ EN: 'Renamed Right Now', TY: 'Bagong Pangalan' }) })
      .where('id', '=', String(g.nodeId))
      .execute();
    expect((await hot())[0]!.displayName).toBe('Renamed Right Now');
    expect(
      (await listGames(t, { vendor: g.vassalage, pageSize: 100 })).body.value.content.map((x: Game) => x.displayName),
    ).toContain('Renamed Right Now');
  });

  it('drops a disabled vendor from the cached menus and hot games on the next request', async () => {
    const menus = async () => (await t.call({ url: API.games.menus })).body.value as GameMenus;
    const vendors = (m: GameMenus) => m.flatMap((c) => c.vendors.map((v) => v.vassalage));
    expect(vendors(await menus())).toContain('JDB');
    await t.db.updateTable('vendors').set({ status: 'disabled' }).where('code', '=', 'JDB').execute();
    expect(vendors(await menus())).not.toContain('JDB');
    expect((await hot()).some((g) => g.vassalage === 'JDB')).toBe(false);
    await t.db.updateTable('vendors').set({ status: 'active' }).where('code', '=', 'JDB').execute();
    expect(vendors(await menus())).toContain('JDB');
  });

  it('changes the ETag with the version: an old ETag gets the new answer, not 304', async () => {
    const first = await t.call({ url: API.games.menus });
    const etag = first.raw.headers.etag as string;
    expect(first.raw.headers['cache-control']).toBe('public, max-age=30');
    expect((await t.call({ url: API.games.menus, headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await t.call({ url: API.games.menus, headers: { 'if-none-match': `W/${etag}, "other"` } })).status).toBe(304);
    await t.db.updateTable('vendors').set({ status: 'maintenance' }).where('code', '=', 'CQ9').execute();
    const after = await t.call({ url: API.games.menus, headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.raw.headers.etag).not.toBe(etag);
    const cq9 = (after.body.value as GameMenus).find((c) => c.gameCategory === 'RNG')!.vendors.find((v) => v.vassalage === 'CQ9');
    expect(cq9?.maintenance).toBe(true);
  });

  it('answers 304 for hot games and vendor lanes too', async () => {
    for (const url of [API.games.hot, API.games.vendors, API.games.vnMenu]) {
      const r = await t.call({ url });
      expect(r.status).toBe(200);
      expect((await t.call({ url, headers: { 'if-none-match': r.raw.headers.etag as string } })).status, url).toBe(304);
    }
  });
});

describe('answers kept ready to send', () => {
  const url = withQuery(API.games.list, { gameType: 'RNG', pageNo: 1, pageSize: 20 });
  it('sends the same answer brotli, gzip or plain as the browser accepts, with one ETag', async () => {
    const plain = await t.call({ url });
    expect(plain.raw.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.call({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await t.call({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(br.raw.headers['content-encoding']).toBe('br');
    expect(gz.raw.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.raw.rawPayload).toString()).toBe(plain.raw.body);
    expect(gunzipSync(gz.raw.rawPayload).toString()).toBe(plain.raw.body);
    for (const r of [plain, br, gz]) {
      expect(r.raw.headers.etag).toBe(plain.raw.headers.etag);
      expect(r.raw.headers.vary).toBe('merchant, accept-language, accept-encoding');
      expect(r.raw.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(plain.body.value.content).toHaveLength(20);
    const again = await t.call({ url, headers: { 'accept-encoding': 'br', 'if-none-match': plain.raw.headers.etag as string } });
    expect(again.status).toBe(304);
    expect(again.raw.rawPayload.length).toBe(0);
  });

  it('compresses a page fast on its first send and smaller once it is asked again, the same JSON each time', async () => {
    const deep = withQuery(API.games.list, { gameType: 'RNG', pageNo: 2, pageSize: 60 });
    const sends: { rawPayload: Buffer }[] = [];
    for (const encoding of ['br', 'br', 'br', 'gzip', 'gzip', 'gzip'])
      sends.push((await t.call({ url: deep, headers: { 'accept-encoding': encoding } })).raw);
    const json = (r: { rawPayload: Buffer }, i: number) =>
      (i < 3 ? brotliDecompressSync(r.rawPayload) : gunzipSync(r.rawPayload)).toString();
    const bodies = sends.map(json);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).value.content).toHaveLength(60);
    const [br1, br2, br3, gz1, gz2, gz3] = sends.map((r) => r.rawPayload.length);
    expect(br2).toBeLessThan(br1!);
    expect(br3).toBe(br2);
    expect(gz2).toBeLessThan(gz1!);
    expect(gz3).toBe(gz2);
  });

  it('leaves a small answer uncompressed and sends the identity form when nothing is accepted', async () => {
    const small = await t.call({ url: API.games.menus, merchant: 'beta', headers: { 'accept-encoding': 'br' } });
    expect(small.raw.rawPayload.length).toBeLessThan(1024);
    expect(small.raw.headers['content-encoding']).toBeUndefined();
    const none = await t.call({ url, headers: { 'accept-encoding': 'identity, br;q=0, gzip;q=0' } });
    expect(none.raw.headers['content-encoding']).toBeUndefined();
    expect(none.body.value.content).toHaveLength(20);
  });
});
