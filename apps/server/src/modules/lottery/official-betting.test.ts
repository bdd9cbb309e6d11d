import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { officialCapacityAnswer, officialMenuAnswer } from '@playhouse/contract/lottery';
import { MB_2026_01_14 } from '@playhouse/contract/lottery';
import {
  mainBalance,
  officialPlatform,
  officialPlayer,
  openDraws,
  placeTicket,
  publish,
  type OfficialPlayer,
  type Ticket,
} from '../../../test/helpers/official.js';

// Placing official tickets: what is refused (and then nothing is written), closed numbers, the
// limit per number under parallel bets with the capacity players see, and the public calls.
const { t, acme, risk, now, closeAt } = await officialPlatform();
const FUND = 1_000_000_000n;
const DAY = '20261201';

await openDraws(t.db, acme.id, 'VN_MB', DAY, ['MB'], closeAt);
await openDraws(t.db, acme.id, 'VN_MB', '20261202', ['MB'], closeAt + 86_400_000);
await openDraws(t.db, acme.id, 'VN_MN', DAY, ['HCM', 'DT', 'CM'], closeAt);
await openDraws(t.db, acme.id, 'SEA_4D', DAY, ['MAGNUM', 'SG'], closeAt);
await openDraws(t.db, acme.id, 'VN_FAST1', '20261201-0001', ['MB'], closeAt);
const past = await openDraws(t.db, acme.id, 'VN_MB', '20261130', ['MB'], now - 1_000, now - 500);

const mb = (over: Partial<Ticket> = {}): Ticket => ({
  gameCode: 'VN_MB',
  drawNo: DAY,
  sources: ['MB'],
  productId: 'VN-LO2',
  content: '14',
  points: 1,
  ...over,
});
const ops = (method: string, url: string, body: unknown, key = risk) =>
  t.call({ method: method as 'PUT', url, merchant: null, headers: { 'x-operator-key': key }, body });
const pricing = (productId: string, body: unknown) =>
  ops('PUT', API.operator.lotteryProductPricing.replace(':productId', productId), body);
const restrict = (body: unknown) => ops('PUT', API.operator.lotteryRestrictions, body);
const capacity = (q: Record<string, string>) => t.call({ url: `${API.official.capacity}?${new URLSearchParams(q)}` });
const counts = async () =>
  (
    await sql<{ o: string; b: string; l: string; h: string; e: string }>`
      SELECT (SELECT count(*) FROM official_orders)::text AS o, (SELECT count(*) FROM official_bets)::text AS b,
             (SELECT count(*) FROM ledger_transactions)::text AS l, (SELECT count(*) FROM bets)::text AS h,
             (SELECT coalesce(sum(stake), 0) FROM official_exposure)::text AS e`.execute(t.db)
  ).rows[0];
const codeOf = (r: { status: number; body: { code?: string } }) => [r.status, r.body.code ?? 'ok'];

