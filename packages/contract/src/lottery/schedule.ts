/**
 * Draw numbering and timing for a game drawn every 1, 3 or 5 minutes. Pure arithmetic on epoch
 * milliseconds and a fixed UTC offset, so server, web and the verifier agree on every draw's
 * number and times without a time-zone database.
 *
 * A game day (local to the offset) has draws at `firstDrawMinute + i × cadence` minutes after
 * its midnight, up to and including the midnight that ends it (24:00 is that day's last draw;
 * when the first draw is at 00:00 the day stops one cadence earlier, so no instant belongs to
 * two days). Draw `i` is numbered `yyyyMMdd-NNN` with NNN = i + 1, zero-padded to three digits,
 * or to four when the day has more than 999 draws (a 1-minute game has 1440), so numbers of
 * one game always have one width and sort as text.
 * Sales for a draw open at the previous draw and close `closeSeconds` before its own.
 */

export const CADENCES = [1, 3, 5] as const;
export type CadenceMinutes = (typeof CADENCES)[number];

export interface DrawSchedule {
  readonly cadenceMinutes: CadenceMinutes;
  /** Minutes after local midnight of the day's first draw, 0–1439. */
  readonly firstDrawMinute: number;
  /** Local time = UTC + this many minutes (e.g. 480 for UTC+8). */
  readonly utcOffsetMinutes: number;
  /** Sales close this many seconds before the draw; less than the cadence. */
  readonly closeSeconds: number;
}

export interface DrawSlot {
  readonly drawNo: string;
  /** 0-based position of the draw in its day. */
  readonly index: number;
  /** Epoch milliseconds. */
  readonly openAt: number;
  readonly closeAt: number;
  readonly drawAt: number;
}

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
const DAY = DAY_MINUTES * MINUTE;
const DRAW_NO = /^(\d{4})(\d{2})(\d{2})-(\d{3,4})$/;

/** Throws on a schedule no game may have: a bug in configuration, not a player's input. */
export function assertSchedule(s: DrawSchedule): void {
  if (!(CADENCES as readonly number[]).includes(s.cadenceMinutes)) {
    throw new RangeError(`cadence must be 1, 3 or 5 minutes, got ${s.cadenceMinutes}`);
  }
  if (!Number.isInteger(s.firstDrawMinute) || s.firstDrawMinute < 0 || s.firstDrawMinute >= DAY_MINUTES) {
    throw new RangeError(`firstDrawMinute must be 0–1439, got ${s.firstDrawMinute}`);
  }
  if (!Number.isInteger(s.utcOffsetMinutes) || Math.abs(s.utcOffsetMinutes) > 14 * 60) {
    throw new RangeError(`utcOffsetMinutes must be within ±14 h, got ${s.utcOffsetMinutes}`);
  }
  if (!Number.isInteger(s.closeSeconds) || s.closeSeconds < 0 || s.closeSeconds >= s.cadenceMinutes * 60) {
    throw new RangeError(`closeSeconds must be 0 to under one cadence, got ${s.closeSeconds}`);
  }
}

export function drawsPerDay(s: DrawSchedule): number {
  const span = DAY_MINUTES - s.firstDrawMinute - (s.firstDrawMinute === 0 ? 1 : 0);
  return Math.floor(span / s.cadenceMinutes) + 1;
}

function numberWidth(s: DrawSchedule): number {
  return drawsPerDay(s) > 999 ? 4 : 3;
}

/** Epoch ms of local midnight starting the day that contains local wall time `localMs`. */
function dayKey(localMs: number): { y: number; m: number; d: number; startUtc: number } {
  const dayStartLocal = Math.floor(localMs / DAY) * DAY;
  const dt = new Date(dayStartLocal);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate(), startUtc: dayStartLocal };
}

function slotOf(s: DrawSchedule, dayStartLocal: number, index: number): DrawSlot {
  const offset = s.utcOffsetMinutes * MINUTE;
  const drawAtOf = (dayLocal: number, i: number) => dayLocal - offset + (s.firstDrawMinute + i * s.cadenceMinutes) * MINUTE;
  const drawAt = drawAtOf(dayStartLocal, index);
  const openAt = index > 0 ? drawAtOf(dayStartLocal, index - 1) : drawAtOf(dayStartLocal - DAY, drawsPerDay(s) - 1);
  const { y, m, d } = dayKey(dayStartLocal);
  const date = `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
  const drawNo = `${date}-${String(index + 1).padStart(numberWidth(s), '0')}`;
  return { drawNo, index, openAt, closeAt: drawAt - s.closeSeconds * 1000, drawAt };
}

/** The draw whose sales window holds `atMs`: the first draw strictly after it (openAt ≤ at < drawAt). */
export function drawAtInstant(s: DrawSchedule, atMs: number): DrawSlot {
  assertSchedule(s);
  const local = atMs + s.utcOffsetMinutes * MINUTE;
  const { startUtc: dayStartLocal } = dayKey(local);
  const sinceFirst = local - dayStartLocal - s.firstDrawMinute * MINUTE;
  const cadence = s.cadenceMinutes * MINUTE;
  const index = sinceFirst < 0 ? 0 : Math.floor(sinceFirst / cadence) + 1;
  return index < drawsPerDay(s) ? slotOf(s, dayStartLocal, index) : slotOf(s, dayStartLocal + DAY, 0);
}

/** The draw with this number, or null when the number is malformed or not one of the game's. */
export function drawByNumber(s: DrawSchedule, drawNo: string): DrawSlot | null {
  assertSchedule(s);
  const m = DRAW_NO.exec(drawNo);
  if (!m || m[4]!.length !== numberWidth(s)) return null;
  const [y, mo, d, n] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  const dayStartLocal = Date.UTC(y, mo - 1, d);
  const check = new Date(dayStartLocal);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  if (n < 1 || n > drawsPerDay(s)) return null;
  return slotOf(s, dayStartLocal, n - 1);
}

/** The draw after `slot` (the next day's first after the day's last). */
export function nextDraw(s: DrawSchedule, slot: DrawSlot): DrawSlot {
  return drawAtInstant(s, slot.drawAt);
}

/** True while a bet on `slot` may still be placed at `atMs`. */
export function isOnSale(slot: DrawSlot, atMs: number): boolean {
  return atMs >= slot.openAt && atMs < slot.closeAt;
}
