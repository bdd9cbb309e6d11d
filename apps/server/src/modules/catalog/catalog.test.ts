import { describe, expect, it } from 'vitest';
import { API, GAME_TYPES, type Game, type GameMenus } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { addGame, listGames, memberToken, seededLobby, vendorId, withQuery } from '../../../test/helpers/catalog.js';

const t = await testPlatform();
const { acme, beta } = await seededLobby(t, 400);
const menus = async (q: Record<string, string> = {}, merchant = 'acme') =>
  (await t.call({ url: withQuery(API.games.menus, q), merchant })).body.value as GameMenus;
const codesOf = (m: GameMenus, category: string) =>
  m.find((c) => c.gameCategory === category)?.vendors.map((v) => v.vassalage) ?? [];

describe('GET game_menus', () => {
  it('lists each category that has a vendor, in GAME_TYPES order, vendors in the merchant order', async () => {
    const m = await menus();
    const order = m.map((c) => c.gameCategory);
    expect(order).toEqual(GAME_TYPES.filter((g) => order.includes(g)));
    expect(order).toEqual(
      expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'BGS']),
    );
    for (const c of m) expect(c.vendors.length).toBeGreaterThan(0);
    expect(codesOf(m, 'RNG')).toEqual(['PG', 'JL', 'FC', 'EG2', 'PT', 'JDB', 'CQ9']);
    expect(codesOf(m, 'FISH')).toEqual(expect.arrayContaining(['FC', 'JL']));
    expect(codesOf(m, 'BGS')).toEqual(['PG', 'JL', 'FC', 'BGS']);
    expect(codesOf(m, 'ESPORTS')).toEqual(['IMES']);
    expect(codesOf(m, 'COCKFIGHT')).toEqual(['DS88']);
    expect(codesOf(m, 'LOTT')).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']);
    const pg = m.find((c) => c.gameCategory === 'RNG')!.vendors[0]!;
    expect(pg).toMatchObject({
      vassalage: 'PG',
      inHouse: true,
      maintenance: false,
      logoUrl: '/art/vendor/PG.svg',
      walletMode: 'seamless',
    });
  });

  it('counts match the games list of the vendor and category', async () => {
    const m = await menus();
    const jlFish = m.find((c) => c.gameCategory === 'FISH')!.vendors.find((v) => v.vassalage === 'JL')!;
    const r = await listGames(t, { gameType: 'FISH', vendor: 'JL' });
    expect(r.body.value.totalElements).toBe(jlFish.gameCount);
  });

  it('filters lottery vendors by prizeMode and leaves the other categories alone', async () => {
    expect(codesOf(await menus({ prizeMode: 'SEA' }), 'LOTT')).toEqual(['TCG_SEA']);
    expect(codesOf(await menus({ prizeMode: 'LOTT' }), 'LOTT')).toEqual(['TCG_LOTTO_VN', 'LOTT']);
    expect(codesOf(await menus({ prizeMode: 'ZY' }), 'LOTT')).toEqual(['LOTT']);
    const elott = await menus({ prizeMode: 'ELOTT' });
    expect(codesOf(elott, 'ELOTT')).toEqual(['ELOTT']);
    expect(codesOf(elott, 'LOTT')).toEqual([]);
    expect(codesOf(elott, 'RNG')).toContain('PG');
  });

  it('refuses an unknown prizeMode with validation_failed', async () => {
    const r = await t.call({ url: `${API.games.menus}?prizeMode=XX` });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
  });

  it('is empty for a merchant that offers nothing', async () => {
    expect(await menus({}, 'beta')).toEqual([]);
  });
});

