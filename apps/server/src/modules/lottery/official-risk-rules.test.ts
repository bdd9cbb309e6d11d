import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { MAX_OFFICIAL_BETS, MB_2026_01_14, THAI_2021_03_01 } from '@playhouse/contract/lottery';
import {
  betsOfOrder,
  officialPlatform,
  officialPlayer,
  openDraws,
  placeTicket,
  publish,
  voidDraw,
} from '../../../test/helpers/official.js';
import { settleOfficialDraw } from './index.js';

// The rules that keep a draw's bets what they were bought as: lists only while it sells, each
// bet keeping the half-pay numbers it was placed under, no bet after a result or a void, caps.
const { t, acme, risk, now, closeAt } = await officialPlatform();
const FUND = 1_000_000_000n;
const restrict = (body: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: API.operator.lotteryRestrictions, merchant: null, headers: { 'x-operator-key': risk }, body });
const th = await openDraws(t.db, acme.id, 'TH_GOV', '20210301', ['TH'], closeAt);
const mb = await openDraws(t.db, acme.id, 'VN_MB', '20261201', ['MB'], closeAt);
const mbVoid = await openDraws(t.db, acme.id, 'VN_MB', '20261202', ['MB'], closeAt);
const thaiTicket = { gameCode: 'TH_GOV', drawNo: '20210301', sources: ['TH'], productId: 'TH-2TOP', content: '38', points: 1 };

describe('official risk rules', () => {
  it('a bet keeps the half-pay numbers it was placed under: a later list changes later bets only', async () => {
    const p = await officialPlayer(t, acme.id, FUND);
    const before = await placeTicket(t, p, thaiTicket);
    expect(
      (await restrict({ gameCode: 'TH_GOV', drawNo: '20210301', source: 'TH', productId: 'TH-2TOP', halfPay: ['38'] })).status,
    ).toBe(200);
    const after = await placeTicket(t, p, thaiTicket);
    await publish(t.db, th.TH!, THAI_2021_03_01);
    await settleOfficialDraw(t.db, th.TH!, closeAt + 3_600_000);
    const full = BigInt((await betsOfOrder(t.db, before.body.value.orderId)).TH!.win);
    const half = BigInt((await betsOfOrder(t.db, after.body.value.orderId)).TH!.win);
    expect(full).toBeGreaterThan(0n);
    expect(half * 2n).toBe(full);
  });

  it('refuses a list once the draw’s sales are closed', async () => {
    t.deps.clock = () => closeAt;
    const r = await restrict({ gameCode: 'VN_MB', drawNo: '20261201', source: 'MB', productId: 'VN-LO2', closed: ['27'] });
    expect([r.status, r.body.code]).toEqual([409, 'lottery_sales_closed']);
    t.deps.clock = () => now;
  });

  it('takes no bet on a draw with a result or a void, even within its sales time', async () => {
    const p = await officialPlayer(t, acme.id, FUND);
    await publish(t.db, mb.MB!, MB_2026_01_14);
    await voidDraw(t.db, mbVoid.MB!);
    for (const drawNo of ['20261201', '20261202']) {
      const r = await placeTicket(t, p, {
        gameCode: 'VN_MB',
        drawNo,
        sources: ['MB'],
        productId: 'VN-LO2',
        content: '27',
        points: 1,
      });
      expect([drawNo, r.status, r.body.code]).toEqual([drawNo, 409, 'lottery_sales_closed']);
    }
  });

  it('caps a ticket’s elementary bets per source', async () => {
    const p = await officialPlayer(t, acme.id, FUND);
    await openDraws(t.db, acme.id, 'VN_MB', '20261203', ['MB'], closeAt);
    // Lô trượt 10 of 40 numbers: C(40, 10) = 847,660,528 bets, past the cap.
    const numbers = Array.from({ length: 40 }, (_, i) => String(i).padStart(2, '0')).join(',');
    const r = await placeTicket(t, p, {
      gameCode: 'VN_MB',
      drawNo: '20261203',
      sources: ['MB'],
      productId: 'VN-TRUOT10',
      content: numbers,
      points: 1,
    });
    expect([r.status, r.body.code]).toEqual([400, 'lottery_cover_limit']);
    expect(MAX_OFFICIAL_BETS).toBe(100_000);
  });
});
