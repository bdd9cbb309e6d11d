import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { MB_2026_01_14 } from '@playhouse/contract/lottery';
import { ledgerAudit, move } from '../../../test/helpers/ledger.js';
import {
  betsOfOrder,
  mainBalance,
  officialPlatform,
  officialPlayer,
  openDraws,
  placeTicket,
  publish,
  voidDraw,
  type OfficialPlayer,
} from '../../../test/helpers/official.js';
import { accountFor, systemBalance } from '../ledger/index.js';
import { settleOfficialBacklog, settleOfficialDraw } from './index.js';

// A corrected result (a higher version) re-settles every affected bet once: the new win is paid,
// the old one taken back (at most what the member holds; the rest is `unrecovered`), the betting
// record follows, and no run, repeated or concurrent, pays anything twice. A void refunds.
const { t, acme, closeAt } = await officialPlatform();
const later = closeAt + 3_600_000;
const drawId = (await openDraws(t.db, acme.id, 'VN_MB', '20260114', ['MB'], closeAt)).MB!;

// v2: the special prize read 02899 rather than 02817 (đề 99; 17 stays once, as the first prize's
// end; 99 now comes twice with the seventh prize). v3 puts the published result back.
const V2 = { ...MB_2026_01_14, special: ['02899'] };
const FUND = 100_000_000n;
const ticket = (p: OfficialPlayer, productId: string, content: string) =>
  placeTicket(t, p, { gameCode: 'VN_MB', drawNo: '20260114', sources: ['MB'], productId, content, points: 1 });

const players: Record<'lo' | 'de' | 'late' | 'poor', { p: OfficialPlayer; orderId: string; betId: string }> = {} as never;
const events = async (type: string, memberId: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*)::text AS n FROM domain_events WHERE type = ${type} AND member_id = ${memberId}`.execute(t.db)
    ).rows[0]!.n,
  );
const keyCount = async (prefix: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*)::text AS n FROM ledger_transactions WHERE idempotency_key LIKE ${prefix + '%'}`.execute(t.db)
    ).rows[0]!.n,
  );

