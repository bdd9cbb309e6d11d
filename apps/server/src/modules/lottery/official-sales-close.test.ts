import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { lockWaiters } from '../../../test/helpers/locks.js';
import { officialPlatform, officialPlayer, openDraws, placeTicket } from '../../../test/helpers/official.js';
import { lockMember } from './engine/orders.repository.js';

// Real clocks: the app's time and the database's are today's, and the draw sells for an hour,
// so the race below is the only thing that closes its sales.
const { t, acme } = await officialPlatform();
t.deps.clock = undefined;
const HOUR = 3_600_000;
const draws = await openDraws(t.db, acme.id, 'VN_MB', '20991201', ['MB'], Date.now() + HOUR);
const ticket = { gameCode: 'VN_MB', drawNo: '20991201', sources: ['MB'], productId: 'VN-LO2', content: '14', points: 1 };

describe('an official ticket and the close', () => {
  it('is refused when it waited past the close, whatever time its request came in', async () => {
    const p = await officialPlayer(t, acme.id, 1_000_000_000n);
    const pending: ReturnType<typeof placeTicket>[] = [];
    // The member's lock is held while the tickets arrive; the close passes while they wait for it.
    await t.db.transaction().execute(async (trx) => {
      await lockMember(trx, p.id);
      for (let i = 0; i < 3; i++) pending.push(placeTicket(t, p, ticket));
      await lockWaiters(t.db, 3);
      await sql`UPDATE official_draws SET close_at = clock_timestamp() WHERE id = ${draws.MB!}`.execute(trx);
    });
    const answers = await Promise.all(pending);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(3).fill([409, 'lottery_sales_closed']));
    const bets = await t.db.selectFrom('official_bets').select('id').where('draw_id', '=', draws.MB!).execute();
    expect(bets).toEqual([]);
  });
});
