import { isoWeekLabel, periodAt, type LocalPeriod } from '@playhouse/contract';

/**
 * The VIP bonus periods: the merchant's one calendar (contract calendar.ts), weeks from Monday
 * and months of its time zone. Their keys keep the form they are stored in: the ISO week
 * ('2026-W48') and the month ('2026-11') of the period's first local day. A play counts in the
 * period of its event's time.
 */
export type VipPeriod = 'week' | 'month';

const keyOf = (period: VipPeriod, p: LocalPeriod): string => (period === 'week' ? isoWeekLabel(p.key) : p.key.slice(0, 7));

/** The key of the period of `period` that `at` falls in, in the zone. */
export const periodKeyOf = (period: VipPeriod, at: Date, timeZone: string): string =>
  keyOf(period, periodAt(period, at, timeZone));

export const weekKeyOf = (at: Date, timeZone: string): string => periodKeyOf('week', at, timeZone);

export const monthKeyOf = (at: Date, timeZone: string): string => periodKeyOf('month', at, timeZone);

/** The key of the last period that ended at or before `now`, in the zone. */
export const lastClosedKey = (period: VipPeriod, now: Date, timeZone: string): string =>
  keyOf(period, periodAt(period, now, timeZone, 1));