describe('official re-settlement on a corrected result', () => {
  it('settles v1 once, however often and concurrently it runs', async () => {
    const cases = { lo: ['VN-LO2', '17'], de: ['VN-DE', '17'], late: ['VN-DE', '99'], poor: ['VN-DE', '17'] } as const;
    for (const [name, [productId, content]] of Object.entries(cases)) {
      const p = await officialPlayer(t, acme.id, name === 'poor' ? 100_000n : FUND);
      const r = await ticket(p, productId, content);
      expect(r.status).toBe(200);
      const betId = (await betsOfOrder(t.db, r.body.value.orderId)).MB!.id;
      players[name as keyof typeof players] = { p, orderId: r.body.value.orderId, betId };
    }
    expect(await publish(t.db, drawId, MB_2026_01_14)).toBe(1);
    const runs = await Promise.all([
      settleOfficialDraw(t.db, drawId, later, { batch: 1 }),
      settleOfficialDraw(t.db, drawId, later, { batch: 1 }),
    ]);
    expect(runs[0]! + runs[1]!).toBe(4);
    expect(await settleOfficialDraw(t.db, drawId, later)).toBe(0);
    // Lô 17 twice: 2 × 80,000 đ; đề 17: 90,000 đ.
    expect(await mainBalance(t.db, acme.id, players.lo.p.id)).toBe(FUND - 2_300_000n + 16_000_000n);
    expect(await mainBalance(t.db, acme.id, players.de.p.id)).toBe(FUND - 100_000n + 9_000_000n);
    expect(await mainBalance(t.db, acme.id, players.late.p.id)).toBe(FUND - 100_000n);
    expect(await mainBalance(t.db, acme.id, players.poor.p.id)).toBe(9_000_000n);
    const draw = await t.db
      .selectFrom('official_draws')
      .select(['settled_version'])
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow();
    expect(draw.settled_version).toBe(1);
  });

  it('re-settles on v2: pays the new win, takes the old back, at most what the member holds', async () => {
    // The poor member spent all but 1,000,000 of the win before the correction.
    const wallet = (await accountFor(t.db, acme.id, 'member', players.poor.p.id)).id;
    const clearing = (await accountFor(t.db, acme.id, 'payment_clearing')).id;
    await move(t.db, acme.id, 'withdrawal', wallet, clearing, 8_000_000n);

    expect(await publish(t.db, drawId, V2)).toBe(2);
    await Promise.all([
      settleOfficialDraw(t.db, drawId, later + 1, { batch: 1 }),
      settleOfficialDraw(t.db, drawId, later + 1, { batch: 2 }),
      settleOfficialBacklog(t.db, later + 1),
    ]);
    expect(await settleOfficialDraw(t.db, drawId, later + 1)).toBe(0);

    const bet = async (k: keyof typeof players) => (await betsOfOrder(t.db, players[k].orderId)).MB!;
    // Lô 17 now once: 80,000 đ paid, 160,000 đ taken back.
    expect(await bet('lo')).toMatchObject({ status: 'won', win: '8000000', settled_version: 2, unrecovered: '0' });
    expect(await mainBalance(t.db, acme.id, players.lo.p.id)).toBe(FUND - 2_300_000n + 8_000_000n);
    expect(await bet('de')).toMatchObject({ status: 'lost', win: '0', settled_version: 2 });
    expect(await mainBalance(t.db, acme.id, players.de.p.id)).toBe(FUND - 100_000n);
    expect(await bet('late')).toMatchObject({ status: 'won', win: '9000000', settled_version: 2 });
    expect(await mainBalance(t.db, acme.id, players.late.p.id)).toBe(FUND - 100_000n + 9_000_000n);
    // 9,000,000 owed, 1,000,000 held: all of it taken, 8,000,000 unrecovered.
    expect(await bet('poor')).toMatchObject({ status: 'lost', win: '0', unrecovered: '8000000' });
    expect(await mainBalance(t.db, acme.id, players.poor.p.id)).toBe(0n);

    // Each step once: the v1 and v2 wins, the v1 take-backs.
    expect(await keyCount(`official:${players.lo.betId}:`)).toBe(4); // stake, v1 win, v2 win, v1 reverse
    expect(await keyCount(`official:${players.late.betId}:`)).toBe(2); // stake, v2 win
    expect(await systemBalance(t.db, acme.id, 'lottery_pending')).toBe(0n);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('shows the player both movements in the account record and the new win in the betting record', async () => {
    const p = players.lo.p;
    const r = await t.call({ url: `${API.records.transactions}?vendor=TCG_LOTTO_VN`, token: p.token });
    expect(r.status).toBe(200);
    const rows = (r.body.value.content as { type: string; amount: string; reference: string }[]).map((x) => [x.type, x.amount]);
    expect(rows).toEqual([
      ['adjustment', '-16000000'],
      ['payout', '8000000'],
      ['payout', '16000000'],
      ['bet', '-2300000'],
    ]);
    const b = await t.call({ url: `${API.records.bets}?vendor=TCG_LOTTO_VN`, token: p.token });
    expect(b.body.value.content).toEqual([
      expect.objectContaining({
        roundId: players.lo.betId,
        stake: '2300000',
        win: '8000000',
        status: 'settled',
        gameType: 'LOTT',
      }),
    ]);
  });

  it('emits round.settled on the first settlement only and one correction event per changed bet', async () => {
    expect(await events('round.settled', players.lo.p.id)).toBe(1);
    expect(await events('lottery.bet_corrected', players.lo.p.id)).toBe(1);
    expect(await events('lottery.tickets_lost', players.late.p.id)).toBe(1);
    expect(await events('round.settled', players.late.p.id)).toBe(0);
    expect(await events('lottery.bet_corrected', players.late.p.id)).toBe(1);
  });

  it('recovers an unrecovered take-back from the next correction (v3 puts 17 back)', async () => {
    expect(await publish(t.db, drawId, MB_2026_01_14)).toBe(3);
    await settleOfficialDraw(t.db, drawId, later + 2);
    await settleOfficialDraw(t.db, drawId, later + 2);
    // Paid 9,000,000 (v3), then the 8,000,000 still owed taken back: the member holds the one win.
    expect(await betsOfOrder(t.db, players.poor.orderId)).toMatchObject({
      MB: { status: 'won', win: '9000000', unrecovered: '0', settled_version: 3 },
    });
    expect(await mainBalance(t.db, acme.id, players.poor.p.id)).toBe(1_000_000n);
    expect(await mainBalance(t.db, acme.id, players.lo.p.id)).toBe(FUND - 2_300_000n + 16_000_000n);
    expect(await mainBalance(t.db, acme.id, players.late.p.id)).toBe(FUND - 100_000n);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });
});

describe('a void draw', () => {
  it('refunds every bet in full, once', async () => {
    const { MB: voided } = await openDraws(t.db, acme.id, 'VN_MB', '20260115', ['MB'], closeAt);
    // A limit per number, so the tickets count in the draw's exposure (dropped once it is settled).
    await t.db
      .insertInto('official_pricing')
      .values({
        merchant_id: acme.id,
        product_id: 'VN-LO2',
        context: 'MB',
        price: '2300000',
        payout: JSON.stringify({ hit: '8000000' }),
        max_number_draw: '1000000000',
      })
      .execute();
    const exposure = () =>
      t.db.selectFrom('official_exposure').select(['number', 'stake']).where('draw_id', '=', voided!).orderBy('number').execute();
    const a = await officialPlayer(t, acme.id, FUND);
    const r1 = await placeTicket(t, a, {
      gameCode: 'VN_MB',
      drawNo: '20260115',
      sources: ['MB'],
      productId: 'VN-LO2',
      content: '01,02',
      points: 3,
    });
    const r2 = await placeTicket(t, a, {
      gameCode: 'VN_MB',
      drawNo: '20260115',
      sources: ['MB'],
      productId: 'VN-DE',
      content: '05',
      points: 1,
    });
    expect(await mainBalance(t.db, acme.id, a.id)).toBe(FUND - 13_800_000n - 100_000n);
    expect(await exposure()).toEqual([
      { number: '01', stake: '6900000' },
      { number: '02', stake: '6900000' },
    ]);
    await voidDraw(t.db, voided!);
    await Promise.all([settleOfficialDraw(t.db, voided!, later), settleOfficialBacklog(t.db, later)]);
    await settleOfficialDraw(t.db, voided!, later);
    expect(await betsOfOrder(t.db, r1.body.value.orderId)).toMatchObject({
      MB: { status: 'void', win: '0', refund: '13800000' },
    });
    expect(await betsOfOrder(t.db, r2.body.value.orderId)).toMatchObject({ MB: { status: 'void', refund: '100000' } });
    expect(await mainBalance(t.db, acme.id, a.id)).toBe(FUND);
    expect(await events('round.settled', a.id)).toBe(2);
    const draw = await t.db
      .selectFrom('official_draws')
      .select(['settled_at'])
      .where('id', '=', voided!)
      .executeTakeFirstOrThrow();
    expect(draw.settled_at).not.toBeNull();
    expect(await exposure()).toEqual([]);
    expect(await systemBalance(t.db, acme.id, 'lottery_pending')).toBe(0n);
  });
});
