import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { FAMILIES, lotteryGamesAnswer } from '@playhouse/contract/lottery';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { seedLottery } from './lottery.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', languages: ['EN', 'TY'] });
await seedLottery(t.db, demo.id);

describe('demo lottery seed', () => {
  it('offers one game of every family, drawn every minute, named in each language', async () => {
    const en = lotteryGamesAnswer.parse((await t.call({ url: API.lottery.games, merchant: 'demo', lang: 'EN' })).body.value);
    expect(en.map((g) => g.family)).toEqual([...FAMILIES]);
    expect(en.every((g) => g.cadenceMinutes === 1 && g.closeSeconds === 10)).toBe(true);
    const ty = lotteryGamesAnswer.parse((await t.call({ url: API.lottery.games, merchant: 'demo', lang: 'TY' })).body.value);
    expect(ty.map((g) => g.name)).not.toEqual(en.map((g) => g.name));
  });

  it('is idempotent', async () => {
    await seedLottery(t.db, demo.id);
    expect(await t.db.selectFrom('lottery_games').select('id').where('merchant_id', '=', demo.id).execute()).toHaveLength(5);
  });
});
