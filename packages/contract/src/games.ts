import { z } from 'zod';
import { GAME_TYPES, LIMITS, PRIZE_MODES, SELECT_TYPES } from './constants.js';

export const gameTypeSchema = z.enum(GAME_TYPES);

/** A game as the lobby shows it (spec §3 Game). nodeId is our id; gameId the vendor's. */
export const gameSchema = z.object({
  nodeId: z.number(),
  gameId: z.string(),
  gameCode: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  /** false: a vendor entry that opens the vendor's popup game list instead of a game. */
  isGame: z.boolean(),
  /** 1 means hot (spec §3). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.boolean(),
  gameClassify: z.string().nullable(),
  showIcon: z.string(),
  iconUrl: z.string(),
  lagerIcon: z.string(),
  /** The vendor is in maintenance: shown, but cannot start. */
  maintenance: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalElements: z.number(),
  });
export const gamePage = pageOf(gameSchema);
export type GamePage = z.infer<typeof gamePage>;

export const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
/** A vendor's code (also the code of its transfer wallet). */
export const vendorCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

/** GET games list (spec §7: clientType 3, platform, merchant, gameType, pageNo, pageSize 20, language). */
export const gamesQuery = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(8).optional(),
  merchant: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  gameType: gameTypeSchema.optional(),
  vendor: z.string().max(32).optional(),
  /** Search by name (any language), case-insensitive. */
  name: z.string().max(64).optional(),
  selectType: z.enum(SELECT_TYPES).optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.gameListPageSize),
});
export type GamesQuery = z.infer<typeof gamesQuery>;

export const vendorSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType: gameTypeSchema,
  logoUrl: z.string(),
  walletMode: z.enum(['seamless', 'transfer']),
  maintenance: z.boolean(),
  inHouse: z.boolean(),
  gameCount: z.number(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** GET /lgw/games/game_menus: categories with their vendors (spec §3 Vendor category). */
export const gameMenusQuery = z.object({ prizeMode: z.enum(PRIZE_MODES).optional() });
export const gameMenusAnswer = z.array(z.object({ gameCategory: gameTypeSchema, vendors: z.array(vendorSchema) }));
export type GameMenus = z.infer<typeof gameMenusAnswer>;

/** Vendor lanes: title, cards (first games of the lane), gameClassify. */
export const vendorLanesQuery = z.object({ gameType: gameTypeSchema.optional(), vendor: z.string().max(32).optional() });
export const vendorLanesAnswer = z.array(
  vendorSchema.extend({
    lanes: z.array(z.object({ title: z.string(), gameClassify: z.string(), cards: z.array(gameSchema) })),
  }),
);

export const favouriteBody = z.object({
  nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vendor: z.string().max(32).optional(),
  gameType: gameTypeSchema.optional(),
});
export const favouriteListQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(LIMITS.favouriteListSize).default(LIMITS.favouriteListSize),
  /** An empty `gameType=` means every type. */
  gameType: z.preprocess((v) => (v === '' ? undefined : v), gameTypeSchema.optional()),
});
/** Also the answer of adding and removing a favourite: the ids after the change. */
export const favouriteIdsAnswer = z.object({ favGameIds: z.array(z.number()) });
export const recentQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(LIMITS.gameListPageSize).default(LIMITS.gameListPageSize),
});

/** Winner board (spec §7): entries with vo; `sample` marks seeded rows until real wins exist. */
export const winnersQuery = z.object({
  gameCategory: z.union([z.literal('ALL'), gameTypeSchema]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(LIMITS.winnerBoardLimit).default(LIMITS.winnerBoardLimit),
});
export const winnerEntry = z.object({
  customerName: z.string(),
  /** Integer minor units of the merchant's currency. */
  winAmount: z.number().int(),
  gameName: z.string(),
  iconUrl: z.string(),
});
/** Settled wins only (winners.subscriber puts big wins from round.settled events on the board). */
export const winnersAnswer = z.array(z.object({ vo: winnerEntry }));

/** Number openings: the latest draws of a lottery game. */
export const drawsQuery = z.object({
  gameCode: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const drawsAnswer = z.array(
  z.object({
    gameCode: z.string(),
    prizeMode: z.enum(PRIZE_MODES),
    drawNo: z.string(),
    numbers: z.array(z.string()),
    drawnAt: z.string(),
    sample: z.boolean(),
  }),
);

/** Generated artwork (server-rendered SVG): /art/game/:nodeId.svg, /art/vendor/:code.svg, /art/banner/:id.svg. */
export const artGameParams = z.object({ nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** size=large: the wide (16:9) variant, the game's lagerIcon. */
export const artGameQuery = z.object({ size: z.enum(['large']).optional() });
export const artVendorParams = z.object({ code: vendorCode });
export const artBannerParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
/** An optional caption drawn on the banner. */
export const artBannerQuery = z.object({
  title: z.string().max(80).optional(),
  /** narrow: the phone frame of BANNER_SIZES; wide otherwise. */
  size: z.enum(['wide', 'narrow']).optional(),
});
