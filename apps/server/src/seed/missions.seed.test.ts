import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { leaderboardAnswer, missionsAnswer } from '@playhouse/contract/engagement';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { ledgerAudit } from '../../test/helpers/ledger.js';
import { tokenOf } from '../../test/helpers/lobby.js';
import { deliverPending } from '../modules/events/index.js';
import { leaderboardSubscriber, missionProgressSubscriber } from '../modules/missions/index.js';
import { seedCatalog } from './catalog/seed-catalog.js';
import { createMember } from './merchant.factory.js';
import { DEMO_MISSIONS, seedMissions } from './missions.seed.js';
import { seedWinners } from './winners.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', languages: ['EN', 'TY'] });
await seedCatalog(t.db, { games: 100, merchantIds: [demo.id] });
const player = await createMember(t.db, demo.id, { username: 'demoplayer', password: 'demo1234' });
await seedWinners(t.db, demo.id);
await seedMissions(t.db, demo.id, player);
await deliverPending(t.deps, [missionProgressSubscriber, leaderboardSubscriber]);
const token = await tokenOf(t.db, 'demo', player);
const get = (url: string) => t.call({ url, merchant: 'demo', token });

describe('the demo missions and leaderboards', () => {
  it('give the demo player daily and weekly missions of every kind, one ready to claim', async () => {
    const list = missionsAnswer.parse((await get(API.missions.list)).body.value);
    for (const block of list.periods)
      expect(new Set(block.missions.map((m) => m.kind))).toEqual(new Set(['bet', 'play', 'deposit', 'login']));
    const all = list.periods.flatMap((p) => p.missions);
    expect(all).toHaveLength(DEMO_MISSIONS.length);
    expect(all.filter((m) => m.status === 'claimable').map((m) => m.title)).toEqual(['Sign in today']);
    expect(all.find((m) => m.title === 'Bet 500.00 today')?.progress).toBe('32000');
    expect((await get(API.missions.summary)).body.value).toEqual({ claimable: 1 });
  });

  it("fill each board from the demo players' real rounds, and the periods before have paid winners", async () => {
    for (const period of ['daily', 'weekly', 'monthly']) {
      const board = leaderboardAnswer.parse((await get(`${API.missions.leaderboard}?period=${period}`)).body.value);
      expect(board.enabled).toBe(true);
      expect(board.top.length).toBeGreaterThan(3);
      for (const r of board.top) expect(r.name).toMatch(/\*\*\*/);
      expect(board.previous.settled).toBe(true);
      expect(board.previous.winners.slice(0, 3).map((w) => w.prize)).toEqual(board.prizes.map((p) => p.amount));
    }
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('seeds once', async () => {
    const count = async () =>
      (await t.db.selectFrom('missions').select('id').where('merchant_id', '=', demo.id).execute()).length;
    const before = await count();
    await seedMissions(t.db, demo.id, player);
    expect(await count()).toBe(before);
  });
});
