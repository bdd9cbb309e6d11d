import { describe, expect, it } from 'vitest';
import { DRAW_FORMATS, formatResult, isValidResult, pc28Sum } from './families.js';
import { drawAtInstant, drawByNumber, drawsPerDay, isOnSale, nextDraw, type DrawSchedule } from './schedule.js';

const UTC8 = 480;
const at = (iso: string) => Date.parse(iso);

describe('draw formats', () => {
  it('accepts the results each family can draw and refuses the rest', () => {
    expect(isValidResult('SSC', [0, 9, 9, 0, 5])).toBe(true);
    expect(isValidResult('SSC', [0, 9, 10, 0, 5])).toBe(false);
    expect(isValidResult('11X5', [3, 11, 1, 7, 5])).toBe(true);
    expect(isValidResult('11X5', [3, 11, 3, 7, 5])).toBe(false);
    expect(isValidResult('11X5', [0, 11, 1, 7, 5])).toBe(false);
    expect(isValidResult('K3', [1, 6, 6])).toBe(true);
    expect(isValidResult('K3', [0, 6, 6])).toBe(false);
    expect(isValidResult('PK10', [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe(true);
    expect(isValidResult('PK10', [10, 9, 8, 7, 6, 5, 4, 3, 2, 2])).toBe(false);
    expect(isValidResult('PC28', [9, 9, 9])).toBe(true);
    expect(isValidResult('PC28', [9, 9])).toBe(false);
    expect(DRAW_FORMATS.PK10.length).toBe(10);
  });

  it('sums PC28 and shows 11x5 and PK10 numbers with two digits', () => {
    expect(pc28Sum([9, 9, 9])).toBe(27);
    expect(pc28Sum([0, 4, 3])).toBe(7);
    expect(formatResult('11X5', [3, 11, 1, 7, 5])).toBe('03,11,01,07,05');
    expect(formatResult('SSC', [0, 9, 9, 0, 5])).toBe('0,9,9,0,5');
  });
});

describe('draw schedule', () => {
  const oneMinute: DrawSchedule = { cadenceMinutes: 1, firstDrawMinute: 1, utcOffsetMinutes: UTC8, closeSeconds: 5 };
  const fiveMinute: DrawSchedule = { cadenceMinutes: 5, firstDrawMinute: 0, utcOffsetMinutes: UTC8, closeSeconds: 30 };
  const threeMinute: DrawSchedule = { cadenceMinutes: 3, firstDrawMinute: 10, utcOffsetMinutes: -300, closeSeconds: 20 };

  it('counts the draws of a day per cadence', () => {
    expect(drawsPerDay(oneMinute)).toBe(1440);
    expect(drawsPerDay(fiveMinute)).toBe(288);
    // 00:10, 00:13 … 23:58 local
    expect(drawsPerDay(threeMinute)).toBe(477);
  });

  it('numbers draws per local day and gives their open, close and draw times', () => {
    // 2026-11-25 10:00:30 at UTC+8 is 02:00:30Z; the 1-minute game's draw at 10:01 is number 601.
    const slot = drawAtInstant(oneMinute, at('2026-11-25T02:00:30Z'));
    expect(slot.drawNo).toBe('20261125-0601');
    expect(slot.drawAt).toBe(at('2026-11-25T02:01:00Z'));
    expect(slot.openAt).toBe(at('2026-11-25T02:00:00Z'));
    expect(slot.closeAt).toBe(at('2026-11-25T02:00:55Z'));
    const five = drawAtInstant(fiveMinute, at('2026-11-25T02:00:30Z'));
    expect(five.drawNo).toBe('20261125-122');
    expect(five.drawAt).toBe(at('2026-11-25T02:05:00Z'));
  });

  it('puts a draw exactly at its time into the next window', () => {
    const slot = drawAtInstant(oneMinute, at('2026-11-25T02:01:00Z'));
    expect(slot.drawNo).toBe('20261125-0602');
  });

  it('crosses local midnight by the offset, not by UTC', () => {
    // 23:59:30 at UTC+8 on the 25th (15:59:30Z): the day's last draw is at 24:00, still the 25th's.
    const last = drawAtInstant(oneMinute, at('2026-11-25T15:59:30Z'));
    expect(last.drawNo).toBe('20261125-1440');
    expect(last.drawAt).toBe(at('2026-11-25T16:00:00Z'));
    const first = nextDraw(oneMinute, last);
    expect(first.drawNo).toBe('20261126-0001');
    expect(first.openAt).toBe(last.drawAt);
    // The 5-minute game starts at 00:00, so 24:00 is the next day's first draw.
    const fiveLast = drawAtInstant(fiveMinute, at('2026-11-25T15:54:00Z'));
    expect(fiveLast.drawNo).toBe('20261125-288');
    expect(nextDraw(fiveMinute, fiveLast).drawNo).toBe('20261126-001');
    expect(nextDraw(fiveMinute, fiveLast).drawAt).toBe(at('2026-11-25T16:00:00Z'));
    // A negative offset: 00:05 local at UTC−5 on the 26th is 05:05Z; first draw 00:10, opened at the 25th's 23:58.
    const early = drawAtInstant(threeMinute, at('2026-11-26T05:05:00Z'));
    expect(early.drawNo).toBe('20261126-001');
    expect(early.drawAt).toBe(at('2026-11-26T05:10:00Z'));
    expect(early.openAt).toBe(at('2026-11-26T04:58:00Z'));
  });

  it('gives every instant of a day exactly one draw, consecutively', () => {
    let slot = drawByNumber(threeMinute, '20261126-001')!;
    for (let i = 1; i < drawsPerDay(threeMinute) + 3; i++) {
      const next = nextDraw(threeMinute, slot);
      expect(next.openAt).toBe(slot.drawAt);
      expect(drawAtInstant(threeMinute, next.drawAt - 1)).toEqual(next);
      slot = next;
    }
    expect(slot.drawNo).toBe('20261127-003');
  });

  it('finds a draw by its number and refuses numbers the game does not have', () => {
    const slot = drawByNumber(fiveMinute, '20261125-122')!;
    expect(slot).toEqual(drawAtInstant(fiveMinute, at('2026-11-25T02:00:30Z')));
    expect(drawByNumber(fiveMinute, '20261125-289')).toBeNull();
    expect(drawByNumber(fiveMinute, '20261125-000')).toBeNull();
    expect(drawByNumber(fiveMinute, '20261125-0122')).toBeNull();
    expect(drawByNumber(fiveMinute, '20260230-001')).toBeNull();
    expect(drawByNumber(fiveMinute, '2026-11-25-001')).toBeNull();
    expect(drawByNumber(oneMinute, '20261125-122')).toBeNull();
  });

  it('closes sales the configured seconds before the draw', () => {
    const slot = drawByNumber(fiveMinute, '20261125-122')!;
    expect(isOnSale(slot, slot.openAt)).toBe(true);
    expect(isOnSale(slot, slot.closeAt - 1)).toBe(true);
    expect(isOnSale(slot, slot.closeAt)).toBe(false);
    expect(isOnSale(slot, slot.drawAt)).toBe(false);
    expect(slot.drawAt - slot.closeAt).toBe(30_000);
  });

  it('refuses schedules no game may have', () => {
    const bad = (s: Partial<DrawSchedule>) => () => drawAtInstant({ ...oneMinute, ...s } as DrawSchedule, 0);
    expect(bad({ cadenceMinutes: 2 as 1 })).toThrow(RangeError);
    expect(bad({ closeSeconds: 60 })).toThrow(RangeError);
    expect(bad({ firstDrawMinute: 1440 })).toThrow(RangeError);
    expect(bad({ utcOffsetMinutes: 15 * 60 })).toThrow(RangeError);
  });
});
