/**
 * When the South-East-Asian official draws happen. Times are the draw's start, local; sales
 * must close before it and the result is ingested after (how long after depends on the source).
 *  - Thai government lottery (UTC+7): the 1st and 16th at 14:30, moved around holidays; the
 *    usual yearly moves are seeded (1 January → 30 December, 16 January → 17, 1 May → 2; the
 *    draws of 30 Dec 2020 and 17 Jan 2021 in the fixtures show the first two), one-off moves
 *    are merchant data.
 *  - Lao Development Lottery (UTC+7): Monday, Wednesday, Friday at 20:30.
 *  - Malaysia 4D, Magnum / Sports Toto / Da Ma Cai (UTC+8): Wednesday, Saturday, Sunday at 19:00;
 *    special (usually Tuesday) draws are announced ahead and added as extra dates.
 *  - Singapore Pools 4D (UTC+8): Wednesday, Saturday, Sunday at 18:30.
 */
import type { DrawCalendar } from './calendar.js';
import type { FourDOperator } from './fourd-result.js';

export const THAI_CALENDAR: DrawCalendar = {
  utcOffsetMinutes: 420,
  drawMinute: 14 * 60 + 30,
  monthDays: [1, 16],
  yearlyMoves: [
    { monthDay: '01-01', shiftDays: -2 },
    { monthDay: '01-16', shiftDays: 1 },
    { monthDay: '05-01', shiftDays: 1 },
  ],
};

export const LAO_CALENDAR: DrawCalendar = { utcOffsetMinutes: 420, drawMinute: 20 * 60 + 30, weekdays: [1, 3, 5] };

const MALAYSIA_4D: DrawCalendar = { utcOffsetMinutes: 480, drawMinute: 19 * 60, weekdays: [0, 3, 6] };

export const FOUR_D_CALENDARS: Readonly<Record<FourDOperator, DrawCalendar>> = {
  MAGNUM: MALAYSIA_4D,
  TOTO: MALAYSIA_4D,
  DAMACAI: MALAYSIA_4D,
  SG: { utcOffsetMinutes: 480, drawMinute: 18 * 60 + 30, weekdays: [0, 3, 6] },
};
