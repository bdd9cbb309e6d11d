import type { Db } from '../db/database.js';
import { offeredGames } from '../modules/catalog/index.js';
import { countDrawsOf, insertDraws, type NewDraw, VENDOR_PRIZE_MODE } from '../modules/lottery/index.js';
import { prng, type Prng } from './catalog/names.js';

/**
 * Sample lottery draws for a merchant, marked is_sample: the number openings show them until
 * real draws exist (the winner board has real wins: winners.seed.ts). Deterministic numbers;
 * times count back from the seeding moment. Idempotent.
 */

const MINUTE = 60_000;

/** Numbers as each kind of lottery draws them. */
function numbersFor(vendor: string, r: Prng): string[] {
  const distinct = (k: number, max: number) => {
    const set = new Set<number>();
    while (set.size < k) set.add(1 + r.int(max));
    return [...set].sort((a, b) => a - b).map((x) => String(x).padStart(2, '0'));
  };
  const digits = (k: number, width: number) => Array.from({ length: k }, () => String(r.int(10 ** width)).padStart(width, '0'));
  switch (vendor) {
    case 'TCG_LOTTO_VN':
      return digits(7, 5); // special prize first, then the first to sixth prizes
    case 'TCG_SEA':
      return digits(5, 1);
    case 'ELOTT':
      return digits(3, 1);
    default:
      return distinct(6, 45);
  }
}

/** How often each kind draws: VN and SEA daily, our lotteries every few minutes. */
const INTERVAL_MINUTES: Record<string, number> = { TCG_LOTTO_VN: 24 * 60, TCG_SEA: 24 * 60, LOTT: 10, ELOTT: 3 };

const drawNoOf = (at: Date, vendor: string) => {
  const iso = at.toISOString();
  const day = iso.slice(0, 10).replace(/-/g, '');
  return (INTERVAL_MINUTES[vendor] ?? 10) >= 24 * 60 ? day : `${day}-${iso.slice(11, 16).replace(':', '')}`;
};

/** `perGame` sample draws of each lottery game the merchant offers (games with draws already are left alone). */
export async function seedSampleDraws(db: Db, merchantId: string, perGame = 10, now = Date.now()): Promise<void> {
  const games = await offeredGames(db, merchantId)
    .where('g.is_game', '=', true)
    .where('v.code', 'in', Object.keys(VENDOR_PRIZE_MODE))
    .orderBy('g.game_code')
    .execute();
  const draws: NewDraw[] = [];
  for (const g of games) {
    if ((await countDrawsOf(db, merchantId, g.game_code)) > 0) continue;
    const r = prng([...g.game_code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 17));
    const step = (INTERVAL_MINUTES[g.vassalage] ?? 10) * MINUTE;
    const latest = Math.floor(now / step) * step;
    for (let i = 0; i < perGame; i++) {
      const drawnAt = new Date(latest - i * step);
      draws.push({
        merchantId,
        vendor: g.vassalage,
        gameCode: g.game_code,
        prizeMode: VENDOR_PRIZE_MODE[g.vassalage]!,
        drawNo: drawNoOf(drawnAt, g.vassalage),
        numbers: numbersFor(g.vassalage, r),
        drawnAt,
        isSample: true,
      });
    }
  }
  await insertDraws(db, draws);
}