describe('official betting: refusals write nothing', () => {
  it('refuses bad tickets with their 4xx code', async () => {
    const p = await officialPlayer(t, acme.id, FUND);
    const poor = await officialPlayer(t, acme.id, 1_000n);
    const before = await counts();
    const cases: [OfficialPlayer, Ticket | Record<string, unknown>, [number, string]][] = [
      [p, mb({ gameCode: 'NOPE' }), [404, 'not_found']],
      [p, mb({ productId: 'TH-3TOP', content: '123' }), [400, 'lottery_play_unavailable']],
      [p, mb({ productId: 'VN-NOPE' }), [400, 'lottery_play_unavailable']],
      [p, mb({ content: '7' }), [400, 'lottery_content_invalid']],
      [p, mb({ content: '14,14' }), [400, 'lottery_content_invalid']],
      [p, mb({ content: '14,15', bets: 3 }), [400, 'lottery_count_mismatch']],
      [p, mb({ gameCode: 'VN_MN', sources: ['HCM', 'HCM'] }), [400, 'lottery_source_invalid']],
      [p, mb({ gameCode: 'VN_MN', sources: ['HCM', 'VL'] }), [400, 'lottery_source_invalid']],
      [p, mb({ sources: ['TH'] }), [400, 'lottery_source_invalid']],
      [p, mb({ drawNo: '20261130' }), [409, 'lottery_sales_closed']],
      [p, mb({ drawNo: '20261203' }), [400, 'lottery_source_invalid']],
      [p, mb({ points: 0 }), [400, 'validation_failed']],
      [p, { ...mb(), content: undefined }, [400, 'validation_failed']],
      [poor, mb(), [409, 'insufficient_funds']],
    ];
    for (const [who, body, expected] of cases) {
      const r = await t.call({ method: 'POST', url: API.official.betting, token: who.token, body });
      expect([JSON.stringify(body), ...codeOf(r)]).toEqual([JSON.stringify(body), ...expected]);
    }
    expect(codeOf(await t.call({ method: 'POST', url: API.official.betting, body: mb() }))[0]).toBe(401);
    expect(await counts()).toEqual(before);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(FUND);
  });

  it('sells the VN products on the fast VN games and a ticket over several stations, one bet each', async () => {
    const p = await officialPlayer(t, acme.id, FUND);
    const fast = await placeTicket(
      t,
      p,
      mb({ gameCode: 'VN_FAST1', drawNo: '20261201-0001', productId: 'VN-DE', content: '27' }),
    );
    expect([fast.status, fast.body.value.stake]).toEqual([200, '100000']);
    const mn = await placeTicket(t, p, mb({ gameCode: 'VN_MN', sources: ['HCM', 'DT', 'CM'], content: '14,15', points: 2 }));
    // 2 numbers × 2 points × 15,300 đ per station, three stations.
    expect(mn.body.value).toMatchObject({ bets: 2, stake: String(3n * 6_120_000n) });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(FUND - 100_000n - 18_360_000n);
  });
});

describe('closed and half-pay numbers', () => {
  const body = { gameCode: 'VN_MB', drawNo: DAY, source: 'MB', productId: 'VN-LO2' };
  it('refuses lists that are not the product’s numbers, with every problem', async () => {
    const r = await restrict({ ...body, closed: ['7', '13'], halfPay: ['13'] });
    expect(codeOf(r)).toEqual([400, 'validation_failed']);
    expect(r.body.value.map((i: { params: { detail: string } }) => i.params.detail)).toEqual([
      'closed[0]: "7" is not a number of VN-LO2',
      '13 is both closed and half-pay',
    ]);
    expect(codeOf(await restrict({ ...body, productId: 'TH-3TOP', closed: ['123'] }))).toEqual([400, 'lottery_play_unavailable']);
    expect(codeOf(await t.call({ method: 'PUT', url: API.operator.lotteryRestrictions, body: { ...body, closed: [] } }))[0]).toBe(
      401,
    );
  });

  it('refuses a ticket betting on a closed number and shows the lists in the capacity answer', async () => {
    const r = await restrict({ ...body, closed: ['13'], halfPay: ['31'] });
    expect(r.status).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'lottery.restrictions.set')
      .execute();
    expect(audit).toEqual([{ action: 'lottery.restrictions.set', target_id: `VN_MB/${DAY}/MB/VN-LO2` }]);
    const p = await officialPlayer(t, acme.id, FUND);
    const refused = await placeTicket(t, p, mb({ content: '14,13' }));
    expect(codeOf(refused)).toEqual([400, 'lottery_number_closed']);
    expect(refused.body.value).toEqual({ source: 'MB', numbers: ['13'] });
    expect(codeOf(await placeTicket(t, p, mb({ content: '31' })))).toEqual([200, 'ok']);
    const cap = officialCapacityAnswer.parse((await capacity({ ...body })).body.value);
    expect(cap).toEqual({ limit: null, used: {}, closed: ['13'], halfPay: ['31'] });
  });
});

