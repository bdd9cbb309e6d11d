import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, gamePage, LIMITS } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { buildGames, countOf, tokenOf } from '../../../test/helpers/lobby.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
const shared = await buildGames(t.db, { vendor: 'PG', count: 30, merchants: [acme.id, beta.id] });
const acmeOnly = await buildGames(t.db, { vendor: 'JL', count: 2, merchants: [acme.id] });
const live = await buildGames(t.db, { vendor: 'EVO', gameType: 'LIVE', count: 3, merchants: [acme.id, beta.id] });

let members = 0;
async function player(merchant = acme) {
  const m = await buildMember(t.db, merchant.id, { username: `fav${++members}` });
  return { ...m, merchant, token: await tokenOf(t.db, merchant.code, m.id) };
}
type Player = Awaited<ReturnType<typeof player>>;

const add = (p: Player, body: unknown, merchant = p.merchant.code) =>
  t.call({ url: API.games.favourites, body, token: p.token, merchant });
const remove = (p: Player, opts: { body?: unknown; query?: string } = {}) =>
  t.call({
    method: 'DELETE',
    url: `${API.games.favourites}${opts.query ? `?${opts.query}` : ''}`,
    body: opts.body,
    token: p.token,
    merchant: p.merchant.code,
  });
const ids = async (p: Player) =>
  (await t.call({ url: API.games.favouriteIds, token: p.token, merchant: p.merchant.code })).body.value.favGameIds as number[];
const list = (p: Player, query = '') =>
  t.call({ url: `${API.games.favourites}?${query}`, token: p.token, merchant: p.merchant.code });
const rowsOf = (p: Player) => t.db.selectFrom('favourites').select('game_id').where('member_id', '=', p.id).execute();
const n = (id: string) => Number(id);

