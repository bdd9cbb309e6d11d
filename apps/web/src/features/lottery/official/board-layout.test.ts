import { describe, expect, it } from 'vitest';
import { MB_2026_01_14, type OfficialResultRow } from '@playhouse/contract/lottery';
import { groupByDraw, laoReads, loEnding, loTable, rowMarks, stationTable, tierRows } from './board-layout';

const MB = MB_2026_01_14;
const station = (source: string, special: string): OfficialResultRow => ({
  drawNo: '20231201',
  source,
  sourceName: source,
  kind: 'VN_STATION',
  closeAt: '',
  drawAt: '',
  state: 'settled',
  result: {
    special: [special],
    first: ['11111'],
    second: ['22222'],
    third: ['33333', '33334'],
    fourth: ['44441', '44442', '44443', '44444', '44445', '44446', '44447'],
    fifth: ['5555'],
    sixth: ['6661', '6662', '6663'],
    seventh: ['777'],
    eighth: ['88'],
  },
  version: 1,
  origin: 'simulator',
  voidReason: null,
});

describe('the results boards', () => {
  it("the North's table: ĐB first, then G1 … G7, each with its numbers", () => {
    const rows = tierRows('VN_MB', MB);
    expect(rows.map((r) => r.tier)).toEqual(['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']);
    expect(rows[3]!.numbers).toHaveLength(6);
    expect(loEnding('02817')).toEqual(['028', '17']);
    expect(loEnding('15')).toEqual(['', '15']);
  });

  it('the lô tô table: 27 endings by head digit, repeats kept', () => {
    const table = loTable('VN_MB', MB);
    expect(table.flat()).toHaveLength(27);
    // Head 1: 17 (ĐB 02817), 17 (G1 24517), 15 (G2 74215), 15 (G7); head 5: 53 (G4 1753), 58 (G5 1358), 52 and 55 (G7).
    expect(table[1]).toEqual(['5', '5', '7', '7']);
    expect(table[5]).toEqual(['2', '3', '5', '8']);
  });

  it('stations side by side, from G8 up to ĐB', () => {
    const table = stationTable([station('VL', '123456'), station('BD', '654321')]);
    expect(table.rows[0]).toEqual({ tier: 'eighth', cells: [['88'], ['88']] });
    expect(table.rows.at(-1)).toEqual({ tier: 'special', cells: [['123456'], ['654321']] });
    expect(table.rows.map((r) => r.tier)).toHaveLength(9);
  });

  it('Thai and 4D tiers in prize order; Lao with its 4, 3 and 2 digit reads', () => {
    expect(
      tierRows('TH', { first: ['835538'], front3: ['290', '838'], back3: ['051', '865'], bottom2: ['24'] }).map((r) => r.tier),
    ).toEqual(['first', 'front3', 'back3', 'bottom2']);
    expect(tierRows('4D', {}).map((r) => r.tier)).toEqual(['first', 'second', 'third', 'special', 'consolation']);
    expect(laoReads({ number: ['842057'] })).toEqual({ number: '842057', four: '2057', top3: '057', top2: '57', bottom2: '20' });
  });

  it('rows of one draw day group together; marks for simulated, corrected, void and awaiting', () => {
    const a = station('VL', '123456');
    const b = { ...station('BD', '654321'), version: 2, origin: 'manual' as const };
    const c = { ...a, drawNo: '20231130', state: 'void' as const, result: null, voidReason: 'no result' };
    const groups = groupByDraw([a, b, c]);
    expect(groups.map((g) => [g.drawNo, g.rows.length])).toEqual([
      ['20231201', 2],
      ['20231130', 1],
    ]);
    expect(rowMarks(a)).toEqual({ simulated: true, corrected: false, void: false, awaiting: false });
    expect(rowMarks(b)).toMatchObject({ simulated: false, corrected: true });
    expect(rowMarks(c)).toMatchObject({ void: true, awaiting: false });
    expect(rowMarks({ ...a, result: null, state: 'awaiting' }).awaiting).toBe(true);
  });
});
