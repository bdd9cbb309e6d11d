import { describe, expect, it } from 'vitest';
import { type Game, type GamePage } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { addGame, listGames, memberToken, seededLobby } from '../../../test/helpers/catalog.js';

const t = await testPlatform();
const { acme } = await seededLobby(t, 3000);
const page = async (q: Record<string, string | number | undefined> = {}, opts: { token?: string; lang?: string } = {}) => {
  const r = await listGames(t, q, opts);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value as GamePage;
};
const unique = await addGame(t, 'PG', { EN: 'Zebra Quokka Fortune', TY: 'Kakaibang Kayamanan ng Sebra' }, [acme.id], 'RNG', 5);
const percent = await addGame(t, 'JL', { EN: '100% Bonus_Spin', TY: '100% Bonus_Ikot' }, [acme.id], 'RNG', 7);
const lookalike = await addGame(t, 'JL', { EN: '1000 Bonus Spin', TY: '1000 Bonus Ikot' }, [acme.id], 'RNG', 8);
const RNG_TOTAL = (await page({ gameType: 'RNG' })).totalElements;

describe('GET games: paging', () => {
  it('pages by 20 by default with exact totals, in the merchant order', async () => {
    const p = await page({ gameType: 'RNG' });
    expect(p.content.length).toBe(20);
    expect(p).toMatchObject({ pageNum: 1, pageSize: 20, totalElements: RNG_TOTAL, totalPages: Math.ceil(RNG_TOTAL / 20) });
    const counted = await t.db
      .selectFrom('merchant_games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', acme.id)
      .where('game_type', '=', 'RNG')
      .executeTakeFirstOrThrow();
    expect(RNG_TOTAL).toBe(Number(counted.n));
    const seqs = await t.db
      .selectFrom('merchant_games')
      .select(['game_id', 'sequence'])
      .where('merchant_id', '=', acme.id)
      .where(
        'game_id',
        'in',
        p.content.map((g) => String(g.nodeId)),
      )
      .execute();
    const bySeq = seqs
      .sort((a, b) => a.sequence - b.sequence || Number(a.game_id) - Number(b.game_id))
      .map((s) => Number(s.game_id));
    expect(p.content.map((g) => g.nodeId)).toEqual(bySeq);
  });

  it('walks every page without gaps or repeats, the last one short', async () => {
    const size = 100;
    const seen = new Set<number>();
    const pages = Math.ceil(RNG_TOTAL / size);
    for (let n = 1; n <= pages; n++) {
      const p = await page({ gameType: 'RNG', pageNo: n, pageSize: size });
      for (const g of p.content) seen.add(g.nodeId);
      if (n === pages) expect(p.content.length).toBe(RNG_TOTAL - size * (pages - 1));
    }
    expect(seen.size).toBe(RNG_TOTAL);
  });

  it('gives deep pages (started from kept list keys) exactly the games of the merchant order, also after a change', async () => {
    const order = async () =>
      (
        await t.db
          .selectFrom('merchant_games')
          .select('game_id')
          .where('merchant_id', '=', acme.id)
          .where('game_type', '=', 'RNG')
          .where('enabled', '=', true)
          .orderBy('sequence')
          .orderBy('game_id')
          .execute()
      ).map((r) => Number(r.game_id));
    // pageSize 30: offsets 180, 1470 … fall between the keys (one every 100 games).
    const check = async (all: number[]) => {
      for (const n of [7, 50, Math.ceil(all.length / 30)]) {
        const p = await page({ gameType: 'RNG', pageNo: n, pageSize: 30 });
        expect(p.content.map((g) => g.nodeId)).toEqual(all.slice((n - 1) * 30, n * 30));
      }
    };
    const before = await order();
    await check(before);
    // One game early in the order is withdrawn: every later page moves up by one.
    await t.db
      .updateTable('merchant_games')
      .set({ enabled: false })
      .where('merchant_id', '=', acme.id)
      .where('game_id', '=', String(before[5]))
      .execute();
    try {
      const after = await order();
      expect(after.length).toBe(before.length - 1);
      await check(after);
    } finally {
      await t.db
        .updateTable('merchant_games')
        .set({ enabled: true })
        .where('merchant_id', '=', acme.id)
        .where('game_id', '=', String(before[5]))
        .execute();
    }
  });

  it('answers an out-of-range page with empty content and the real totals', async () => {
    const p = await page({ gameType: 'RNG', pageNo: 9999 });
    expect(p.content).toEqual([]);
    expect(p.totalElements).toBe(RNG_TOTAL);
  });

  it.each([
    [{ gameType: 'SLOTS' }],
    [{ pageSize: 1000 }],
    [{ pageSize: 0 }],
    [{ pageNo: -1 }],
    [{ pageNo: 'abc' }],
    [{ name: 'x'.repeat(10_000) }],
    [{ selectType: 'BEST' }],
  ])('refuses bad input %j with 400 validation_failed', async (q) => {
    const r = await listGames(t, q);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
  });
});

