/**
 * The official-result lotteries' API (paths in routes.ts: API.official for players,
 * API.operator.lotteryResults… for operators). Money is minor units as a decimal string, times
 * ISO strings, results tiers of digit strings (leading zeros kept). The server checks a result's
 * shape against its draw's kind (kinds.ts) and answers every problem, so entry schemas here take
 * any tiers.
 */
import { z } from 'zod';
import { pageNo, pageOf } from '../../games.js';
import { minorUnits, positiveMinorUnits } from '../../money-schema.js';
import { lotteryGameCode } from '../api.js';
import { OFFICIAL_AREAS, RESULT_KINDS } from './kinds.js';
import { OFFICIAL_LOTTERIES, OFFICIAL_TIERS } from './product.js';
import { VN_REGIONS } from './vn-result.js';
import { vnCalendar } from './vn-calendar.js';

/** A draw's state as players and operators see it: sales open, sales closed, drawn and waiting for its result, result in and being settled, settled, voided. */
export const OFFICIAL_DRAW_STATES = ['open', 'closed', 'awaiting', 'settling', 'settled', 'void'] as const;
export type OfficialDrawState = (typeof OFFICIAL_DRAW_STATES)[number];

/** Where a result came from: an operator's four-eyes entry, a source's feed, the demo simulator (labelled as such), a verifiable draw (fast games). */
export const RESULT_ORIGINS = ['manual', 'feed', 'simulator', 'verifiable'] as const;
export type ResultOrigin = (typeof RESULT_ORIGINS)[number];

export const OFFICIAL_BET_STATUSES = ['pending', 'won', 'lost', 'void'] as const;
export type OfficialBetStatus = (typeof OFFICIAL_BET_STATUSES)[number];

/** The most points one bet may carry. */
export const MAX_POINTS = 100_000;
/** The most sources (stations, 4D operators) one ticket may cover. */
export const MAX_SOURCES = 8;
/** The most elementary bets a ticket may hold per source (xiên and lô trượt grow combinatorially): past it, lottery_cover_limit. */
export const MAX_OFFICIAL_BETS = 100_000;
/** The most one bet may stake or win, in minor units: a larger stake is refused (lottery_stake_above_max), a larger prize pays this (the published cap). */
export const MAX_OFFICIAL_MINOR = 10n ** 15n;

const pageSize = z.coerce.number().int().min(1).max(100).default(20);
/** A draw day ("20260114") or a fast draw ("20260114-0731"). */
export const officialDrawNo = z.string().regex(/^\d{8}(-\d{4})?$/);
/** "MB", a station code, "TH", "LA" or a 4D operator. */
export const officialSource = z.string().regex(/^[A-Z]{2,8}$/);
export const officialProductId = z.string().regex(/^[A-Z0-9-]{2,24}$/);
/** One draw of one source of a game, as calls name it. */
const drawRef = { gameCode: lotteryGameCode, drawNo: officialDrawNo, source: officialSource };
const tiers = z.record(z.string().max(20), z.array(z.string().max(12)).max(30));

/** GET API.official.games: the merchant's official games of an area (or all). */
export const officialGamesQuery = z.object({ area: z.enum(OFFICIAL_AREAS).optional() });
export const officialGame = z.object({
  gameCode: lotteryGameCode,
  lottery: z.enum(OFFICIAL_LOTTERIES),
  area: z.enum(OFFICIAL_AREAS),
  /** VN games: the region (fast games are MB-shaped). */
  region: z.enum(VN_REGIONS).nullable(),
  name: z.string(),
  /** Fast games: seconds between draws (45, 60, 180, 300); null for official results. */
  cadenceSeconds: z.number().int().nullable(),
  /** Sales close this long before each draw. */
  closeSeconds: z.number().int(),
});
export type OfficialGame = z.infer<typeof officialGame>;
export const officialGamesAnswer = z.array(officialGame);

