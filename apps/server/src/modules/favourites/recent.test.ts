import { describe, expect, it } from 'vitest';
import { API, gamePage } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { buildGames, countOf, tokenOf } from '../../../test/helpers/lobby.js';
import { RECENT_KEEP, recordRecentGame } from './recent.service.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
const games = await buildGames(t.db, { vendor: 'PG', count: 60, merchants: [acme.id, beta.id] });
const ids = games.ids;

let members = 0;
async function player(merchant = acme) {
  const m = await buildMember(t.db, merchant.id, { username: `rec${++members}` });
  return { id: m.id, merchant, token: await tokenOf(t.db, merchant.code, m.id) };
}
const recent = (p: Awaited<ReturnType<typeof player>>, query = '') =>
  t.call({ url: `${API.games.recent}?${query}`, token: p.token, merchant: p.merchant.code });
const nodeIds = (value: { content: { nodeId: number }[] }) => value.content.map((g) => g.nodeId);

describe('recent games', () => {
  it('lists the games a member launched, newest first; playing again moves a game to the top', async () => {
    const p = await player();
    for (const id of [ids[0]!, ids[1]!, ids[2]!]) await recordRecentGame(t.db, acme.id, p.id, id);
    await recordRecentGame(t.db, acme.id, p.id, Number(ids[0]!));
    const r = await recent(p, 'pageNo=1&pageSize=20');
    expect(r.status).toBe(200);
    const page = gamePage.parse(r.body.value);
    expect(nodeIds(page)).toEqual([ids[0], ids[2], ids[1]].map(Number));
    expect([page.pageNum, page.pageSize, page.totalPages, page.totalElements]).toEqual([1, 20, 1, 3]);
    expect(await countOf(t.db, 'recent_games', acme.id)).toBe(3);
  });

  it(`keeps the latest ${RECENT_KEEP} per member and pages them by 20`, async () => {
    const p = await player();
    for (const id of ids.slice(0, 55)) await recordRecentGame(t.db, acme.id, p.id, id);
    const rows = await t.db.selectFrom('recent_games').select('game_id').where('member_id', '=', p.id).execute();
    expect(rows).toHaveLength(RECENT_KEEP);
    expect(rows.map((r) => r.game_id)).not.toContain(ids[4]);
    const newest = ids.slice(5, 55).map(Number).reverse();
    const first = (await recent(p)).body.value;
    expect([nodeIds(first), first.totalPages, first.totalElements]).toEqual([newest.slice(0, 20), 3, 50]);
    expect(nodeIds((await recent(p, 'pageNo=3')).body.value)).toEqual(newest.slice(40));
  });

  it('keeps members and merchants apart', async () => {
    const [x, y, b] = [await player(), await player(), await player(beta)];
    await recordRecentGame(t.db, acme.id, x.id, ids[10]!);
    await recordRecentGame(t.db, beta.id, b.id, ids[11]!);
    expect(nodeIds((await recent(y)).body.value)).toEqual([]);
    expect(nodeIds((await recent(x)).body.value)).toEqual([Number(ids[10])]);
    expect(nodeIds((await recent(b)).body.value)).toEqual([Number(ids[11])]);
    expect((await t.call({ url: API.games.recent, token: x.token, merchant: 'beta' })).status).toBe(401);
  });

  it('answers 401 for visitors and 400 for bad paging', async () => {
    const p = await player();
    expect((await t.call({ url: API.games.recent })).body.code).toBe('not_logged_in');
    for (const q of ['pageSize=21', 'pageSize=0', 'pageNo=-1', 'pageNo=x']) {
      const r = await recent(p, q);
      expect([r.status, r.body.code], q).toEqual([400, 'validation_failed']);
    }
  });
});
