import { describe, expect, it } from 'vitest';
import { officialProductById, type OfficialDraw, type OfficialProductMenu } from '@playhouse/contract/lottery';
import { chosenSources, closesAt, drawLabel, saleOf, toggleSource } from './sale';
import { betsOf, contentOf, ticketSummary } from './ticket';

const draw = (
  source: string,
  kind: OfficialDraw['kind'],
  closeAt: string,
  state: OfficialDraw['state'] = 'open',
): OfficialDraw => ({
  drawNo: '20260114',
  source,
  sourceName: source,
  kind,
  closeAt,
  drawAt: closeAt,
  state,
});
const menu = (productId: string, pricing: OfficialProductMenu['pricing']): OfficialProductMenu => ({
  productId,
  menu: 'lo',
  space: 100,
  input: { digits: 2 },
  pricing,
  maxNumberDraw: null,
});
const now = Date.parse('2026-01-14T08:00:00Z');

describe('the draw on sale and its sources', () => {
  const stations = [
    draw('VL', 'VN_STATION', '2026-01-14T09:00:00Z'),
    draw('BD', 'VN_STATION', '2026-01-14T09:00:00Z'),
    draw('TV', 'VN_STATION', '2026-01-14T07:00:00Z'),
  ];

  it('sources past their close are not on sale; one source is preselected, several may be chosen', () => {
    const sale = saleOf(stations, now)!;
    expect(sale.draws.map((d) => d.source)).toEqual(['VL', 'BD']);
    expect(chosenSources(sale, [])).toEqual(['VL']);
    expect(chosenSources(sale, ['BD', 'TV', 'VL'])).toEqual(['BD', 'VL']);
    expect(toggleSource(['VL'], 'BD')).toEqual(['VL', 'BD']);
    expect(toggleSource(['VL'], 'VL')).toEqual(['VL']);
    expect(closesAt(sale, ['VL'])).toBe(Date.parse('2026-01-14T09:00:00Z'));
    expect(saleOf(stations, Date.parse('2026-01-14T10:00:00Z'))).toBeNull();
  });

  it('one source only where the draw has one', () => {
    const sale = saleOf([{ ...draw('MB', 'VN_MB', '2026-01-14T09:00:00Z'), drawNo: '20260114-0731' }], now)!;
    expect(chosenSources(sale, ['MB', 'XX'])).toEqual(['MB']);
    expect(drawLabel(sale.drawNo)).toBe('2026-01-14 #0731');
    expect(drawLabel('20260114')).toBe('2026-01-14');
  });
});

describe('the ticket summary', () => {
  it('bets are the product’s own count; the stake is bets × points × the price of each source', () => {
    const lo = officialProductById('VN-LO2')!;
    const m = menu('VN-LO2', [
      { context: 'MB', price: '2700', payout: { hit: '9900' } },
      { context: 'STATION', price: '1800', payout: { hit: '9900' } },
    ]);
    expect(contentOf(['07', '27'])).toBe('07,27');
    const s = ticketSummary(lo, m, ['07', '27'], 3, [draw('VL', 'VN_STATION', ''), draw('BD', 'VN_STATION', '')]);
    expect(s.bets).toBe(2);
    expect(s.perSource.map((p) => p.stake)).toEqual([10_800n, 10_800n]);
    expect(s.total).toBe(21_600n);
    expect(ticketSummary(lo, m, ['07'], 1, [draw('MB', 'VN_MB', '')]).total).toBe(2_700n);
  });

  it('xiên counts its combinations; too few numbers, no points or an unpriced source make no stake', () => {
    const xien = officialProductById('VN-XIEN3')!;
    expect(betsOf(xien, ['01', '02', '03', '04'])).toBe(4);
    expect(betsOf(xien, ['01', '02'])).toBe(0);
    const m = menu('VN-XIEN3', [{ context: 'MB', price: '100', payout: { hit: '1' } }]);
    expect(ticketSummary(xien, m, ['01', '02', '03'], 0, [draw('MB', 'VN_MB', '')]).total).toBeNull();
    expect(ticketSummary(xien, m, ['01', '02', '03'], 1, [draw('VL', 'VN_STATION', '')]).total).toBeNull();
  });

  it('a ticket past the most bets one source may hold says so (lô trượt 10 of 30 numbers is C(30, 10) bets)', () => {
    const truot = officialProductById('VN-TRUOT10')!;
    const thirty = Array.from({ length: 30 }, (_, i) => String(i).padStart(2, '0'));
    const m = menu('VN-TRUOT10', [{ context: 'MB', price: '100', payout: { hit: '1' } }]);
    const s = ticketSummary(truot, m, thirty, 1, [draw('MB', 'VN_MB', '')]);
    expect(s.bets).toBe(30_045_015);
    expect(s.tooMany).toBe(true);
    expect(ticketSummary(truot, m, thirty.slice(0, 10), 1, [draw('MB', 'VN_MB', '')]).tooMany).toBe(false);
  });

  it('4D: a box counts its arrangements, a roll ten numbers; each operator at its own price', () => {
    expect(betsOf(officialProductById('4D-BIG-BOX')!, ['1123'])).toBe(12);
    expect(betsOf(officialProductById('4D-BIG')!, ['R234', '1111'])).toBe(11);
    expect(betsOf(officialProductById('4D-BIG')!, ['R234', '1234'])).toBe(0);
    const m = menu('4D-BIG', [
      { context: 'MAGNUM', price: '100', payout: {} },
      { context: 'SG', price: '150', payout: {} },
    ]);
    const s = ticketSummary(officialProductById('4D-BIG')!, m, ['1234'], 2, [draw('MAGNUM', '4D', ''), draw('SG', '4D', '')]);
    expect(s.perSource.map((p) => p.stake)).toEqual([200n, 300n]);
    expect(s.total).toBe(500n);
  });
});
