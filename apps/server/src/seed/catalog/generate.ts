import type { GameType } from '@playhouse/contract';
import { nameOf, prng, uniqueNames, type Prng } from './names.js';
import { VENDORS, type NameStyle, type VendorSpec } from './vendors.js';
import { LANE_TITLES, type Word } from './words.js';

export interface SeedGame {
  vendor: string;
  gameCode: string;
  gameId: string;
  gameType: GameType;
  isGame: boolean;
  isHot: boolean;
  isNew: boolean;
  classify: string;
  names: Word;
  searchText: string;
}
export interface SeedLane {
  vendor: string;
  classify: string;
  title: Word;
  sequence: number;
}
export interface SeedCatalog {
  vendors: VendorSpec[];
  lanes: SeedLane[];
  /** In the merchants' default order. */
  games: SeedGame[];
}

const SEED = 20261122;
const HOT_SHARE = 0.03;
const NEW_SHARE = 0.08;

/**
 * The demo catalog as data, with no database: `total` games (at least the vendor lobbies
 * and fixed lottery games), the same on every run. Lobbies and lottery games come first,
 * then generated games interleaved across vendors by their weights.
 */
export function generateCatalog(total: number): SeedCatalog {
  const r = prng(SEED);
  const unique = uniqueNames();
  const counters = new Map<string, number>();
  const games: SeedGame[] = [];

  const add = (
    v: VendorSpec,
    gameType: GameType,
    names: Word,
    opts: { isGame: boolean; lobby?: boolean; fixed?: boolean; code?: string | undefined },
  ) => {
    const k = (counters.get(v.code) ?? 0) + 1;
    counters.set(v.code, k);
    const isHot = opts.isGame && !opts.fixed && r.next() < HOT_SHARE;
    const isNew = opts.isGame && !opts.fixed && r.next() < NEW_SHARE;
    games.push({
      vendor: v.code,
      gameCode: opts.lobby ? `${v.code}-LOBBY` : (opts.code ?? `${v.code}-${String(k).padStart(5, '0')}`),
      gameId: String(100_000 + k * 7),
      gameType,
      isGame: opts.isGame,
      isHot,
      isNew,
      classify: classifyOf(v, { isHot, isNew, lobby: !!opts.lobby, fixed: !!opts.fixed }, r),
      names,
      searchText: `${names.EN} ${names.TY}`.toLowerCase(),
    });
  };

  for (const v of VENDORS) {
    if (v.lobby) add(v, v.gameType, unique(v.lobby), { isGame: false, lobby: true });
    (v.fixed ?? []).forEach((name, i) =>
      add(v, v.gameType, unique(name), { isGame: true, fixed: true, code: v.fixedCodes?.[i] }),
    );
  }

  const streams = VENDORS.flatMap((v) => v.streams.map((s) => ({ vendor: v, ...s })));
  const totalWeight = streams.reduce((sum, s) => sum + s.weight, 0);
  const generated = Math.max(0, total - games.length);
  for (let i = 0; i < generated; i += 1) {
    let x = r.next() * totalWeight;
    const s = streams.find((c) => (x -= c.weight) < 0) ?? streams[streams.length - 1]!;
    add(s.vendor, s.gameType, unique(nameOf(s.style as NameStyle, r)), { isGame: true });
  }

  const lanes = VENDORS.flatMap((v) =>
    v.lanes.map((classify, sequence) => ({ vendor: v.code, classify, title: LANE_TITLES[classify]!, sequence })),
  );
  return { vendors: VENDORS, lanes, games };
}

function classifyOf(v: VendorSpec, g: { isHot: boolean; isNew: boolean; lobby: boolean; fixed: boolean }, r: Prng): string {
  const has = (c: string) => v.lanes.includes(c);
  if ((g.lobby || g.fixed) && has('lobby')) return 'lobby';
  // Fixed games draw nothing from the PRNG, so adding one leaves every generated game as it was.
  if (g.fixed) return has('draws') ? 'draws' : v.lanes[0]!;
  if (g.isNew && has('new')) return 'new';
  if (g.isHot && has('popular')) return 'popular';
  const rest = v.lanes.filter((c) => c !== 'new' && c !== 'lobby');
  return rest.length ? r.pick(rest) : v.lanes[0]!;
}