export const officialGameQuery = z.object({ gameCode: lotteryGameCode });

/** One draw of one source. */
export const officialDraw = z.object({
  drawNo: officialDrawNo,
  source: officialSource,
  /** The station's or operator's name in the request language ("Hồ Chí Minh", "Magnum 4D"). */
  sourceName: z.string(),
  kind: z.enum(RESULT_KINDS),
  closeAt: z.string(),
  drawAt: z.string(),
  state: z.enum(OFFICIAL_DRAW_STATES),
});
export type OfficialDraw = z.infer<typeof officialDraw>;

/** GET API.official.draws: what is on sale now (every source of the next draw day, or the next fast draw). */
export const officialDrawsAnswer = z.object({
  gameCode: lotteryGameCode,
  serverTime: z.string(),
  onSale: z.array(officialDraw),
});
export type OfficialDrawsAnswer = z.infer<typeof officialDrawsAnswer>;

/** A product's price and payout per point where it is sold (context: "MB", "STATION", a 4D operator, "" for Thai / Lao). */
export const officialPricing = z.object({
  context: z.string(),
  price: minorUnits,
  payout: z.partialRecord(z.enum(OFFICIAL_TIERS), minorUnits),
});
export type OfficialPricing = z.infer<typeof officialPricing>;

/** GET API.official.menu: the game's products with the merchant's pricing and limit per number. */
export const officialProductMenu = z.object({
  productId: officialProductId,
  menu: z.string(),
  space: z.number().int(),
  input: z.union([z.object({ digits: z.number().int() }), z.object({ tags: z.array(z.string()) })]),
  pricing: z.array(officialPricing),
  /** All players' stake on one number of this product in one draw may not pass this; null: no limit. */
  maxNumberDraw: minorUnits.nullable(),
});
export type OfficialProductMenu = z.infer<typeof officialProductMenu>;
export const officialMenuAnswer = z.object({
  gameCode: lotteryGameCode,
  lottery: z.enum(OFFICIAL_LOTTERIES),
  products: z.array(officialProductMenu),
});
export type OfficialMenuAnswer = z.infer<typeof officialMenuAnswer>;

/** GET API.official.capacity: one product on one draw, what its numbers can still take. */
export const officialCapacityQuery = z.object({
  ...drawRef,
  productId: officialProductId,
});
export const officialCapacityAnswer = z.object({
  /** Null: no limit per number for this product. */
  limit: minorUnits.nullable(),
  /** Stake already on each number that has any (numbers as the product names them). */
  used: z.record(z.string(), minorUnits),
  /** Numbers the operator suspended for this draw: not sold. */
  closed: z.array(z.string()),
  /** Numbers that pay half on this draw. */
  halfPay: z.array(z.string()),
});
export type OfficialCapacityAnswer = z.infer<typeof officialCapacityAnswer>;

/** POST API.official.betting: one content on one or more sources of one draw day (one bet per source). */
export const officialBettingBody = z.object({
  gameCode: lotteryGameCode,
  drawNo: officialDrawNo,
  sources: z.array(officialSource).min(1).max(MAX_SOURCES),
  productId: officialProductId,
  content: z.string().min(1).max(20_000),
  points: z.number().int().min(1).max(MAX_POINTS),
  /** The page's count of elementary bets per source; refused when it differs from the server's. */
  bets: z.number().int().min(1).optional(),
});
export type OfficialBettingBody = z.infer<typeof officialBettingBody>;
export const officialBettingAnswer = z.object({
  orderId: z.string(),
  /** Elementary bets per source. */
  bets: z.number().int(),
  stake: minorUnits,
  balance: minorUnits,
});
export type OfficialBettingAnswer = z.infer<typeof officialBettingAnswer>;