describe('the limit per number across all players', () => {
  it('is set with the product’s pricing, validated and audited', async () => {
    const de = { context: 'MB', price: '100000', payout: { hit: '9000000' }, maxNumberDraw: '500000' };
    expect(codeOf(await pricing('VN-DE', { ...de, context: 'STATION' }))).toEqual([200, 'ok']);
    expect(codeOf(await pricing('VN-DE', { ...de, context: 'MAGNUM' }))).toEqual([400, 'validation_failed']);
    expect(codeOf(await pricing('VN-DE', { ...de, context: '' }))).toEqual([400, 'validation_failed']);
    expect(codeOf(await pricing('VN-DE', { ...de, payout: { '1st': '9000000' } }))).toEqual([400, 'validation_failed']);
    expect(codeOf(await pricing('VN-DE', { ...de, payout: { hit: '-1' } }))).toEqual([400, 'validation_failed']);
    expect(codeOf(await pricing('VN-NOPE', de))).toEqual([404, 'not_found']);
    const r = await pricing('VN-DE', de);
    expect(r.body.value).toEqual({ productId: 'VN-DE', ...de });
    const big = {
      context: 'SG',
      price: '100',
      payout: { '1st': '1', '2nd': '1', '3rd': '1', special: '1', consolation: '1' },
      maxNumberDraw: null,
    };
    expect(codeOf(await pricing('4D-BIG', big))).toEqual([200, 'ok']);
    expect(codeOf(await pricing('4D-BIG', { ...big, payout: { '1st': '1' } }))).toEqual([400, 'validation_failed']);
    const menu = officialMenuAnswer.parse((await t.call({ url: `${API.official.menu}?gameCode=VN_MB` })).body.value);
    expect(menu.products.find((p) => p.productId === 'VN-DE')).toMatchObject({
      pricing: [{ context: 'MB', price: '100000', payout: { hit: '9000000' } }],
      maxNumberDraw: '500000',
    });
    const audit = await t.db.selectFrom('audit_log').select('target_id').where('action', '=', 'lottery.pricing.set').execute();
    expect(audit.map((a) => a.target_id)).toEqual(['VN-DE/STATION', 'VN-DE/MB', '4D-BIG/SG']);
  });

  it('lets parallel bets of many members fill a number exactly to its limit, never past it', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => officialPlayer(t, acme.id, FUND)));
    const before = await counts();
    const answers = await Promise.all(members.map((p) => placeTicket(t, p, mb({ productId: 'VN-DE', content: '42' }))));
    const codes = answers.map((r) => r.body.code ?? 'ok').sort();
    // 1 point of đề costs 1,000 đ (100,000 minor): five fit in 500,000.
    expect(codes).toEqual(['lottery_number_limit', 'lottery_number_limit', 'lottery_number_limit', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(answers.find((r) => r.body.code)!.body.value).toEqual({ source: 'MB', number: '42' });
    const after = await counts();
    expect(Number(after!.o) - Number(before!.o)).toBe(5);
    const cap = (await capacity({ gameCode: 'VN_MB', drawNo: DAY, source: 'MB', productId: 'VN-DE' })).body.value;
    expect(cap).toEqual({ limit: '500000', used: { '42': '500000' }, closed: [], halfPay: [] });
    // A refused ticket's other number was rolled back with it.
    const p = members[0]!;
    expect(codeOf(await placeTicket(t, p, mb({ productId: 'VN-DE', content: '43,42' })))).toEqual([400, 'lottery_number_limit']);
    const again = (await capacity({ gameCode: 'VN_MB', drawNo: DAY, source: 'MB', productId: 'VN-DE' })).body.value;
    expect(again.used).toEqual({ '42': '500000' });
  });

  it('counts a xiên number with every combination holding it', async () => {
    expect(
      codeOf(await pricing('VN-XIEN2', { context: 'MB', price: '100000', payout: { hit: '1700000' }, maxNumberDraw: '1000000' })),
    ).toEqual([200, 'ok']);
    const p = await officialPlayer(t, acme.id, FUND);
    expect(codeOf(await placeTicket(t, p, mb({ productId: 'VN-XIEN2', content: '11,12,13' })))).toEqual([200, 'ok']);
    const cap = (await capacity({ gameCode: 'VN_MB', drawNo: DAY, source: 'MB', productId: 'VN-XIEN2' })).body.value;
    expect(cap.used).toEqual({ '11': '200000', '12': '200000', '13': '200000' });
  });
});

