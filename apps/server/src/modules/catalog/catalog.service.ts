import type { Game, GameMenus, GamePage, GamesQuery, GameType, PRIZE_MODES } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import {
  countGames,
  gamePage,
  hotGames,
  listKeys,
  needsGameColumns,
  recentVendorGames,
  vendorGames,
  type GameFilter,
  type ListKey,
} from './catalog.repository.js';
import type { CatalogVersions } from './catalog-versions.js';
import { localized, presentGame } from './game.presenter.js';
import { plainPageReader } from './plain-pages.js';
import { VN_LOTTERY_VENDOR } from './prize-modes.js';
import { buildMenus, presentVendor, vendorsOfCategory } from './vendor.presenter.js';
import { gameCounts, laneCards, offeredVendors } from './vendor.repository.js';

export const HOT_LIMIT = 60;
export const LANE_CARDS = 12;
const VN_MENU_LIMIT = 200;
const RECENT_LIMIT = 20;
/** Above this many search hits, an early page is found by walking the list in order. */
const MANY_HITS = 2000;
/**
 * A deep page of a plain list (vendor and type filters only) starts from a key kept every this
 * many games, per catalog version: it walks at most this many entries past the key instead of
 * its whole offset (page 2,500 of 100,000 games walked 50,000 index entries).
 */
export const LIST_KEY_EVERY = 100;

/** Escapes LIKE wildcards so that % and _ in a search are literal. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Who asks: the merchant, the answer language and the catalog version read for this request. */
export interface Scope {
  merchantId: string;
  lang: string;
  version: string;
}

export type CatalogService = ReturnType<typeof catalogService>;

