import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { fund, ledgerAudit } from '../../../test/helpers/ledger.js';
import { lockWaiters } from '../../../test/helpers/locks.js';
import { drawAndSettle, lotteryGames, recordedBeacons, everyFirstDigit } from '../../../test/helpers/lottery.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { beaconRoundAfter } from './index.js';
import { lockMember } from './engine/orders.repository.js';

// No test clock: the app's time and the database's are the real ones, and each draw here is
// written on sale now (an hour before its close) so the race is the only thing that closes it.
const t = await testPlatform();
const acme = await buildMerchant(t.db);
await lotteryGames(t.db, acme.id);
const beacons = recordedBeacons();
const HOUR = 3_600_000;

let draws = 0;
/** A committed SSC1 draw on sale by the database's clock, closing and drawn in an hour. */
async function drawOnSale(): Promise<{ id: string; drawNo: string }> {
  const drawNo = `20990101-${String(++draws).padStart(4, '0')}`;
  const seed = randomBytes(32);
  const r = await sql<{ id: string }>`
    INSERT INTO lottery_rounds (merchant_id, game_id, draw_no, open_at, close_at, draw_at, seed, commit, beacon_source, beacon_round)
    SELECT ${acme.id}, g.id, ${drawNo}, now() - interval '1 minute', now() + interval '1 hour', now() + interval '1 hour',
           ${seed}, ${createHash('sha256').update(seed).digest('hex')}, 'drand:test', ${beaconRoundAfter(Date.now() + HOUR).toString()}
      FROM lottery_games g WHERE g.merchant_id = ${acme.id} AND g.code = 'SSC1'
    RETURNING id::text AS id`.execute(t.db);
  return { id: r.rows[0]!.id, drawNo };
}

/** Closes a draw's sales at the database's clock now (the trigger keeps a committed close; this session steps round it). */
async function closeNow(trx: Db, roundId: string): Promise<void> {
  await sql`SET LOCAL session_replication_role = replica`.execute(trx);
  await sql`UPDATE lottery_rounds SET close_at = clock_timestamp() WHERE id = ${roundId}`.execute(trx);
}

async function player() {
  const m = await buildMember(t.db, acme.id);
  await fund(t.db, acme.id, m.id, 1_000_000n);
  const account = (await accountFor(t.db, acme.id, 'member', m.id)).id;
  return { id: m.id, account, token: await tokenOf(t.db, 'acme', m.id) };
}
/** 10 bets × 2.00 on the first digit: exactly one hit whatever the result. */
const bet = (token: string, drawNo: string) => everyFirstDigit(t, token, drawNo);
const codeOf = (r: { status: number; body: { code?: string } }) => (r.status === 200 ? 'ok' : r.body.code);
const ticketsOn = (roundId: string) =>
  t.db.selectFrom('lottery_tickets').select(['id', 'member_id', 'status', 'win']).where('round_id', '=', roundId).execute();
const balance = (account: string) => balanceOf(t.db, acme.id, account);

/** Every ticket of the draw placed before its close and final; the draw settled; the ledger whole. */
async function expectAllAccountedFor(roundId: string) {
  const late = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM lottery_tickets tk
      JOIN lottery_orders o ON o.id = tk.order_id JOIN lottery_rounds r ON r.id = tk.round_id
     WHERE tk.round_id = ${roundId} AND o.placed_at >= r.close_at`.execute(t.db);
  expect(late.rows[0]!.n).toBe(0);
  const round = await t.db
    .selectFrom('lottery_rounds')
    .select(['status', 'settled_at'])
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
  expect(round.status).toBe('drawn');
  expect(round.settled_at).not.toBeNull();
  expect((await ticketsOn(roundId)).filter((x) => x.status === 'pending')).toEqual([]);
  const records = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bets b JOIN lottery_tickets tk ON b.round_id = tk.id::text
     WHERE b.source = 'lottery' AND tk.round_id = ${roundId} AND b.status = 'pending'`.execute(t.db);
  expect(records.rows[0]!.n).toBe(0);
  const audit = await ledgerAudit(t.db);
  expect([audit.sum, audit.brokenAccounts]).toEqual([0n, []]);
}