describe('the player’s calls', () => {
  it('lists games by area and what is on sale, with the stations’ names', async () => {
    const sea = await t.call({ url: `${API.official.games}?area=SEA` });
    expect(sea.body.value.map((g: { gameCode: string }) => g.gameCode)).toEqual(['TH_GOV', 'LA_GOV', 'SEA_4D']);
    const draws = await t.call({ url: `${API.official.draws}?gameCode=VN_MN` });
    expect(draws.raw.headers['cache-control']).toContain('no-store');
    expect(
      draws.body.value.onSale.map((d: { source: string; sourceName: string; state: string }) => [
        d.source,
        d.sourceName,
        d.state,
      ]),
    ).toEqual([
      ['HCM', 'TP. Hồ Chí Minh', 'open'],
      ['DT', 'Đồng Tháp', 'open'],
      ['CM', 'Cà Mau', 'open'],
    ]);
    const mbDraws = await t.call({ url: `${API.official.draws}?gameCode=VN_MB` });
    expect(mbDraws.body.value.onSale).toEqual([
      expect.objectContaining({ drawNo: DAY, source: 'MB', sourceName: 'Miền Bắc', kind: 'VN_MB' }),
    ]);
    const fd = await t.call({ url: `${API.official.menu}?gameCode=SEA_4D` });
    expect(fd.body.value.products[0].pricing.map((p: { context: string }) => p.context)).toEqual([
      'MAGNUM',
      'TOTO',
      'DAMACAI',
      'SG',
    ]);
    const th = await t.call({ url: `${API.official.menu}?gameCode=TH_GOV` });
    expect(th.body.value.products[0]).toMatchObject({
      productId: 'TH-3TOP',
      input: { digits: 3 },
      pricing: [{ context: '', price: '100' }],
    });
  });

  it('shows a member their own bets only', async () => {
    const a = await officialPlayer(t, acme.id, FUND);
    const b = await officialPlayer(t, acme.id, FUND);
    await placeTicket(t, a, mb({ content: '21' }));
    await placeTicket(t, b, mb({ content: '22' }));
    const mine = await t.call({ url: API.official.orders, token: a.token });
    expect(mine.body.value.content).toEqual([
      expect.objectContaining({
        gameCode: 'VN_MB',
        drawNo: DAY,
        source: 'MB',
        content: '21',
        status: 'pending',
        resultVersion: 0,
      }),
    ]);
    expect((await t.call({ url: `${API.official.orders}?status=won`, token: a.token })).body.value.content).toEqual([]);
    expect((await t.call({ url: API.official.orders })).status).toBe(401);
  });

  it('answers the results board newest first, with version and origin', async () => {
    await publish(t.db, past.MB!, MB_2026_01_14);
    await t.db
      .insertInto('official_results')
      .values({
        merchant_id: acme.id,
        draw_id: past.MB!,
        result: JSON.stringify(MB_2026_01_14),
        origin: 'simulator',
        status: 'approved',
        version: 1,
      })
      .execute();
    const r = await t.call({ url: `${API.official.results}?gameCode=VN_MB` });
    expect(r.body.value.content).toEqual([
      expect.objectContaining({
        drawNo: '20261130',
        source: 'MB',
        state: 'settling',
        version: 1,
        origin: 'simulator',
        result: MB_2026_01_14,
      }),
    ]);
  });
});