/** The lobby catalog's rules; one instance per app, holding its answer cache. */
export function catalogService(db: Db, versions: CatalogVersions, cache = new VersionedCache(500)) {
  /** The answers ready to send, per merchant, language and URL (catalog.http.ts). */
  const answers = new VersionedCache(1000);
  const plainPages = plainPageReader(db);
  const cached = <T>(s: Scope, key: string, produce: () => Promise<T>) =>
    cache.get(`${s.merchantId}:${s.lang}:${key}`, s.version, produce);
  /** For what does not depend on the language. */
  const shared = <T>(s: Scope, key: string, produce: () => Promise<T>) =>
    cache.get(`${s.merchantId}:*:${key}`, s.version, produce);

  /** Keys of a plain list (listKeys), one walk per list and version even when asked concurrently. */
  const walking = new Map<string, Promise<ListKey[]>>();
  const keysOf = (s: Scope, f: GameFilter): Promise<ListKey[]> => {
    const key = `keys:${JSON.stringify(f)}`;
    return shared(s, key, () => {
      const id = `${s.merchantId}:${s.version}:${key}`;
      let p = walking.get(id);
      if (!p) {
        p = listKeys(db, s.merchantId, f, LIST_KEY_EVERY).finally(() => walking.delete(id));
        walking.set(id, p);
      }
      return p;
    });
  };

  const menuData = (s: Scope) =>
    shared(s, 'menu-data', async () => ({
      vendors: await offeredVendors(db, s.merchantId),
      counts: await gameCounts(db, s.merchantId),
    }));

  return {
    version: (merchantId: string) => versions.version(merchantId),
    answers,

    menus: (s: Scope, prizeMode?: (typeof PRIZE_MODES)[number]): Promise<GameMenus> =>
      cached(s, `menus:${prizeMode ?? ''}`, async () => {
        const { vendors, counts } = await menuData(s);
        return buildMenus(vendors, counts, prizeMode);
      }),

    hot: (s: Scope): Promise<Game[]> =>
      cached(s, 'hot', async () => {
        const ids = (await menuData(s)).vendors.map((v) => v.id);
        return ids.length ? (await hotGames(db, s.merchantId, ids, HOT_LIMIT)).map((r) => presentGame(r, s.lang)) : [];
      }),

    vnMenu: (s: Scope): Promise<Game[]> =>
      cached(s, 'vn-menu', async () =>
        (await vendorGames(db, s.merchantId, VN_LOTTERY_VENDOR, VN_MENU_LIMIT)).map((r) => presentGame(r, s.lang)),
      ),

    async vnRecent(merchantId: string, lang: string, memberId: string | null): Promise<Game[]> {
      if (!memberId) return [];
      return (await recentVendorGames(db, merchantId, memberId, VN_LOTTERY_VENDOR, RECENT_LIMIT)).map((r) =>
        presentGame(r, lang),
      );
    },

    /** Vendors (of a category, or one vendor) with their lanes and each lane's first cards. */
    vendorLanes: (s: Scope, q: { gameType?: GameType; vendor?: string }) =>
      cached(s, `lanes:${q.gameType ?? ''}:${q.vendor ?? ''}`, async () => {
        const { vendors, counts } = await menuData(s);
        let list = q.gameType
          ? vendorsOfCategory(q.gameType, vendors, counts)
          : vendors
              .map((v) =>
                presentVendor(
                  v,
                  counts.filter((c) => c.vendorId === v.id).reduce((n, c) => n + c.count, 0),
                ),
              )
              .filter((v) => v.gameCount > 0);
        if (q.vendor) list = list.filter((v) => v.vassalage === q.vendor);
        const ids = new Map(vendors.map((v) => [v.code, v.id]));
        const byType = q.gameType && q.gameType !== 'BGS' ? q.gameType : undefined;
        const rows = await laneCards(
          db,
          s.merchantId,
          list.map((v) => ids.get(v.vassalage)!),
          byType,
          LANE_CARDS,
        );
        return list.map((v) => {
          const id = ids.get(v.vassalage);
          const lanes: { title: string; gameClassify: string; cards: Game[] }[] = [];
          for (const r of rows.filter((x) => x.lane_vendor_id === id)) {
            let lane = lanes[lanes.length - 1];
            if (!lane || lane.gameClassify !== r.lane_classify) {
              lane = { title: localized(r.lane_title, s.lang), gameClassify: r.lane_classify, cards: [] };
              lanes.push(lane);
            }
            lane.cards.push(presentGame(r, s.lang));
          }
          return { ...v, lanes };
        });
      }),

    /**
     * The games list. FAV and RECENT need a member (a visitor gets an empty page). The
     * total comes from the cached per-vendor counts when only vendor and type filter,
     * else from one count query (cached per version unless member-specific). A page is not
     * kept here: everyone's pages are kept ready to send, per URL (catalog.http.ts); a second
     * copy as objects was memory every young-generation collection had to copy.
     */
    list(s: Scope, q: GamesQuery, memberId: string | null): Promise<GamePage> {
      return listGames(s, q, q.selectType === 'FAV' || q.selectType === 'RECENT' ? memberId : null);
    },
  };

  async function listGames(s: Scope, q: GamesQuery, memberId: string | null): Promise<GamePage> {
    const empty = { content: [], pageNum: q.pageNo, pageSize: q.pageSize, totalPages: 0, totalElements: 0 };
    const { vendors, counts } = await menuData(s);
    // BGS is In-house: every game of an in-house vendor, whatever its type.
    const vendorIds = vendors
      .filter((v) => (q.gameType === 'BGS' ? v.in_house : true) && (q.vendor ? v.code === q.vendor : true))
      .map((v) => v.id);
    const personal = q.selectType === 'FAV' || q.selectType === 'RECENT';
    if (vendorIds.length === 0 || (personal && !memberId)) return empty;
    const name = q.name?.trim();
    const f: GameFilter = {
      vendorIds,
      ...(q.gameType && q.gameType !== 'BGS' ? { gameType: q.gameType } : {}),
      ...(name ? { namePattern: likePattern(name) } : {}),
      ...(q.selectType === 'HOT' ? { hot: true } : {}),
      ...(q.selectType === 'NEW' ? { isNew: true } : {}),
      ...(q.selectType === 'FAV' ? { favouritesOf: memberId! } : {}),
      ...(q.selectType === 'RECENT' ? { recentOf: memberId! } : {}),
    };
    // Terms of 3+ characters have trigrams: collect their hits first (see GameFilter.nameVia).
    if (name) f.nameVia = name.length >= 3 ? 'hits' : 'scan';
    let total: number;
    if (!needsGameColumns(f)) {
      const ids = new Set(vendorIds);
      total = counts
        .filter((c) => ids.has(c.vendorId) && (!f.gameType || c.gameType === f.gameType))
        .reduce((n, c) => n + c.count, 0);
    } else {
      total = personal
        ? await countGames(db, s.merchantId, f)
        : await shared(s, `count:${JSON.stringify(f)}`, () => countGames(db, s.merchantId, f));
    }
    const offset = (q.pageNo - 1) * q.pageSize;
    // Many hits: walking the list in order finds an early page sooner than sorting them all.
    if (name && total > MANY_HITS && offset < MANY_HITS) f.nameVia = 'scan';
    // Out of range: no page query at all (and no long OFFSET walk).
    let rows: Awaited<ReturnType<typeof gamePage>> = [];
    if (offset < total && !needsGameColumns(f)) {
      const at = Math.floor(offset / LIST_KEY_EVERY);
      const from = at > 0 ? (await keysOf(s, f))[at] : undefined;
      // A key is missing only if the list changed under this version's counts: walk from the top.
      rows = from
        ? await plainPages.page(s.merchantId, f, q.pageSize, offset - at * LIST_KEY_EVERY, from)
        : await plainPages.page(s.merchantId, f, q.pageSize, offset);
    } else if (offset < total) {
      rows = await gamePage(db, s.merchantId, f, q.pageSize, offset);
    }
    return {
      content: rows.map((r) => presentGame(r, s.lang)),
      pageNum: q.pageNo,
      pageSize: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      totalElements: total,
    };
  }
}