/** GET API.official.orders: the member's own bets, newest first. */
export const officialOrdersQuery = z.object({
  gameCode: lotteryGameCode.optional(),
  status: z.enum(OFFICIAL_BET_STATUSES).optional(),
  pageNo,
  pageSize,
});
export const officialBet = z.object({
  betId: z.string(),
  orderId: z.string(),
  ...drawRef,
  productId: officialProductId,
  content: z.string(),
  points: z.number().int(),
  bets: z.number().int(),
  stake: minorUnits,
  status: z.enum(OFFICIAL_BET_STATUSES),
  win: minorUnits,
  refund: minorUnits,
  /** The result version the bet is settled on (0 while pending); a corrected result raises it. */
  resultVersion: z.number().int(),
  placedAt: z.string(),
});
export type OfficialBet = z.infer<typeof officialBet>;
export const officialOrdersAnswer = pageOf(officialBet);

/** GET API.official.results: the results board, newest draw first (every source of a day). */
export const officialResultsQuery = z.object({ gameCode: lotteryGameCode, pageNo, pageSize });
export const officialResultRow = officialDraw.extend({
  result: tiers.nullable(),
  /** 0 until a result is in; 2 and up: corrected. */
  version: z.number().int(),
  origin: z.enum(RESULT_ORIGINS).nullable(),
  voidReason: z.string().nullable(),
});
export type OfficialResultRow = z.infer<typeof officialResultRow>;
export const officialResultsAnswer = pageOf(officialResultRow);

// Operators (risk role, permission lottery.results; every call audited).

/** POST API.operator.lotteryResults: enter a result (or a correction) for a drawn draw; a second operator approves it. */
export const resultEntryBody = z.object({
  ...drawRef,
  result: tiers,
  /** Why a correction is made (required when the draw already has a result). */
  reason: z.string().trim().min(1).max(500).optional(),
});
export const resultEntryAnswer = z.object({ resultId: z.string(), status: z.literal('pending') });

/** GET API.operator.lotteryResults: entries waiting for a person's approval (an operator's entry, or a feed's answer not cross-checked). */
export const pendingResult = z.object({
  resultId: z.string(),
  ...drawRef,
  kind: z.enum(RESULT_KINDS),
  result: tiers,
  reason: z.string().nullable(),
  /** manual: an operator entered it (another person approves); feed: a feed answered it with no second feed agreeing (any person approves). */
  origin: z.enum(RESULT_ORIGINS),
  /** The operator who entered it, or the feed(s) that answered it. */
  enteredBy: z.string(),
  enteredAt: z.string(),
});
export const pendingResultsAnswer = z.array(pendingResult);

/** POST API.operator.lotteryResultApprove: the second operator confirms; the draw is (re-)settled. */
export const resultApproveAnswer = z.object({ resultId: z.string(), version: z.number().int() });

/** GET API.operator.lotteryDraws: every draw's state, newest first. */
export const opsDrawsQuery = z.object({
  gameCode: lotteryGameCode.optional(),
  state: z.enum(OFFICIAL_DRAW_STATES).optional(),
  pageNo,
  pageSize,
});
export const opsDraw = officialDraw.extend({
  gameCode: lotteryGameCode,
  resultVersion: z.number().int(),
  settledVersion: z.number().int(),
  origin: z.enum(RESULT_ORIGINS).nullable(),
  bets: z.number().int(),
  stake: minorUnits,
  pendingResultId: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** A correction that took back more than the member's balance held: what the house could not recover. */
  unrecovered: minorUnits,
});
export type OpsDraw = z.infer<typeof opsDraw>;
export const opsDrawsAnswer = pageOf(opsDraw);

/** PUT API.operator.lotteryRestrictions: closed (suspended) and half-pay numbers of one product on one draw. */
export const restrictionsBody = z.object({
  ...drawRef,
  productId: officialProductId,
  closed: z.array(z.string().max(8)).max(10_000).default([]),
  halfPay: z.array(z.string().max(8)).max(10_000).default([]),
});

