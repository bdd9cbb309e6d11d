import { isTimeZone } from '@playhouse/contract';

// The site's time zone, apart from dates.ts: the boot gate sets it, and the first page's bundle
// must not carry the records' range rules (and the schemas beside them) that dates.ts imports.

let merchantZone: string | undefined;

/** The browser's IANA zone. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Makes `zone` (the merchant's) the one the site shows and sends dates in; one the browser does not know is ignored. */
export function setSiteTimeZone(zone: string | undefined) {
  merchantZone = zone && isTimeZone(zone) ? zone : undefined;
}

/** The zone the site shows and sends dates in: the merchant's, else the browser's. */
export const siteTimeZone = () => merchantZone ?? browserTimeZone();
