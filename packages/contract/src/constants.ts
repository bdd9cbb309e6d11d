/** Business constants and limits of §9. */
export const LIMITS = {
  announcementsPerPage: 9,
  bannerAutoplayMs: 5000,
  bannerSpeedMs: 1000,
  favouriteThrottleMs: 1000,
  smsButtonThrottleMs: 1000,
  captchaRefreshThrottleMs: 1000,
  rememberMeHours: 24,
  feedbackMin: 20,
  feedbackMax: 200,
  gameListPageSize: 20,
  favouriteListSize: 999,
  winnerBoardLimit: 20,
  winnerBoardBiggestShown: 9,
  homeSectionItems: 12,
  homeGamesPerSlide: 2,
  homeSlidesPerView: 6,
  homePreviews: { RNG: 3, LIVE: 1, FISH: 1 },
  largeDropdownVendors: 10,
  jackpotMin: 1_400_000,
  jackpotMax: 1_500_000,
  amountDecimals: 2,
  agentClockMs: 1000,
  qrSize: 120,
  phoneRateLimitMinutes: 5,
  realTimeSalaryMinutes: 5,
  minimumAge: 18,
  activityCommentMax: 140,
  activityImageMaxBytes: 5 * 1024 * 1024,
  activityImagesMax: 3,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const CONTACT_SLOTS = ['LIVECHAT', 'TELEGRAM-1', 'TELEGRAM-2', 'TELEGRAM-3', 'FACEBOOK-1'] as const;
export type ContactSlot = (typeof CONTACT_SLOTS)[number];

export const QUESTION_TYPES = { deposit: 1, withdrawal: 2, game: 3, customerService: 4, agentApplication: 6, other: 0 } as const;
export const SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'BGS'] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const ESPORTS_VENDOR = 'IMES';
export const COCKFIGHT_VENDOR = 'DS88';
export const IN_HOUSE_VASSALAGES = ['JL', 'FC', 'PG'] as const;
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export const PERIOD_TYPES = { D: 'daily', W: 'weekly', H: 'semimonthly', M: 'monthly' } as const;

export const PLATFORM = 'WEB';
export const PLATFORM_CODE = 'W';
export const LOTTERY_TYPE = 'Lott';

/** System status of §4. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const LANGUAGES = ['EN', 'TY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

/** Countries offered for mobile numbers; the first is the default. */
export const COUNTRIES = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'US', countryDialingCode: '1' },
] as const;

/**
 * The home banner's frame per breakpoint: the wide image (`url`) above BANNER_NARROW_MAX_PX,
 * the narrow one (`mobileUrl`) up to it. The page reserves these proportions before any image
 * arrives, so a banner never shifts the layout; an image of other proportions is cropped to fit.
 */
export const BANNER_SIZES = {
  wide: { width: 1200, height: 400 },
  narrow: { width: 720, height: 400 },
} as const;
export const BANNER_NARROW_MAX_PX = 599;
