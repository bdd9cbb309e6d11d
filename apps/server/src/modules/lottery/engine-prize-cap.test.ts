import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { fund, ledgerAudit } from '../../../test/helpers/ledger.js';
import { lockWaiters } from '../../../test/helpers/locks.js';
import { commitAhead, lotteryGames, recordedBeacons, slotAt, everyFirstDigit } from '../../../test/helpers/lottery.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { drawDue, settleRound } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
await lotteryGames(t.db, acme.id);

// Lottery time is the test's: 20 s into a minute (sales close at :50).
let now = Date.UTC(2026, 10, 25, 12, 0, 20);
t.deps.clock = () => now;
const beacons = recordedBeacons();
await commitAhead(t.db, beacons, now);

// The max prize per member and draw, for every play: 50.00.
const CAP = 5_000n;
await t.db
  .insertInto('lottery_limits')
  .values({ merchant_id: acme.id, play_id: '*', max_prize_member_draw: CAP.toString() })
  .execute();

async function player() {
  const m = await buildMember(t.db, acme.id);
  await fund(t.db, acme.id, m.id, 1_000_000n);
  const account = (await accountFor(t.db, acme.id, 'member', m.id)).id;
  return { id: m.id, account, token: await tokenOf(t.db, 'acme', m.id) };
}
/** 10 bets × 2.00 × multiple on the first digit: exactly one hit, 18.00 × multiple, whatever the result. */
async function bet(token: string, drawNo: string, multiple: number) {
  expect((await everyFirstDigit(t, token, drawNo, multiple)).status).toBe(200);
}
/** The next draw, on sale: the test's clock moves into its sales. */
function nextDraw() {
  const s = slotAt(now + 60_000);
  now = s.openAt + 1_000;
  return s;
}
async function draw(s: { drawNo: string; drawAt: number }): Promise<string> {
  now = s.drawAt + 1_000;
  await drawDue(t.db, beacons, now);
  const r = await t.db
    .selectFrom('lottery_rounds as r')
    .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
    .select(['r.id', 'r.status'])
    .where('g.merchant_id', '=', acme.id)
    .where('g.code', '=', 'SSC1')
    .where('r.draw_no', '=', s.drawNo)
    .executeTakeFirstOrThrow();
  expect(r.status).toBe('drawn');
  return r.id;
}
const winsOf = async (memberId: string, roundId: string) =>
  (
    await t.db
      .selectFrom('lottery_tickets')
      .select(['win', 'status'])
      .where('member_id', '=', memberId)
      .where('round_id', '=', roundId)
      .execute()
  )
    .map((x) => [BigInt(x.win), x.status] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
/** What reached a member from a draw's tickets in the ledger, and how many settle transactions each ticket has. */
async function paidFrom(account: string, roundId: string) {
  const r = await sql<{ paid: string; most: number }>`
    SELECT coalesce(sum(p.amount), 0)::text AS paid,
           coalesce(max(n.c), 0)::int AS most
      FROM ledger_postings p JOIN ledger_transactions tx ON tx.id = p.transaction_id
      LEFT JOIN (SELECT reference, count(*)::int AS c FROM ledger_transactions WHERE idempotency_key LIKE 'round:LOTT:%:settle'
                 GROUP BY reference) n ON n.reference = tx.reference
     WHERE p.account_id = ${account}
       AND tx.reference IN (SELECT 'round:LOTT:' || id FROM lottery_tickets WHERE round_id = ${roundId})`.execute(t.db);
  return { paid: BigInt(r.rows[0]!.paid), most: r.rows[0]!.most };
}

describe('the max prize per member and draw under several settlers', () => {
  it('three settlers paying one member at once pay exactly the cap together', async () => {
    const s = nextDraw();
    const [whale, other] = [await player(), await player()];
    // Three tickets of 36.00 each (108.00 uncapped) for one member, one for another.
    await bet(other.token, s.drawNo, 2);
    for (let i = 0; i < 3; i++) await bet(whale.token, s.drawNo, 2);
    const roundId = await draw(s);

    // Three settlers (instances) at once, a ticket per batch. The whale's wallet is held until
    // all three are in their batches, so each has judged the whale's win before any has paid.
    const settling = await t.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${whale.account} FOR UPDATE`.execute(trx);
      const settlers = [1, 2, 3].map(() => settleRound(t.db, roundId, now, { batch: 1, workers: 1 }));
      await lockWaiters(trx, 3);
      return { settlers };
    });
    expect((await Promise.all(settling.settlers)).reduce((a, b) => a + b, 0)).toBe(4);

    // 36.00, then the 14.00 left under the cap, then nothing.
    expect(await winsOf(whale.id, roundId)).toEqual([
      [0n, 'lost'],
      [1_400n, 'won'],
      [3_600n, 'won'],
    ]);
    expect(await winsOf(other.id, roundId)).toEqual([[3_600n, 'won']]);
    expect(await paidFrom(whale.account, roundId)).toEqual({ paid: CAP, most: 1 });
    expect(await balanceOf(t.db, acme.id, whale.account)).toBe(1_000_000n - 12_000n + CAP);
    expect(await balanceOf(t.db, acme.id, other.account)).toBe(1_000_000n - 4_000n + 3_600n);
    const audit = await ledgerAudit(t.db);
    expect([audit.sum, audit.brokenAccounts]).toEqual([0n, []]);
    // The running totals go with the settled draw.
    expect(await t.db.selectFrom('lottery_member_draw_wins').selectAll().where('round_id', '=', roundId).execute()).toEqual([]);
  });

  it("a member's many tickets across the batches of three instances, three settlers each: the cap, once", async () => {
    const s = nextDraw();
    const whales = [await player(), await player()];
    const small = await player();
    // Twelve 18.00 wins per whale (216.00 uncapped), interleaved so every batch has some; a
    // member under the cap is paid in full.
    for (let i = 0; i < 12; i++) for (const w of whales) await bet(w.token, s.drawNo, 1);
    await bet(small.token, s.drawNo, 2);
    const roundId = await draw(s);

    const counts = await Promise.all([1, 2, 3].map(() => settleRound(t.db, roundId, now, { batch: 2, workers: 3 })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(25);
    for (const w of whales) {
      const wins = await winsOf(w.id, roundId);
      expect(wins.reduce((sum, [win]) => sum + win, 0n)).toBe(CAP);
      expect(await paidFrom(w.account, roundId)).toEqual({ paid: CAP, most: 1 });
      expect(await balanceOf(t.db, acme.id, w.account)).toBe(1_000_000n - 12n * 2_000n + CAP);
    }
    expect(await winsOf(small.id, roundId)).toEqual([[3_600n, 'won']]);
    const audit = await ledgerAudit(t.db);
    expect([audit.sum, audit.brokenAccounts]).toEqual([0n, []]);
  });
});
