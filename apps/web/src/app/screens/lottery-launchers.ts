import type { OfficialArea } from '@playhouse/contract/lottery';

/**
 * What a lottery launcher path (§2) shows: /lottery (and /lottert) our fast-draw engine, /vnLottery
 * and /seaLottery (any case) the official-result lotteries of their area.
 */
export function launcherOf(pathname: string): 'own' | OfficialArea {
  const p = pathname.toLowerCase();
  if (p.startsWith('/vnlottery')) return 'VN';
  if (p.startsWith('/sealottery')) return 'SEA';
  return 'own';
}
