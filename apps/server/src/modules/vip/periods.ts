/**
 * The VIP bonus periods, in UTC: ISO weeks ('2026-W48', Monday to Sunday) and calendar months
 * ('2026-11'). A play counts in the period of its event's time.
 */
export type VipPeriod = 'week' | 'month';

const DAY_MS = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The ISO week of an instant (UTC): its year is the year of the week's Thursday. */
export function weekKeyOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${pad(week)}`;
}

export const monthKeyOf = (at: Date): string => `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;

export const periodKeyOf = (period: VipPeriod, at: Date): string => (period === 'week' ? weekKeyOf(at) : monthKeyOf(at));

/** The key of the last period that ended at or before `now`. */
export function lastClosedKey(period: VipPeriod, now: Date): string {
  if (period === 'week') return weekKeyOf(new Date(now.getTime() - 7 * DAY_MS));
  return monthKeyOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}
