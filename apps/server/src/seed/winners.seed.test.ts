import { describe, expect, it } from 'vitest';
import { API, winnersAnswer } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { ledgerAudit } from '../../test/helpers/ledger.js';
import { deliverPending } from '../modules/events/index.js';
import { winnersSubscriber } from '../modules/winners/index.js';
import { seedCatalog } from './catalog/seed-catalog.js';
import { DEMO_WINNERS, seedWinners } from './winners.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', languages: ['EN', 'TY'] });
await seedCatalog(t.db, { games: 100, merchantIds: [demo.id] });
await seedWinners(t.db, demo.id);

const board = async () =>
  winnersAnswer.parse((await t.call({ url: `${API.games.winners}?limitNum=20`, merchant: 'demo' })).body.value);
const wonRounds = () =>
  t.db
    .selectFrom('bgs_rounds')
    .select(['stake', 'win'])
    .where('merchant_id', '=', demo.id)
    .where('status', '=', 'settled')
    .execute();

describe('the demo winners', () => {
  it('are real settled in-house rounds: the board shows their big wins once the events are delivered', async () => {
    expect(await board()).toEqual([]);
    await deliverPending(t.deps, [winnersSubscriber]);
    const entries = await board();
    expect(entries.length).toBe(20);

    // Every entry is a settled round's win of at least 1,000.00, by one of the demo players.
    const wins = (await wonRounds()).map((r) => Number(r.win)).filter((w) => w >= 100_000);
    const stored = await t.db.selectFrom('winner_board').select('win_amount').where('merchant_id', '=', demo.id).execute();
    const byAmount = (a: number, b: number) => a - b;
    expect(stored.map((s) => Number(s.win_amount)).sort(byAmount)).toEqual(wins.sort(byAmount));
    const masked = new Set(DEMO_WINNERS.players.map((p) => `${p.slice(0, 2)}***${p.slice(-2)}`));
    for (const e of entries) {
      expect(masked).toContain(e.vo.customerName);
      expect(['BGS Dice', 'BGS Classic 20']).toContain(e.vo.gameName);
    }
    // The money went through the ledger like any bet.
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('plays once: a second seed adds no rounds', async () => {
    const before = (await wonRounds()).length;
    await seedWinners(t.db, demo.id);
    expect((await wonRounds()).length).toBe(before);
  });
});
