import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, betRecordsAnswer, transactionRecordsAnswer } from '@playhouse/contract';
import {
  deriveResult,
  hexToBytes,
  hitsPrizeMinor,
  nearAnswer,
  ordersAnswer,
  proofAnswer,
  rebateMinor,
  zyPrizeMinor,
} from '@playhouse/contract/lottery';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { fund, ledgerAudit } from '../../../test/helpers/ledger.js';
import {
  beaconValue,
  commitAhead,
  drawAndSettle,
  futureResult,
  lotteryGames,
  recordedBeacons,
  slotAt,
} from '../../../test/helpers/lottery.js';
import { balanceOf, accountFor, post } from '../ledger/index.js';
import { emit } from '../events/index.js';
import { BEACON_WAIT_MS, COMMIT_AHEAD, drawDue, setMemberGroup, settleRound, beaconRoundAfter } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
await lotteryGames(t.db, acme.id);
await lotteryGames(t.db, beta.id);

// Lottery time is the test's: 2026-11-25 12:00:20 UTC, 20 s into a minute (sales close at :50).
let now = Date.UTC(2026, 10, 25, 12, 0, 20);
t.deps.clock = () => now;
const beacons = recordedBeacons();
await commitAhead(t.db, beacons, now);
const slot = slotAt(now);
const nextSlot = slotAt(slot.drawAt);

async function player(balance = 1_000_000n) {
  const m = await buildMember(t.db, acme.id);
  await fund(t.db, acme.id, m.id, balance);
  return { id: m.id, token: await tokenOf(t.db, 'acme', m.id) };
}
const bet = (token: string, body: unknown) => t.call({ method: 'POST', url: API.lottery.betting, token, body });
const content = (over: Record<string, unknown>) => ({
  gameId: 'SSC1',
  playId: 'SSC-FIXED-DIGIT',
  bettingContent: '0,1,2,3,4,5,6,7,8,9||||',
  unit: 'yuan',
  numero: [{ numero: slot.drawNo, multiple: 1 }],
  ...over,
});
const mainBalance = async (memberId: string) =>
  balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'member', memberId)).id);
const ticketsOf = (memberId: string) =>
  t.db.selectFrom('lottery_tickets').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
const count = async (table: 'lottery_orders' | 'lottery_tickets' | 'ledger_transactions' | 'bets') =>
  Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n);

/** Each player bets the default content on the next draw, which is then drawn: answers its round id. */
async function betAndDraw(players: { id: string; token: string }[]): Promise<string> {
  const s = slotAt(now + 60_000);
  now = s.openAt + 1_000;
  for (const p of players)
    expect(
      (await bet(p.token, { prizeMode: 'LOTT', contents: [content({ numero: [{ numero: s.drawNo, multiple: 1 }] })] })).status,
    ).toBe(200);
  now = s.drawAt + 1_000;
  await drawDue(t.db, beacons, now);
  return (await ticketsOf(players[0]!.id))[0]!.round_id;
}

describe('draws: committed ahead, derived from seed and beacon only', () => {
  it('commits the next draws of every game with commit = SHA-256(seed), once', async () => {
    const rows = await t.db
      .selectFrom('lottery_rounds')
      .select(['draw_no', 'seed', 'commit', 'beacon_round', 'close_at'])
      .where('merchant_id', '=', acme.id)
      .execute();
    expect(rows).toHaveLength(5 * COMMIT_AHEAD);
    for (const r of rows) {
      expect(r.commit).toBe(createHash('sha256').update(r.seed).digest('hex'));
      expect(BigInt(r.beacon_round)).toBe(beaconRoundAfter(r.close_at.getTime()));
    }
    // A second instance (or the next tick) keeps every commitment.
    expect(await commitAhead(t.db, beacons, now)).toBe(0);
    const again = await t.db.selectFrom('lottery_rounds').select('commit').where('merchant_id', '=', acme.id).execute();
    expect(again.map((r) => r.commit).sort()).toEqual(rows.map((r) => r.commit).sort());
  });

  it('near answers the draw on sale with its commitment, never its seed', async () => {
    const r = await t.call({ url: `${API.lottery.near}?gameId=SSC1` });
    expect(r.status).toBe(200);
    const near = nearAnswer.parse(r.body.value);
    expect(near.current!.numero).toBe(slot.drawNo);
    expect(near.current!.closeAt).toBe(new Date(slot.closeAt).toISOString());
    expect(near.upcoming[0]).toBe(slot.drawNo);
    expect(near.upcoming).toHaveLength(COMMIT_AHEAD);
    expect(JSON.stringify(r.body)).not.toMatch(/seed/);
    const proof = await t.call({ url: `/lotto/lgw/draws/SSC1/${slot.drawNo}/proof` });
    expect([proof.status, proof.body.code]).toEqual([404, 'not_found']);
    // Another merchant's game codes are its own draws.
    const other = nearAnswer.parse((await t.call({ url: `${API.lottery.near}?gameId=SSC1`, merchant: 'beta' })).body.value);
    expect(other.current!.commit).not.toBe(near.current!.commit);
  });

  it('no route, job or operator can change a committed seed or a drawn result', async () => {
    const id = (await t.db.selectFrom('lottery_rounds').select('id').where('merchant_id', '=', beta.id).executeTakeFirstOrThrow())
      .id;
    await expect(sql`UPDATE lottery_rounds SET seed = ${Buffer.alloc(32)} WHERE id = ${id}`.execute(t.db)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`UPDATE lottery_rounds SET commit = ${'0'.repeat(64)} WHERE id = ${id}`.execute(t.db)).rejects.toThrow(
      /immutable/,
    );
  });
});