/** PUT API.operator.lotteryProductPricing: a product's price and payout in one context, and its limit per number. */
export const productPricingBody = z.object({
  context: z.string().max(10),
  price: positiveMinorUnits,
  payout: z.partialRecord(z.enum(OFFICIAL_TIERS), minorUnits),
  maxNumberDraw: positiveMinorUnits.nullable(),
});
/** The pricing now in force for that product and context (the PUT's answer). */
export const productPricingAnswer = z.object({
  productId: officialProductId,
  context: z.string(),
  price: minorUnits,
  payout: z.partialRecord(z.enum(OFFICIAL_TIERS), minorUnits),
  maxNumberDraw: minorUnits.nullable(),
});

/** GET / PUT API.operator.lotteryVnCalendar: the merchant's VN station calendar (checkVnCalendar). */
export const vnCalendarBody = vnCalendar;

/**
 * Where an official game's results come from (fast games draw their own): the demo's simulator
 * (demo deployments only), one or more of the result feeds the platform configures
 * (LOTTERY_RESULT_FEEDS; an operator picks them by id and never names a URL), or manual entry only.
 */
export const RESULT_SOURCE_KINDS = ['simulator', 'feed', 'manual'] as const;
export type ResultSourceKind = (typeof RESULT_SOURCE_KINDS)[number];
/** The most feeds one game asks (two agreeing publish a result; more only wait longer). */
export const MAX_GAME_FEEDS = 4;
/** A platform feed's id, as the deployment names it in LOTTERY_RESULT_FEEDS. */
export const resultFeedId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/);

/** GET API.operator.lotteryResultFeeds: the platform's feeds that serve the game's lottery. */
export const resultFeed = z.object({
  id: resultFeedId,
  /** Null: a feed the source names that the platform no longer configures (it is not asked). */
  name: z.string().nullable(),
});
export const resultFeedsAnswer = z.array(resultFeed);

/**
 * PUT API.operator.lotteryResultSource: proposes a source; it applies once a different person
 * approves it. Strict: a URL (or anything else) is refused, what a source reaches is the platform's list.
 */
export const resultSourceBody = z
  .strictObject({
    kind: z.enum(RESULT_SOURCE_KINDS),
    /** The platform feeds to ask, by id: kind feed only. */
    feeds: z.array(resultFeedId).max(MAX_GAME_FEEDS).default([]),
    /** How long after the draw time the source is asked first. */
    delaySeconds: z.number().int().min(0).max(86_400).default(120),
  })
  .refine((b) => (b.kind === 'feed') === b.feeds.length > 0, {
    error: 'a feed source names one or more feeds, and only a feed source names any',
    path: ['feeds'],
  })
  .refine((b) => new Set(b.feeds).size === b.feeds.length, { error: 'a feed is named twice', path: ['feeds'] });

export const RESULT_SOURCE_CHANGE_STATUSES = ['pending', 'applied', 'superseded'] as const;
/** A proposed source (the PUT's answer); the approve call's id is `changeId`. */
export const resultSourceChange = z.object({
  changeId: z.string(),
  gameCode: lotteryGameCode,
  kind: z.enum(RESULT_SOURCE_KINDS),
  feeds: z.array(resultFeed),
  delaySeconds: z.number().int(),
  status: z.enum(RESULT_SOURCE_CHANGE_STATUSES),
  proposedBy: z.string(),
  proposedAt: z.string(),
});
export type ResultSourceChange = z.infer<typeof resultSourceChange>;

/** GET API.operator.lotteryResultSource (and the approve call's answer): the source in force and the change awaiting approval. */
export const resultSourceAnswer = z.object({
  gameCode: lotteryGameCode,
  kind: z.enum(RESULT_SOURCE_KINDS),
  feeds: z.array(resultFeed),
  delaySeconds: z.number().int(),
  pending: resultSourceChange.nullable(),
});
export type ResultSourceAnswer = z.infer<typeof resultSourceAnswer>;