describe('fast-draw sales close by the database clock, with the draw held', () => {
  it('a bet that waited past the close is refused, whatever time its request came in', async () => {
    const draw = await drawOnSale();
    const p = await player();
    // The member's lock held: three bets come in while sales are open and wait for it; meanwhile
    // the close passes (moved to the database's now). Each judges the close once it holds the draw.
    const racing = await t.db.transaction().execute(async (trx) => {
      await lockMember(trx, p.id);
      const bets = [1, 2, 3].map(() => bet(p.token, draw.drawNo));
      await lockWaiters(trx, 3);
      await closeNow(trx, draw.id);
      return { bets };
    });
    const answers = await Promise.all(racing.bets);
    expect(answers.map(codeOf)).toEqual(['lottery_sales_closed', 'lottery_sales_closed', 'lottery_sales_closed']);
    expect(await ticketsOn(draw.id)).toEqual([]);
    expect(await balance(p.account)).toBe(1_000_000n);
  });

  it('the drawer never draws a draw a bet is being written to: the bet settles with it, none is left on a drawn draw', async () => {
    const draw = await drawOnSale();
    const players = await Promise.all([1, 2, 3].map(() => player()));
    // The members' wallets held: their bets have found the draw on sale and wait to be debited
    // when the drawer comes for the draw (due by the app's clock) and settles what it can.
    const racing = await t.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ANY (${players.map((p) => p.account)}::bigint[]) ORDER BY id FOR UPDATE`.execute(
        trx,
      );
      const bets = players.map((p) => bet(p.token, draw.drawNo));
      await lockWaiters(trx, 3);
      const drawn = await drawAndSettle(t.db, beacons, Date.now() + 2 * HOUR);
      return { bets, drawn };
    });
    // The drawer skipped the draw while the bets held it (its next tick draws it).
    expect(racing.drawn.find((d) => d.id === draw.id)?.status).toBe('taken');
    expect((await Promise.all(racing.bets)).map(codeOf)).toEqual(['ok', 'ok', 'ok']);
    await drawAndSettle(t.db, beacons, Date.now() + 2 * HOUR);

    const tickets = await ticketsOn(draw.id);
    expect(tickets.map((x) => [x.status, x.win])).toEqual([
      ['won', '1800'],
      ['won', '1800'],
      ['won', '1800'],
    ]);
    for (const p of players) expect(await balance(p.account)).toBe(1_000_000n - 2_000n + 1_800n);
    await expectAllAccountedFor(draw.id);
  });

  it('many bets racing the close: every ticket was in when it closed, any later one refused, all settle', async () => {
    const draw = await drawOnSale();
    const players = await Promise.all(Array.from({ length: 12 }, () => player()));
    // The close comes once a few tickets are in (its own connection, taken first, watches): it
    // waits for the bets holding the draw, and counts the tickets the moment it is closed.
    const count = async (db: Db) =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM lottery_tickets WHERE round_id = ${draw.id}`.execute(db)).rows[0]!
        .n;
    const racing = await t.db.transaction().execute(async (trx) => {
      const bets = players.flatMap((p) => [bet(p.token, draw.drawNo), bet(p.token, draw.drawNo)]);
      while ((await count(trx)) < 3) await new Promise((resolve) => setTimeout(resolve, 2));
      await sql`SELECT 1 FROM lottery_rounds WHERE id = ${draw.id} FOR UPDATE`.execute(trx);
      await closeNow(trx, draw.id);
      return { bets, atClose: await count(trx) };
    });
    const { bets, atClose } = racing;
    const codes = (await Promise.all(bets)).map(codeOf);
    expect(codes.filter((c) => c !== 'ok' && c !== 'lottery_sales_closed')).toEqual([]);
    const placed = codes.filter((c) => c === 'ok').length;
    // Nothing landed after the close: every ticket was there when it closed.
    expect((await ticketsOn(draw.id)).length).toBe(atClose);
    expect(placed).toBe(atClose);

    await drawAndSettle(t.db, beacons, Date.now() + 2 * HOUR);
    await expectAllAccountedFor(draw.id);
    const spent = players.map(async (p) => 1_000_000n - (await balance(p.account)));
    expect((await Promise.all(spent)).reduce((s, x) => s + x, 0n)).toBe(BigInt(placed) * (2_000n - 1_800n));
  });
});