describe('betting', () => {
  it('refuses bad bets with stable codes and writes nothing', async () => {
    const p = await player(1_000n);
    const before = await Promise.all([count('lottery_orders'), count('lottery_tickets'), count('ledger_transactions')]);
    const cases: [unknown, number, string][] = [
      [{ prizeMode: 'LOTT', contents: [content({ bets: 9 })] }, 400, 'lottery_count_mismatch'],
      [{ prizeMode: 'LOTT', contents: [content({ bettingContent: '0,0||||' })] }, 400, 'lottery_content_invalid'],
      [{ prizeMode: 'LOTT', contents: [content({ bettingContent: '||||' })] }, 400, 'lottery_content_invalid'],
      [{ prizeMode: 'LOTT', contents: [content({ playId: 'K3-SUM' })] }, 400, 'lottery_play_unavailable'],
      [{ prizeMode: 'ELOTT', contents: [content({})] }, 400, 'lottery_play_unavailable'],
      [{ prizeMode: 'LOTT', contents: [content({ gameId: 'NOPE' })] }, 404, 'not_found'],
      [{ prizeMode: 'LOTT', contents: [content({ prizeGroup: 1900 })] }, 400, 'prize_group_above_own'],
      [{ prizeMode: 'LOTT', contents: [content({ bettingContent: '1||||', unit: 'li' })] }, 400, 'lottery_unit_invalid'],
      [
        { prizeMode: 'LOTT', contents: [content({ numero: [{ numero: '20260101-0001', multiple: 1 }] })] },
        400,
        'lottery_draw_unknown',
      ],
      [
        { prizeMode: 'LOTT', contents: [content({ numero: [slot, slot].map((s) => ({ numero: s.drawNo, multiple: 1 })) })] },
        400,
        'lottery_chase_too_long',
      ],
      [
        { prizeMode: 'LOTT', contents: [content({ multiple: 0, numero: [{ numero: slot.drawNo, multiple: 0 }] })] },
        400,
        'validation_failed',
      ],
      // 10 bets × 2 yuan = 20.00 > 10.00
      [{ prizeMode: 'LOTT', contents: [content({})] }, 409, 'insufficient_funds'],
    ];
    for (const [body, status, code] of cases) {
      const r = await bet(p.token, body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    // A chase may name committed draws after the one on sale, but a single bet on a later draw is not on sale.
    const later = await bet(p.token, {
      prizeMode: 'LOTT',
      contents: [content({ numero: [{ numero: nextSlot.drawNo, multiple: 1 }] })],
    });
    expect(later.body.code).toBe('lottery_draw_unknown');
    expect(await Promise.all([count('lottery_orders'), count('lottery_tickets'), count('ledger_transactions')])).toEqual(before);
    expect(await mainBalance(p.id)).toBe(1_000n);
  });

  it('refuses a bet after sales close', async () => {
    const p = await player();
    now = slot.closeAt;
    try {
      const r = await bet(p.token, { prizeMode: 'LOTT', contents: [content({})] });
      expect([r.status, r.body.code]).toEqual([409, 'lottery_sales_closed']);
    } finally {
      now = Date.UTC(2026, 10, 25, 12, 0, 20);
    }
  });

  it('needs a signed-in real account', async () => {
    const r = await bet('', { prizeMode: 'LOTT', contents: [content({})] });
    expect(r.status).toBe(401);
  });
});

describe('settlement', () => {
  it('LOTT: a win pays G × N / (1000 × k), the rebate (own − bet)/20 %, through the ledger', async () => {
    const p = await player();
    await setMemberGroup(t.db, acme.id, p.id, 1900);
    const result = await futureResult(t.db, acme.id, 'SSC1', slot.drawNo);
    // Fixed position, every digit on the first position: always exactly one hit; and a 3-star direct that wins.
    const back3 = `${result[2]}|${result[3]}|${result[4]}`;
    const r = await bet(p.token, {
      prizeMode: 'LOTT',
      contents: [
        content({ prizeGroup: 1800, bets: 10 }),
        content({ playId: 'SSC-B3-DIRECT', bettingContent: back3, unit: 'jiao', numero: [{ numero: slot.drawNo, multiple: 3 }] }),
      ],
    });
    expect(r.status).toBe(200);
    // 10 × 2.00 + 1 × 0.20 × 3 = 20.60
    expect(r.body.value.balance).toBe(String(1_000_000n - 2_060n));
    expect(await mainBalance(p.id)).toBe(1_000_000n - 2_060n);

    // ZY and ELOTT on the same draw, by another player.
    const q = await player();
    const zy = await bet(q.token, { prizeMode: 'ZY', contents: [content({ bettingContent: '||||0,1,2,3,4,5,6,7,8,9' })] });
    const elott = await bet(q.token, {
      prizeMode: 'ELOTT',
      contents: [content({ playId: 'SSC-TWOSIDES-POSITION', bettingContent: 'big,small||||' })],
    });
    expect([zy.status, elott.status]).toEqual([200, 200]);

    now = slot.drawAt + 1000;
    await drawAndSettle(t.db, beacons, now);
    // ZY: the fair prize (10 × 2.00 per hit = 20.00), scaled by the ten-thousands digit (6: 75 %, 9: 90 %).
    // ELOTT: one of big/small always hits position 1: 2.00 × 1.98.
    const zyWin = zyPrizeMinor([{ outcomes: 10, covered: 1, count: 1 }], 'yuan', 1, result[0]!);
    expect(zyWin).toBe(result[0] === 6 ? 1_500n : result[0] === 9 ? 1_800n : 2_000n);
    expect((await ticketsOf(q.id)).map((x) => [x.status, x.win])).toEqual([
      ['won', String(zyWin)],
      ['won', '396'],
    ]);
    const tickets = await ticketsOf(p.id);
    expect(tickets.map((x) => x.status)).toEqual(['won', 'won']);
    const fixedWin = hitsPrizeMinor(1800, [{ outcomes: 10, covered: 1, count: 1 }], 'yuan', 1);
    expect(fixedWin).toBe(1_800n); // 18.00 per 2-yuan bet at 1800
    expect(BigInt(tickets[0]!.win)).toBe(fixedWin);
    expect(BigInt(tickets[0]!.rebate)).toBe(rebateMinor(2_000n, 1900, 1800)); // 5 % of 20.00
    expect(BigInt(tickets[0]!.rebate)).toBe(100n);
    // round.settled carries the rebate (the agent reports' rollups read it); none when there is none.
    const settledEvents = await sql<{ payload: { rebate?: string } }>`
      SELECT payload FROM domain_events WHERE type = 'round.settled' AND member_id = ${p.id} ORDER BY id`.execute(t.db);
    expect(settledEvents.rows.map((e) => e.payload.rebate ?? null)).toEqual(['100', null]);
    expect(BigInt(tickets[1]!.win)).toBe(57_000n); // own group 1900: 1900 per 2 yuan × 0.1 (jiao) × 3 = 570.00
    expect(await mainBalance(p.id)).toBe(1_000_000n - 2_060n + 1_800n + 100n + 57_000n);
    // The betting record and the ledger agree.
    const records = await t.db
      .selectFrom('bets')
      .select(['status', 'win', 'stake'])
      .where('member_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { status: 'settled', win: '1800', stake: '2000' },
      { status: 'settled', win: '57000', stake: '60' },
    ]);
    const audit = await ledgerAudit(t.db);
    expect([audit.sum, audit.brokenAccounts]).toEqual([0n, []]);
  });

  it('publishes a proof that recomputes to the stored result', async () => {
    const r = await t.call({ url: `/lotto/lgw/draws/SSC1/${slot.drawNo}/proof` });
    expect(r.status).toBe(200);
    const proof = proofAnswer.parse(r.body.value);
    const seed = hexToBytes(proof.seed);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(proof.commit);
    expect(
      await deriveResult('SSC', { seed, gameCode: 'SSC1', drawNo: proof.drawNo, beaconRandomness: proof.beaconRandomness }),
    ).toEqual(proof.result);
    expect(proof.beaconVerifiable).toBe(true);
    expect(proof.beaconSource).toBe('drand:test');
    // Number openings answer the engine's real draws.
    const open = await t.call({ url: `${API.games.lottoDraws}?gameCode=SSC1` });
    expect(open.body.value[0]).toMatchObject({
      gameCode: 'SSC1',
      drawNo: slot.drawNo,
      sample: false,
      numbers: proof.result.map(String),
    });
  });

  it('a member sees only their own orders', async () => {
    const p = await player();
    const q = await t.call({ url: API.lottery.orders, token: p.token });
    expect(ordersAnswer.parse(q.body.value).content).toEqual([]);
  });
});

describe('chase, win-stop and cancel', () => {
  it('a chase with win-stop cancels and refunds the draws after a win', async () => {
    now = nextSlot.openAt + 5_000;
    const p = await player();
    const after = slotAt(nextSlot.drawAt);
    const r = await bet(p.token, {
      prizeMode: 'LOTT',
      contents: [
        content({
          winStop: true,
          numero: [nextSlot, after, slotAt(after.drawAt)].map((s) => ({ numero: s.drawNo, multiple: 2 })),
        }),
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.value.orders[0].stake).toBe('12000'); // 3 draws × 10 bets × 2.00 × 2
    now = nextSlot.drawAt + 1000;
    await drawAndSettle(t.db, beacons, now);
    const tickets = await ticketsOf(p.id);
    expect(tickets.map((x) => [x.status, x.refund])).toEqual([
      ['won', '0'],
      ['chase_cancelled', '4000'],
      ['chase_cancelled', '4000'],
    ]);
    expect(await mainBalance(p.id)).toBe(1_000_000n - 12_000n + 8_000n + 3_600n);
  });

  it('the player cancels a chase from its last draw backwards, before sales close', async () => {
    const p = await player();
    const s1 = slotAt(now);
    const draws = [s1, slotAt(s1.drawAt), slotAt(slotAt(s1.drawAt).drawAt)];
    const r = await bet(p.token, {
      prizeMode: 'LOTT',
      contents: [content({ numero: draws.map((s) => ({ numero: s.drawNo, multiple: 1 })) })],
    });
    expect(r.status).toBe(200);
    const [first, second, third] = await ticketsOf(p.id);
    const cancel = (id: string, token = p.token) =>
      t.call({ method: 'POST', url: API.lottery.cancel.replace(':ticketId', id), token });
    expect((await cancel(second!.id)).body.code).toBe('lottery_cancel_not_last');
    const other = await player();
    expect((await cancel(third!.id, other.token)).body.code).toBe('not_found');
    const ok = await cancel(third!.id);
    expect([ok.status, ok.body.value.refund]).toEqual([200, '2000']);
    expect((await cancel(third!.id)).body.code).toBe('invalid_state');
    expect((await cancel(second!.id)).status).toBe(200);
    now = s1.closeAt;
    expect((await cancel(first!.id)).body.code).toBe('lottery_sales_closed');
    expect(await mainBalance(p.id)).toBe(1_000_000n - 6_000n + 4_000n);
    const list = ordersAnswer.parse((await t.call({ url: API.lottery.orders, token: p.token })).body.value);
    expect(list.content.map((x) => x.status).sort()).toEqual(['cancelled', 'cancelled', 'pending']);
  });
});

describe('void, crash resume and limits', () => {
  it('a beacon that never answers voids the draw after the published wait and refunds every bet', async () => {
    const p = await player();
    const s = slotAt(now + 60_000);
    now = s.openAt + 1_000;
    expect(
      (await bet(p.token, { prizeMode: 'LOTT', contents: [content({ numero: [{ numero: s.drawNo, multiple: 1 }] })] })).status,
    ).toBe(200);
    const round = await t.db
      .selectFrom('lottery_rounds as r')
      .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
      .select(['r.id', 'r.beacon_round'])
      .where('g.merchant_id', '=', acme.id)
      .where('g.code', '=', 'SSC1')
      .where('r.draw_no', '=', s.drawNo)
      .executeTakeFirstOrThrow();
    const silent = recordedBeacons(new Set([BigInt(round.beacon_round)]));
    const waiting = await drawDue(t.db, silent, s.drawAt + 1_000);
    expect(waiting.find((d) => d.id === round.id)?.status).toBe('waiting');
    now = s.drawAt + BEACON_WAIT_MS;
    await drawAndSettle(t.db, silent, now);
    const [ticket] = await ticketsOf(p.id);
    expect([ticket!.status, ticket!.refund]).toEqual(['void', '2000']);
    expect(await mainBalance(p.id)).toBe(1_000_000n);
  });

  it('a crash in the middle of settlement resumes with nothing paid twice or missed', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => player()));
    const id = await betAndDraw(players);
    await expect(settleRound(t.db, id, now, { batch: 2, crashAfter: 3, workers: 1 })).rejects.toThrow(/crash/);
    const settledAfterCrash = await t.db
      .selectFrom('lottery_tickets')
      .select('id')
      .where('round_id', '=', id)
      .where('status', '<>', 'pending')
      .execute();
    expect(settledAfterCrash).toHaveLength(2);
    expect(await settleRound(t.db, id, now)).toBe(5);
    expect(await settleRound(t.db, id, now)).toBe(0);
    for (const p of players) expect(await mainBalance(p.id)).toBe(1_000_000n - 2_000n + 1_800n);
    const settles = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM ledger_transactions WHERE idempotency_key LIKE 'round:LOTT:%:settle'
        AND reference IN (SELECT 'round:LOTT:' || id FROM lottery_tickets WHERE round_id = ${id})`.execute(t.db);
    expect(settles.rows[0]!.n).toBe('7');
    const audit = await ledgerAudit(t.db);
    expect([audit.sum, audit.brokenAccounts]).toEqual([0n, []]);
  });

  it('two settlers of a draw at once (two instances) settle each ticket once', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => player()));
    const id = await betAndDraw(players);
    const counts = await Promise.all([settleRound(t.db, id, now, { batch: 3 }), settleRound(t.db, id, now, { batch: 3 })]);
    expect(counts[0]! + counts[1]! + (await settleRound(t.db, id, now))).toBe(20);
    for (const p of players) expect(await mainBalance(p.id)).toBe(1_000_000n - 2_000n + 1_800n);
    const audit = await ledgerAudit(t.db);
    expect([audit.sum, audit.brokenAccounts]).toEqual([0n, []]);
  });

  it("a settler and the member's own money move at once both commit: events' member locks come after the ledger's", async () => {
    const p = await player();
    const id = await betAndDraw([p]);
    const wallet = await accountFor(t.db, acme.id, 'member', p.id);
    const clearing = await accountFor(t.db, acme.id, 'payment_clearing');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    // The member's own move (a bet elsewhere, say): its ledger row locked, its event still to come.
    const own = t.db.transaction().execute(async (trx) => {
      await post(trx, {
        merchantId: acme.id,
        type: 'adjustment',
        reference: `own:${p.id}`,
        idempotencyKey: `own:${p.id}`,
        postings: [
          { accountId: wallet.id, amount: -100n },
          { accountId: clearing.id, amount: 100n },
        ],
      });
      await released;
      await emit(trx, {
        type: 'member.signed_in',
        payload: { merchantId: acme.id, memberId: p.id, method: 'password', ip: '10.0.0.1' },
      });
    });
    const settling = settleRound(t.db, id, now, { workers: 1 });
    // The settler reaches the member's account and waits for it.
    for (let i = 0; i < 100; i++) {
      const waiting = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%ledger%'`.execute(t.db);
      if (waiting.rows[0]!.n !== '0') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    release();
    const [ownDone, settled] = await Promise.allSettled([own, settling]);
    expect([ownDone.status, settled.status]).toEqual(['fulfilled', 'fulfilled']);
    expect(await mainBalance(p.id)).toBe(1_000_000n - 2_000n + 1_800n - 100n);
  });

  it("lost stakes move to the house together, and each member's losses are one event once the draw is settled", async () => {
    const s = slotAt(now + 60_000);
    now = s.openAt + 1_000;
    const first = (await futureResult(t.db, acme.id, 'SSC1', s.drawNo))[0]!;
    const losing = `${(first + 1) % 10}||||`;
    const [a, b, w] = await Promise.all([player(), player(), player()]);
    const pick = (bettingContent: string) => content({ bettingContent, numero: [{ numero: s.drawNo, multiple: 1 }] });
    for (const p of [a!, b!])
      expect((await bet(p.token, { prizeMode: 'LOTT', contents: [pick(losing), pick(losing)] })).status).toBe(200);
    expect((await bet(w!.token, { prizeMode: 'LOTT', contents: [pick(`${first}||||`), pick(losing)] })).status).toBe(200);
    now = s.drawAt + 1_000;
    await drawDue(t.db, beacons, now);
    const id = (await ticketsOf(a!.id))[0]!.round_id;
    expect(await settleRound(t.db, id, now, { batch: 4, workers: 1 })).toBe(6);
    expect(await settleRound(t.db, id, now)).toBe(0);

    // Five lost tickets of 2.00 and the winner's stake: the house keeps all six stakes, moved in
    // batch transactions keyed by the draw; only the win moves per ticket.
    const kept = await sql<{ n: string; total: string }>`
      SELECT count(DISTINCT t.id)::text AS n, coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS total
        FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
       WHERE t.idempotency_key LIKE ${`lottery:kept:${id}:%`}`.execute(t.db);
    expect(Number(kept.rows[0]!.n)).toBeGreaterThanOrEqual(1);
    expect(kept.rows[0]!.total).toBe('1200');
    const settles = await sql<{ reference: string }>`
      SELECT reference FROM ledger_transactions WHERE idempotency_key LIKE 'round:LOTT:%:settle'
        AND reference IN (SELECT 'round:LOTT:' || id FROM lottery_tickets WHERE round_id = ${id})`.execute(t.db);
    expect(settles.rows).toHaveLength(1);
    for (const p of [a!, b!]) expect(await mainBalance(p.id)).toBe(1_000_000n - 400n);
    expect(await mainBalance(w!.id)).toBe(1_000_000n - 400n + 1_800n);

    const events = await sql<{ type: string; member_id: string; payload: Record<string, unknown> }>`
      SELECT type, member_id::text, payload FROM domain_events
       WHERE member_id IN (${a!.id}, ${b!.id}, ${w!.id}) AND type IN ('lottery.tickets_lost', 'round.settled')
       ORDER BY id`.execute(t.db);
    const of = (m: string) =>
      events.rows.filter((e) => e.member_id === m).map((e) => [e.type, e.payload.tickets ?? null, e.payload.stake]);
    expect(of(a!.id)).toEqual([['lottery.tickets_lost', 2, '400']]);
    expect(of(b!.id)).toEqual([['lottery.tickets_lost', 2, '400']]);
    expect(of(w!.id)).toEqual([
      ['round.settled', null, '200'],
      ['lottery.tickets_lost', 1, '200'],
    ]);
    expect(events.rows.find((e) => e.member_id === a!.id)!.payload).toMatchObject({
      drawId: id,
      gameCode: 'SSC1',
      vendor: 'LOTT',
    });

    // The winner's records: both tickets in the betting record, the bet and the win in the account record.
    const bets = betRecordsAnswer.parse((await t.call({ url: API.records.bets, token: w!.token })).body.value);
    expect(bets.content.map((b) => [b.vendor, b.gameCode, b.status, b.stake, b.win]).sort()).toEqual([
      ['LOTT', 'SSC1', 'settled', '200', '0'],
      ['LOTT', 'SSC1', 'settled', '200', '1800'],
    ]);
    const moves = transactionRecordsAnswer.parse((await t.call({ url: API.records.transactions, token: w!.token })).body.value);
    const won = (await ticketsOf(w!.id)).find((x) => x.status === 'won')!;
    expect(moves.content.filter((m) => m.type !== 'deposit').map((m) => [m.type, m.amount, m.reference])).toEqual([
      ['payout', '1800', `round:LOTT:${won.id}`],
      ['bet', '-400', `lottery:${w!.id}`],
    ]);
    const audit = await ledgerAudit(t.db);
    expect([audit.sum, audit.brokenAccounts]).toEqual([0n, []]);
  });

  it('limits per play: stake, multiple, chase length, coverage and stake per member per draw (under parallel bets)', async () => {
    const s = slotAt(now + 60_000);
    now = s.openAt + 1_000;
    await t.db
      .insertInto('lottery_limits')
      .values([
        { merchant_id: acme.id, play_id: '*', max_multiple: 50, max_chase_draws: 2, max_member_draw: '5000' },
        { merchant_id: acme.id, play_id: 'SSC-FIXED-DIGIT', min_stake: '200', max_stake: '4000' },
        { merchant_id: acme.id, play_id: 'SSC-F2-DIRECT', max_cover_percent: 80 },
      ])
      .execute();
    const p = await player();
    const on = (multiple: number) => [{ numero: s.drawNo, multiple }];
    const code = async (c: Record<string, unknown>) =>
      (await bet(p.token, { prizeMode: 'LOTT', contents: [content(c)] })).body.code;
    expect(await code({ numero: on(51) })).toBe('lottery_multiple_above_max');
    expect(await code({ numero: on(3) })).toBe('lottery_stake_above_max'); // 60.00 > 40.00
    expect(await code({ bettingContent: '1||||', unit: 'jiao', numero: on(1) })).toBe('lottery_stake_below_min'); // 0.20 < 2.00
    const three = [s, slotAt(s.drawAt), slotAt(slotAt(s.drawAt).drawAt)].map((x) => ({ numero: x.drawNo, multiple: 1 }));
    expect(await code({ numero: three })).toBe('lottery_chase_too_long');
    const all = '0,1,2,3,4,5,6,7,8,9';
    expect(await code({ playId: 'SSC-F2-DIRECT', bettingContent: `${all}|${all}`, unit: 'fen' })).toBe('lottery_cover_limit');
    // Two bets of 30.00 at once: each alone is within 50.00 per member and draw, together they are not.
    const both = await Promise.all(
      [1, 2].map(() =>
        bet(p.token, {
          prizeMode: 'LOTT',
          contents: [content({ bettingContent: '0,1,2,3,4,5,6,7,8,9|0,1,2,3,4|||', numero: on(1) })],
        }),
      ),
    );
    expect(both.map((r) => r.body.code ?? 'ok').sort()).toEqual(['lottery_member_draw_limit', 'ok']);
    await t.db.deleteFrom('lottery_limits').where('merchant_id', '=', acme.id).execute();
  });
});

