import { VN_CALENDAR } from '@playhouse/contract/lottery';
import type { Db } from '../db/database.js';
import {
  backfillSimulatedResults,
  insertOfficialGames,
  seedDemoVnPricing,
  type NewOfficialGame,
} from '../modules/lottery/index.js';

type DemoOfficialGame = Omit<NewOfficialGame, 'merchantId' | 'names'> & { names: { EN: string; TY: string } };

/**
 * The demo's official-result games: the three VN regions and the fast MB-shaped VN
 * draws (TCG_LOTTO_VN, /vnLottery), the Thai and Lao lotteries and the 4D operators (TCG_SEA,
 * /seaLottery). Sales close 15 min before a VN draw, 30 min before Thai, Lao and 4D draws, and
 * 10 s (45 s and 1 min) or 30 s (3 and 5 min) before a fast draw. The catalog's TCG_LOTTO_VN and
 * TCG_SEA tiles are these games.
 */
export const DEMO_OFFICIAL_GAMES: readonly DemoOfficialGame[] = [
  {
    code: 'VN_MB',
    lottery: 'VN',
    region: 'MB',
    cadenceSeconds: null,
    closeSeconds: 900,
    sort: 1,
    names: { EN: 'Northern Lottery (XSMB)', TY: 'Lotto ng Hilaga (XSMB)' },
  },
  {
    code: 'VN_MT',
    lottery: 'VN',
    region: 'MT',
    cadenceSeconds: null,
    closeSeconds: 900,
    sort: 2,
    names: { EN: 'Central Lottery (XSMT)', TY: 'Lotto ng Gitna (XSMT)' },
  },
  {
    code: 'VN_MN',
    lottery: 'VN',
    region: 'MN',
    cadenceSeconds: null,
    closeSeconds: 900,
    sort: 3,
    names: { EN: 'Southern Lottery (XSMN)', TY: 'Lotto ng Timog (XSMN)' },
  },
  {
    code: 'VN_FAST45',
    lottery: 'VN',
    region: 'MB',
    cadenceSeconds: 45,
    closeSeconds: 10,
    sort: 4,
    names: { EN: 'Fast North 45 s', TY: 'Mabilis na Hilaga 45 s' },
  },
  {
    code: 'VN_FAST1',
    lottery: 'VN',
    region: 'MB',
    cadenceSeconds: 60,
    closeSeconds: 10,
    sort: 5,
    names: { EN: 'Fast North 1 min', TY: 'Mabilis na Hilaga 1 minuto' },
  },
  {
    code: 'VN_FAST3',
    lottery: 'VN',
    region: 'MB',
    cadenceSeconds: 180,
    closeSeconds: 30,
    sort: 6,
    names: { EN: 'Fast North 3 min', TY: 'Mabilis na Hilaga 3 minuto' },
  },
  {
    code: 'VN_FAST5',
    lottery: 'VN',
    region: 'MB',
    cadenceSeconds: 300,
    closeSeconds: 30,
    sort: 7,
    names: { EN: 'Fast North 5 min', TY: 'Mabilis na Hilaga 5 minuto' },
  },
  {
    code: 'TH_GOV',
    lottery: 'TH',
    region: null,
    cadenceSeconds: null,
    closeSeconds: 1800,
    sort: 8,
    names: { EN: 'Thai Government Lottery', TY: 'Lotto ng Gobyerno ng Thailand' },
  },
  {
    code: 'LA_GOV',
    lottery: 'LA',
    region: null,
    cadenceSeconds: null,
    closeSeconds: 1800,
    sort: 9,
    names: { EN: 'Lao Lottery', TY: 'Lotto ng Laos' },
  },
  {
    code: 'SEA_4D',
    lottery: '4D',
    region: null,
    cadenceSeconds: null,
    closeSeconds: 1800,
    sort: 10,
    names: { EN: '4D Malaysia & Singapore', TY: '4D Malaysia at Singapore' },
  },
];

/** Days of past draws the demo shows simulated results of (the results boards' first content). */
export const DEMO_PAST_DAYS = 7;

/**
 * The demo's official games, their results from the labelled demo simulator, today's VN station
 * calendar, and the last week's draws with simulated results.
 */
export async function seedOfficial(db: Db, merchantId: string, nowMs = Date.now()): Promise<void> {
  await insertOfficialGames(
    db,
    DEMO_OFFICIAL_GAMES.map((g) => ({ ...g, merchantId })),
  );
  const official = await db
    .selectFrom('official_games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('cadence_seconds', 'is', null)
    .execute();
  // The simulator is a source of demo deployments only (the seed runs with SEED_DEMO, and the
  // drawer ignores a simulator row elsewhere); real games pick platform feeds under four eyes.
  await db
    .insertInto('official_result_sources')
    .values(official.map((g) => ({ game_id: g.id, kind: 'simulator' as const })))
    .onConflict((oc) => oc.column('game_id').doNothing())
    .execute();
  await db
    .insertInto('official_vn_calendars')
    .values({ merchant_id: merchantId, calendar: JSON.stringify(VN_CALENDAR) })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  // VN prices in the demo's PHP (1,000 đ → 1.00); lô 2 limited to 5,000.00 of stake per number and draw.
  await seedDemoVnPricing(db, merchantId, 1000n, 500_000n);
  await backfillSimulatedResults(db, merchantId, nowMs, DEMO_PAST_DAYS);
}