describe('GET vn game_menu and recent', () => {
  it('lists the VN lottery games (not the vendor lobby)', async () => {
    const r = await t.call({ url: API.games.vnMenu });
    const games = r.body.value as Game[];
    expect(games.map((g) => g.gameCode)).toEqual(['VN_MB', 'VN_MT', 'VN_MN', 'VN_FAST45', 'VN_FAST1', 'VN_FAST3', 'VN_FAST5']);
    for (const g of games) expect(g).toMatchObject({ vassalage: 'TCG_LOTTO_VN', isGame: true, gameType: 'LOTT' });
  });

  it('gives visitors an empty list, and members their recent VN games latest first', async () => {
    expect((await t.call({ url: API.games.vnMenuRecent })).body.value).toEqual([]);
    const { memberId, token } = await memberToken(t, 'acme');
    const vn = (await t.call({ url: API.games.vnMenu })).body.value as Game[];
    const pg = (await listGames(t, { vendor: 'PG', pageSize: 1 })).body.value.content[0] as Game;
    const played = [
      { id: vn[2]!.nodeId, at: '2026-01-01T10:00:00Z' },
      { id: vn[0]!.nodeId, at: '2026-01-01T12:00:00Z' },
      { id: pg.nodeId, at: '2026-01-01T13:00:00Z' },
    ];
    await t.db
      .insertInto('recent_games')
      .values(played.map((p) => ({ merchant_id: acme.id, member_id: memberId, game_id: p.id, played_at: p.at })))
      .execute();
    const r = await t.call({ url: API.games.vnMenuRecent, token });
    expect(r.status).toBe(200);
    expect((r.body.value as Game[]).map((g) => g.nodeId)).toEqual([vn[0]!.nodeId, vn[2]!.nodeId]);
    expect(r.raw.headers['cache-control']).toBe('private, no-cache');
  });

  it('refuses a bad token instead of treating it as a visitor', async () => {
    const r = await t.call({ url: API.games.vnMenuRecent, token: 'not-a-token' });
    expect(r.status).toBe(401);
  });
});

describe('GET hot games', () => {
  it('answers up to 60 hot games in the merchant order, counting merchant-level hot flags', async () => {
    const before = (await t.call({ url: API.games.hot })).body.value as Game[];
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThanOrEqual(60);
    for (const g of before) expect(g.isHot).toBe(1);
    const cold = (await listGames(t, { gameType: 'PVP', pageSize: 100 })).body.value.content.find(
      (g: Game) => g.isHot === 0,
    ) as Game;
    await t.db
      .updateTable('merchant_games')
      .set({ is_hot: true })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', String(cold.nodeId))
      .execute();
    const after = (await t.call({ url: API.games.hot })).body.value as Game[];
    expect(after.map((g) => g.nodeId)).toContain(cold.nodeId);
  });
});

describe('GET game vendors (lanes)', () => {
  it('gives the vendors of a category with lanes of up to 12 cards of that lane and type', async () => {
    const r = await t.call({ url: withQuery(API.games.vendors, { gameType: 'FISH' }) });
    expect(r.status).toBe(200);
    const vendors = r.body.value as { vassalage: string; lanes: { title: string; gameClassify: string; cards: Game[] }[] }[];
    expect(vendors.map((v) => v.vassalage)).toEqual(expect.arrayContaining(['FC', 'JL']));
    for (const v of vendors) {
      expect(v.lanes.length).toBeGreaterThan(0);
      for (const lane of v.lanes) {
        expect(lane.cards.length).toBeGreaterThan(0);
        expect(lane.cards.length).toBeLessThanOrEqual(12);
        for (const c of lane.cards)
          expect(c).toMatchObject({ vassalage: v.vassalage, gameType: 'FISH', gameClassify: lane.gameClassify });
      }
    }
  });

  it('narrows to one vendor and translates lane titles', async () => {
    const r = await t.call({ url: withQuery(API.games.vendors, { vendor: 'PG' }), lang: 'TY' });
    const vendors = r.body.value as { vassalage: string; lanes: { title: string; gameClassify: string }[] }[];
    expect(vendors.map((v) => v.vassalage)).toEqual(['PG']);
    expect(vendors[0]!.lanes.find((l) => l.gameClassify === 'popular')?.title).toBe('Sikat');
  });

  it('refuses a wrong gameType', async () => {
    const r = await t.call({ url: withQuery(API.games.vendors, { gameType: 'SLOTS' }) });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
  });
});

