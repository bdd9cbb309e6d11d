import { formatInstant } from '../../lib/dates';

/**
 * The agent clock in a given IANA zone (the merchant's), in the site's date format
 * (yyyy-MM-dd HH:mm:ss), and the zone's offset as "+08:00". Without a zone, or with one the
 * browser does not know, the browser's own zone.
 */
function parts(at: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
}

function browserOffset(at: Date) {
  const minutes = -at.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes >= 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function zoneClock(at: Date, timeZone?: string): { time: string; offset: string } {
  if (timeZone) {
    try {
      const p = parts(at, timeZone);
      const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
      const minutes = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
      const abs = Math.abs(minutes);
      const offset = `${minutes >= 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
      return { time: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`, offset };
    } catch {
      // An unknown zone: fall through to the browser's.
    }
  }
  return { time: formatInstant(at), offset: browserOffset(at) };
}
