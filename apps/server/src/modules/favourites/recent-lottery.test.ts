import { describe, expect, it } from 'vitest';
import { API, type Game } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { buildGames, tokenOf } from '../../../test/helpers/lobby.js';
import { deliverPending, emitAll } from '../events/index.js';
import { recentLotterySubscriber } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const vn = await buildGames(t.db, { vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', count: 3, merchants: [acme.id] });
const member = await buildMember(t.db, acme.id);
const token = await tokenOf(t.db, 'acme', member.id);

const placed = (vendor: string, gameCode: string, source: 'lottery' | 'seamless') =>
  t.db.transaction().execute((trx) =>
    emitAll(trx, [
      {
        type: 'bet.placed',
        payload: {
          merchantId: acme.id,
          memberId: member.id,
          vendor,
          roundId: `r-${gameCode}-${Math.random()}`,
          gameCode,
          source,
          txId: null,
          gameType: 'LOTT',
          amount: '100',
        },
      },
    ]),
  );

describe('a lottery bet makes its game recent', () => {
  it('lists the VN games a member bet on in the VN menu’s recent list, latest first, once each', async () => {
    const codes = (
      await t.db.selectFrom('games').select(['id', 'game_code']).where('id', 'in', vn.ids).orderBy('id').execute()
    ).map((g) => g.game_code);
    await placed('TCG_LOTTO_VN', codes[0]!, 'lottery');
    await placed('TCG_LOTTO_VN', codes[2]!, 'lottery');
    await placed('TCG_LOTTO_VN', codes[0]!, 'lottery');
    await placed('TCG_LOTTO_VN', 'NOT_IN_CATALOG', 'lottery'); // nothing to show: skipped
    expect(await deliverPending(t.deps, [recentLotterySubscriber])).toMatchObject({ failed: 0 });
    const recent = (await t.call({ url: API.games.vnMenuRecent, token })).body.value as Game[];
    expect(recent.map((g) => g.gameCode)).toEqual([codes[0], codes[2]]);
  });
});