describe('the drawer on several instances and after downtime', () => {
  it('two instances drawing at once draw every missed draw exactly once, by the committed rule', async () => {
    // Ten minutes with nobody drawing (a server down): every committed draw in between is due.
    now += 10 * 60_000;
    const [a, b] = await Promise.all([drawDue(t.db, beacons, now), drawDue(t.db, beacons, now)]);
    const drawnBy = [...a, ...b].filter((d) => d.status === 'drawn').map((d) => d.id);
    expect(new Set(drawnBy).size).toBe(drawnBy.length);
    const rows = await t.db
      .selectFrom('lottery_rounds as r')
      .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
      .select([
        'r.id',
        'r.status',
        'r.seed',
        'r.draw_no',
        'r.beacon_round',
        'r.beacon_randomness',
        'r.result',
        'g.code',
        'g.family',
      ])
      .where('r.draw_at', '<=', new Date(now))
      .execute();
    expect(drawnBy.length).toBeGreaterThan(10 * 5);
    expect(rows.every((r) => r.status !== 'open')).toBe(true);
    expect(rows.filter((r) => drawnBy.includes(r.id)).length).toBe(drawnBy.length);
    for (const r of rows.filter((x) => x.status === 'drawn')) {
      expect(r.beacon_randomness).toBe(beaconValue(BigInt(r.beacon_round)));
      const derived = await deriveResult(r.family, {
        seed: new Uint8Array(r.seed),
        gameCode: r.code,
        drawNo: r.draw_no,
        beaconRandomness: r.beacon_randomness!,
      });
      expect(r.result).toEqual(derived);
    }
    // And a drawn result cannot be rewritten.
    const drawn = rows.find((r) => r.status === 'drawn')!;
    await expect(sql`UPDATE lottery_rounds SET result = '{1,1,1,1,1}' WHERE id = ${drawn.id}`.execute(t.db)).rejects.toThrow(
      /immutable/,
    );
  });
});
