import { isTimeZone, localDay, localTime, zoneOffset } from '@playhouse/contract';
import { siteTimeZone } from '../../lib/dates';

/**
 * The agent clock in a given IANA zone (the merchant's), in the site's date format
 * (yyyy-MM-dd HH:mm:ss), and the zone's offset as "+08:00". Without a zone, or with one the
 * browser does not know, the site's zone.
 */
export function zoneClock(at: Date, timeZone?: string): { time: string; offset: string } {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : siteTimeZone();
  return { time: `${localDay(at, zone)} ${localTime(at, zone)}`, offset: zoneOffset(at, zone) };
}