describe('GET games: search by name', () => {
  it('finds one game among thousands by part of its EN name, case-insensitively', async () => {
    for (const name of ['quokka', 'QUOKKA', 'Zebra Quokka', '  quokka fort ']) {
      const p = await page({ name });
      expect(p.totalElements, name).toBe(1);
      expect(p.content[0]!.nodeId).toBe(Number(unique));
    }
  });

  it('finds it by its TY name, and answers in TY when asked', async () => {
    const p = await page({ name: 'kakaibang kayamanan' }, { lang: 'TY' });
    expect(p.totalElements).toBe(1);
    expect(p.content[0]).toMatchObject({ displayName: 'Kakaibang Kayamanan ng Sebra', nodeName: 'Zebra Quokka Fortune' });
    const en = await page({ name: 'sebra', language: 'EN' }, { lang: 'TY' });
    expect(en.content[0]!.displayName).toBe('Zebra Quokka Fortune');
  });

  it('treats % and _ as literal characters', async () => {
    expect((await page({ name: '100%' })).content.map((g) => g.nodeId)).toEqual([Number(percent)]);
    expect((await page({ name: 's_spin' })).content.map((g) => g.nodeId)).toEqual([Number(percent)]);
    expect((await page({ name: '_' })).content.map((g) => g.nodeId)).toEqual([Number(percent)]);
    expect((await page({ name: 'bonus spin' })).content.map((g) => g.nodeId)).toEqual([Number(lookalike)]);
    expect((await page({ name: 'no such game anywhere' })).totalElements).toBe(0);
  });

  it('combines the search with gameType and vendor filters', async () => {
    expect((await page({ name: 'quokka', gameType: 'FISH' })).totalElements).toBe(0);
    expect((await page({ name: 'quokka', vendor: 'JL' })).totalElements).toBe(0);
    expect((await page({ name: 'quokka', vendor: 'PG', gameType: 'RNG' })).totalElements).toBe(1);
  });
});

describe('GET games: filters', () => {
  it('filters by gameType and vendor', async () => {
    const fish = await page({ gameType: 'FISH', pageSize: 100 });
    expect(fish.totalElements).toBeGreaterThan(0);
    for (const g of fish.content) expect(g.gameType).toBe('FISH');
    const jl = await page({ vendor: 'JL', pageSize: 100 });
    for (const g of jl.content) expect(g.vassalage).toBe('JL');
    expect(new Set(jl.content.map((g) => g.gameType))).toEqual(new Set(['RNG', 'FISH']));
    expect((await page({ vendor: 'NOPE' })).totalElements).toBe(0);
  });

  it('gives In-house (BGS) every game of the in-house vendors', async () => {
    const p = await page({ gameType: 'BGS', pageSize: 100 });
    expect(new Set(p.content.map((g) => g.vassalage))).toEqual(new Set(['PG', 'JL', 'FC', 'BGS']));
    const jl = await page({ gameType: 'BGS', vendor: 'JL' });
    expect(jl.totalElements).toBe((await page({ vendor: 'JL' })).totalElements);
  });

  it('lists vendor entries (isGame false) with the games of their category', async () => {
    const sports = await page({ gameType: 'SPORTS' });
    expect(sports.content.map((g) => [g.vassalage, g.isGame])).toEqual([
      ['SABA', false],
      ['CMD', false],
    ]);
  });

  it('selects HOT and NEW games', async () => {
    const hot = await page({ selectType: 'HOT', pageSize: 100 });
    expect(hot.totalElements).toBeGreaterThan(0);
    for (const g of hot.content) expect(g.isHot).toBe(1);
    const fresh = await page({ selectType: 'NEW', gameType: 'RNG', pageSize: 100 });
    expect(fresh.totalElements).toBeGreaterThan(0);
    for (const g of fresh.content) expect(g).toMatchObject({ isNew: true, gameType: 'RNG' });
    expect((await page({ selectType: 'ALL', gameType: 'RNG' })).totalElements).toBe(RNG_TOTAL);
  });

  it("answers FAV and RECENT with the member's own games, and an empty page to visitors", async () => {
    expect((await page({ selectType: 'FAV' })).totalElements).toBe(0);
    const { memberId, token } = await memberToken(t, 'acme');
    await t.db.insertInto('favourites').values({ merchant_id: acme.id, member_id: memberId, game_id: unique }).execute();
    await t.db.insertInto('recent_games').values({ merchant_id: acme.id, member_id: memberId, game_id: percent }).execute();
    const fav = await page({ selectType: 'FAV' }, { token });
    expect(fav.content.map((g) => g.nodeId)).toEqual([Number(unique)]);
    const recent = await listGames(t, { selectType: 'RECENT' }, { token });
    expect((recent.body.value as GamePage).content.map((g: Game) => g.nodeId)).toEqual([Number(percent)]);
    expect(recent.raw.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('GET games: HTTP caching', () => {
  it('carries an ETag and public Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const r = await listGames(t, { gameType: 'LIVE' });
    expect(r.raw.headers['cache-control']).toBe('public, max-age=30');
    const etag = r.raw.headers.etag as string;
    expect(etag).toMatch(/^"c\d+-/);
    const again = await listGames(t, { gameType: 'LIVE' }, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
    const other = await listGames(t, { gameType: 'LIVE', pageNo: 2 }, { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
    const otherLang = await listGames(t, { gameType: 'LIVE' }, { headers: { 'if-none-match': etag }, lang: 'TY' });
    expect(otherLang.status).toBe(200);
  });
});