describe('favourites', () => {
  it('refuses visitors with 401 not_logged_in on every call', async () => {
    const calls = [
      { url: API.games.favouriteIds },
      { url: `${API.games.favourites}?pageNo=1&pageSize=999` },
      { url: API.games.favourites, body: { nodeId: n(shared.ids[0]!), vendor: 'PG', gameType: 'RNG' } },
      { url: API.games.favourites, method: 'DELETE' as const, body: { nodeId: n(shared.ids[0]!) } },
      { url: API.games.recent },
    ];
    for (const c of calls) {
      const r = await t.call(c);
      expect([r.status, r.body.code]).toEqual([401, 'not_logged_in']);
      expect((await t.call({ ...c, token: 'not-a-token' })).status).toBe(401);
    }
    expect(await countOf(t.db, 'favourites')).toBe(0);
  });

  it('adds idempotently: adding twice answers success both times and keeps one row', async () => {
    const p = await player();
    const id = n(shared.ids[1]!);
    for (let i = 0; i < 2; i++) {
      const r = await add(p, { nodeId: id, vendor: 'PG', gameType: 'RNG' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ success: true, value: { favGameIds: [id] } });
    }
    expect(await rowsOf(p)).toHaveLength(1);
    expect(await ids(p)).toEqual([id]);
    // vendor and gameType are optional; a string nodeId (form-style) is accepted.
    expect((await add(p, { nodeId: String(shared.ids[2]) })).body.value.favGameIds).toEqual([n(shared.ids[2]!), id]);
  });

  it('removes idempotently, from the body or from the query', async () => {
    const p = await player();
    const [a, b] = [n(shared.ids[3]!), n(shared.ids[4]!)];
    await add(p, { nodeId: a });
    await add(p, { nodeId: b });
    const r1 = await remove(p, { body: { nodeId: a, vendor: 'PG', gameType: 'RNG' } });
    expect(r1.body).toEqual({ success: true, value: { favGameIds: [b] } });
    expect((await remove(p, { body: { nodeId: a, vendor: 'PG', gameType: 'RNG' } })).status).toBe(200);
    const r2 = await remove(p, { query: `nodeId=${b}&vendor=PG&gameType=RNG` });
    expect(r2.body).toEqual({ success: true, value: { favGameIds: [] } });
    expect((await remove(p, { query: `nodeId=${b}` })).status).toBe(200);
    expect(await rowsOf(p)).toHaveLength(0);
  });

  it('lists favourites newest first as a game page of up to 999, filtered by gameType', async () => {
    const p = await player();
    // 25 favourites written directly (the toggle throttle would slow the API down), one a minute apart.
    const games = [...shared.ids.slice(0, 22), ...live.ids];
    for (const [i, id] of games.entries()) {
      await t.db
        .insertInto('favourites')
        .values({ merchant_id: acme.id, member_id: p.id, game_id: id, created_at: new Date(Date.UTC(2026, 0, 1, 0, i)) })
        .execute();
    }
    const newestFirst = games.map(n).reverse();
    const all = await list(p, 'pageNo=1&pageSize=999&gameType=');
    expect(all.status).toBe(200);
    const page = gamePage.parse(all.body.value);
    expect(page.content.map((g) => g.nodeId)).toEqual(newestFirst);
    expect([page.pageNum, page.pageSize, page.totalPages, page.totalElements]).toEqual([1, 999, 1, 25]);
    expect(page.content[0]).toMatchObject({
      vassalage: 'EVO',
      gameType: 'LIVE',
      isGame: true,
      iconUrl: expect.stringMatching(/^\/art\/game\//),
    });
    // Defaults are page 1 of 999.
    expect((await list(p)).body.value.content).toHaveLength(25);

    const rng = (await list(p, 'gameType=RNG')).body.value;
    expect([rng.totalElements, rng.content.every((g: { gameType: string }) => g.gameType === 'RNG')]).toEqual([22, true]);
    const third = (await list(p, 'pageNo=3&pageSize=10')).body.value;
    expect(third.content.map((g: { nodeId: number }) => g.nodeId)).toEqual(newestFirst.slice(20));
    expect(third.totalPages).toBe(3);
    expect((await list(p, 'pageNo=9&pageSize=10')).body.value.content).toEqual([]);
    expect(await ids(p)).toEqual(newestFirst);
  });

  it('answers names in the language asked', async () => {
    const p = await player();
    await add(p, { nodeId: n(shared.ids[5]!) });
    const ty = await t.call({ url: API.games.favourites, token: p.token, lang: 'TY' });
    expect(ty.body.value.content[0].displayName).toMatch(/^Laro \d+ ng PG$/);
    expect((await list(p)).body.value.content[0].displayName).toMatch(/^PG Game \d+$/);
  });

  it('keeps members apart: X never sees Y’s favourites, and Y cannot remove them', async () => {
    const [x, y] = [await player(), await player()];
    await add(x, { nodeId: n(shared.ids[6]!) });
    await add(y, { nodeId: n(shared.ids[7]!) });
    expect(await ids(x)).toEqual([n(shared.ids[6]!)]);
    expect(await ids(y)).toEqual([n(shared.ids[7]!)]);
    expect((await list(y)).body.value.content.map((g: { nodeId: number }) => g.nodeId)).toEqual([n(shared.ids[7]!)]);
    await remove(y, { body: { nodeId: n(shared.ids[6]!) } });
    expect(await ids(x)).toEqual([n(shared.ids[6]!)]);
  });

  it('keeps merchants apart: a game only A offers is not found on B, and A’s token is refused on B', async () => {
    const a = await player(acme);
    const b = await player(beta);
    const only = n(acmeOnly.ids[0]!);
    const r = await add(b, { nodeId: only, vendor: 'JL', gameType: 'RNG' });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    expect(await rowsOf(b)).toHaveLength(0);
    expect((await add(a, { nodeId: only })).status).toBe(200);
    const cross = await add(a, { nodeId: n(shared.ids[0]!) }, 'beta');
    expect([cross.status, cross.body.code]).toEqual([401, 'not_logged_in']);
    expect((await t.call({ url: API.games.favouriteIds, token: a.token, merchant: 'beta' })).status).toBe(401);
    expect(await countOf(t.db, 'favourites', beta.id)).toBe(0);
  });

  it('refuses games that are unknown, disabled for the merchant, or sent with another vendor or type (404, nothing written)', async () => {
    const p = await player();
    const disabled = shared.ids[8]!;
    await t.db
      .updateTable('merchant_games')
      .set({ enabled: false })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', disabled)
      .execute();
    for (const body of [
      { nodeId: 987654321 },
      { nodeId: n(disabled) },
      { nodeId: n(shared.ids[9]!), vendor: 'JL' },
      { nodeId: n(shared.ids[9]!), gameType: 'LIVE' },
    ]) {
      const r = await add(p, body);
      expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    }
    expect(await rowsOf(p)).toHaveLength(0);
  });

  it('hides a favourite whose game the merchant stops offering', async () => {
    const p = await player();
    const id = shared.ids[10]!;
    await add(p, { nodeId: n(id) });
    await t.db
      .updateTable('merchant_games')
      .set({ enabled: false })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', id)
      .execute();
    expect(await ids(p)).toEqual([]);
    expect((await list(p)).body.value.totalElements).toBe(0);
    await t.db
      .updateTable('merchant_games')
      .set({ enabled: true })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', id)
      .execute();
    expect(await ids(p)).toEqual([n(id)]);
  });

  it('answers 400 validation_failed for bad input and writes nothing', async () => {
    const p = await player();
    const bad = [
      { nodeId: 'abc' },
      { nodeId: -1 },
      { nodeId: 0 },
      { nodeId: 1.5 },
      { nodeId: '99999999999999999999' },
      {},
      { nodeId: 1, gameType: 'XYZ' },
      { nodeId: 1, vendor: 'V'.repeat(33) },
      'not json',
    ];
    for (const body of bad) {
      const r = await add(p, body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, 'validation_failed']);
    }
    for (const query of ['nodeId=abc', 'nodeId=-3', `nodeId=${'9'.repeat(30)}`, 'vendor=PG', 'nodeId=1&gameType=NOPE']) {
      const r = await remove(p, { query });
      expect([r.status, r.body.code], query).toEqual([400, 'validation_failed']);
    }
    for (const query of ['pageSize=1000', 'pageSize=0', 'pageNo=0', 'pageNo=abc', 'gameType=slots']) {
      expect((await list(p, query)).status, query).toBe(400);
    }
    expect(await rowsOf(p)).toHaveLength(0);
  });

  it('limits toggles per member: the 11th within 10 s answers 429', async () => {
    const p = await player();
    const other = await player();
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? await remove(p, { body: { nodeId: n(shared.ids[11]!) } }) : await add(p, { nodeId: n(shared.ids[11]!) });
      expect(r.status).toBe(200);
    }
    const r = await add(p, { nodeId: n(shared.ids[12]!) });
    expect([r.status, r.body.code]).toEqual([429, 'rate_limited']);
    expect(await rowsOf(p)).toHaveLength(0);
    expect((await add(other, { nodeId: n(shared.ids[12]!) })).status).toBe(200);
  });

  it(`refuses a new favourite beyond ${LIMITS.favouriteListSize} with favourites_full`, async () => {
    const p = await player();
    const vendor = await buildGames(t.db, { vendor: 'BULK', count: 0, merchants: [acme.id] });
    await sql`
      INSERT INTO games (vendor_id, game_code, game_id, game_type, icon_url, large_icon_url, names, search_text)
      SELECT ${vendor.vendorId}, 'bulk_' || i, 'b' || i, 'RNG', '/art/game/1.svg', '/art/game/1.svg', '{"EN":"Bulk"}', 'bulk'
      FROM generate_series(1, ${LIMITS.favouriteListSize}) AS i`.execute(t.db);
    await sql`
      INSERT INTO merchant_games (merchant_id, game_id, game_type, vendor_id) SELECT ${acme.id}, id, 'RNG', vendor_id FROM games WHERE vendor_id = ${vendor.vendorId}`.execute(
      t.db,
    );
    await sql`
      INSERT INTO favourites (merchant_id, member_id, game_id) SELECT ${acme.id}, ${p.id}, id FROM games WHERE vendor_id = ${vendor.vendorId}`.execute(
      t.db,
    );
    const r = await add(p, { nodeId: n(shared.ids[13]!) });
    expect([r.status, r.body.code]).toEqual([409, 'favourites_full']);
    // Re-adding one already there still succeeds, and the full list pages in one go.
    const existing = (await rowsOf(p))[0]!.game_id;
    expect((await add(p, { nodeId: n(existing) })).status).toBe(200);
    const page = (await list(p, 'pageNo=1&pageSize=999')).body.value;
    expect([page.content.length, page.totalPages]).toEqual([999, 1]);
  });
});
