import {
  FOUR_D_CALENDARS,
  FOUR_D_OPERATORS,
  LAO_CALENDAR,
  LAO_SOURCE,
  MB_STATION,
  THAI_CALENDAR,
  THAI_SOURCE,
  VN_CALENDAR,
  VN_UTC_OFFSET_MINUTES,
  dateOf,
  drawNoOf,
  drawsBetween,
  localDay,
  vnCalendar,
  vnDrawsBetween,
  type VnCalendar,
} from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import type { OfficialGame } from './games.repository.js';

/** One draw a calendar or a fast game's cadence holds: its day (or fast number), source and times. */
export interface PlannedDraw {
  drawNo: string;
  source: string;
  drawAt: number;
}

/** The merchant's VN station calendar (seeded with today's; the contract's when none is stored). */
export async function vnCalendarOf(db: Db, merchantId: string): Promise<VnCalendar> {
  const r = await db
    .selectFrom('official_vn_calendars')
    .select('calendar')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  const parsed = r ? vnCalendar.safeParse(r.calendar) : null;
  return parsed?.success ? parsed.data : VN_CALENDAR;
}

/** The official draws of a game whose draw time falls in [fromMs, toMs). */
export function calendarDraws(game: OfficialGame, vnCal: VnCalendar, fromMs: number, toMs: number): PlannedDraw[] {
  switch (game.lottery) {
    case 'VN':
      // A station's draw is numbered by its day; the station is its source.
      return vnDrawsBetween(vnCal, game.region!, fromMs, toMs).map((d) => ({
        drawNo: d.drawNo,
        source: d.station,
        drawAt: d.drawAt,
      }));
    case 'TH':
      return drawsBetween(THAI_CALENDAR, fromMs, toMs).map((d) => ({ drawNo: d.drawNo, source: THAI_SOURCE, drawAt: d.drawAt }));
    case 'LA':
      return drawsBetween(LAO_CALENDAR, fromMs, toMs).map((d) => ({ drawNo: d.drawNo, source: LAO_SOURCE, drawAt: d.drawAt }));
    case '4D':
      return FOUR_D_OPERATORS.flatMap((op) =>
        drawsBetween(FOUR_D_CALENDARS[op], fromMs, toMs).map((d) => ({ drawNo: d.drawNo, source: op, drawAt: d.drawAt })),
      );
  }
}

const DAY_MS = 86_400_000;

/**
 * A fast game's draws after `fromMs`, `count` of them: every `cadenceSeconds` from local (UTC+7)
 * midnight, numbered yyyyMMdd-NNNN within the day their interval starts (45 s: 0001 … 1920).
 * Every cadence divides the day, so a day's draws always end at midnight.
 */
export function fastDraws(cadenceSeconds: number, fromMs: number, count: number): PlannedDraw[] {
  const step = cadenceSeconds * 1000;
  const offset = VN_UTC_OFFSET_MINUTES * 60_000;
  const out: PlannedDraw[] = [];
  let n = Math.floor((fromMs + offset) / step) + 1; // draws since the epoch, local time
  while (out.length < count) {
    const drawAt = n * step - offset;
    const startLocal = (n - 1) * step;
    const day = localDay(startLocal - offset, VN_UTC_OFFSET_MINUTES);
    const seq = Math.round((startLocal - day * DAY_MS) / step) + 1;
    out.push({ drawNo: `${drawNoOf(dateOf(day))}-${String(seq).padStart(4, '0')}`, source: MB_STATION, drawAt });
    n++;
  }
  return out;
}