describe('merchant scoping, disabled and maintenance vendors', () => {
  it('shows merchant B only what it offers', async () => {
    const jdb = await vendorId(t, 'JDB');
    const some = await t.db
      .selectFrom('games')
      .select(['id', 'game_type'])
      .where('vendor_id', '=', jdb)
      .orderBy('id')
      .limit(3)
      .execute();
    await t.db.insertInto('merchant_vendors').values({ merchant_id: beta.id, vendor_id: jdb }).execute();
    await t.db
      .insertInto('merchant_games')
      .values(some.map((g, i) => ({ merchant_id: beta.id, game_id: g.id, game_type: g.game_type, vendor_id: jdb, sequence: i })))
      .execute();
    const b = await listGames(t, {}, { merchant: 'beta' });
    expect((b.body.value.content as Game[]).map((g) => String(g.nodeId))).toEqual(some.map((g) => g.id));
    expect(b.body.value.totalElements).toBe(3);
    expect((await menus({}, 'beta')).flatMap((c) => c.vendors.map((v) => v.vassalage))).toEqual(expect.arrayContaining(['JDB']));
    expect(codesOf(await menus({}, 'beta'), 'RNG')).toEqual(['JDB']);
    // A game acme offers but beta does not stays invisible to beta, even by search.
    const onlyAcme = await addGame(t, 'PG', { EN: 'Acme Exclusive Wombat', TY: 'Wombat ng Acme' }, [acme.id]);
    expect((await listGames(t, { name: 'wombat' })).body.value.totalElements).toBe(1);
    expect((await listGames(t, { name: 'wombat' }, { merchant: 'beta' })).body.value.totalElements).toBe(0);
    expect(onlyAcme).toBeTruthy();
  });

  it('marks games and vendors of a vendor in maintenance, and hides a disabled vendor', async () => {
    await t.db.updateTable('vendors').set({ status: 'maintenance' }).where('code', '=', 'EG2').execute();
    const m = await menus();
    expect(m.find((c) => c.gameCategory === 'RNG')!.vendors.find((v) => v.vassalage === 'EG2')!.maintenance).toBe(true);
    const eg2 = (await listGames(t, { vendor: 'EG2' })).body.value.content as Game[];
    expect(eg2.length).toBeGreaterThan(0);
    for (const g of eg2) expect(g.maintenance).toBe(true);

    await t.db.updateTable('vendors').set({ status: 'disabled' }).where('code', '=', 'EG2').execute();
    expect(codesOf(await menus(), 'RNG')).not.toContain('EG2');
    expect((await listGames(t, { vendor: 'EG2' })).body.value.totalElements).toBe(0);
    const all = (await listGames(t, { gameType: 'RNG', pageSize: 100 })).body.value.content as Game[];
    expect(all.some((g) => g.vassalage === 'EG2')).toBe(false);
    await t.db.updateTable('vendors').set({ status: 'active' }).where('code', '=', 'EG2').execute();
  });

  it('hides a vendor the merchant switched off, for that merchant only', async () => {
    const pt = await vendorId(t, 'PT');
    await t.db
      .updateTable('merchant_vendors')
      .set({ enabled: false })
      .where('merchant_id', '=', acme.id)
      .where('vendor_id', '=', pt)
      .execute();
    expect(codesOf(await menus(), 'RNG')).not.toContain('PT');
    expect((await listGames(t, { vendor: 'PT' })).body.value.totalElements).toBe(0);
    expect(((await t.call({ url: API.games.hot })).body.value as Game[]).some((g) => g.vassalage === 'PT')).toBe(false);
    await t.db
      .updateTable('merchant_vendors')
      .set({ enabled: true })
      .where('merchant_id', '=', acme.id)
      .where('vendor_id', '=', pt)
      .execute();
    expect(codesOf(await menus(), 'RNG')).toContain('PT');
  });

  it('hides a single game the merchant switched off', async () => {
    const first = (await listGames(t, { vendor: 'CQ9', pageSize: 1 })).body.value;
    const g = first.content[0] as Game;
    await t.db
      .updateTable('merchant_games')
      .set({ enabled: false })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', String(g.nodeId))
      .execute();
    const after = (await listGames(t, { vendor: 'CQ9', pageSize: 1 })).body.value;
    expect(after.totalElements).toBe(first.totalElements - 1);
    expect((after.content[0] as Game).nodeId).not.toBe(g.nodeId);
  });
});
