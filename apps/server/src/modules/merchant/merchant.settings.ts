import { z } from 'zod';
import { CONTACT_SLOTS, GAME_TYPES } from '@playhouse/contract';

// points mall and manual rebate
const gameTypeKey = z.enum(GAME_TYPES);
/** Points mall: earning, conversion and the turnover its cash carries. */
const pointsSettings = z.object({
  /** Points per 1.00 of valid bet by game type (2 decimals at most); a type not listed earns defaultRate. */
  rates: z.partialRecord(gameTypeKey, z.number().min(0).max(10_000)).default({}),
  defaultRate: z.number().min(0).max(10_000).default(1),
  /** Points that convert to one whole unit of the currency (100 minor units). */
  pointsPerUnit: z.number().int().min(1).max(1_000_000).default(100),
  /** The least points one conversion takes; conversions go in whole units of the currency. */
  convertMinPoints: z.number().int().min(1).default(1_000),
  /** Turnover required on converted cash and on approved cash/bonus redeems (× amount; 0 = none). */
  convertTurnoverMultiplier: z.number().min(0).max(100).default(1),
  redeemTurnoverMultiplier: z.number().min(0).max(100).default(1),
});
/** Manual rebate (MANPLAYREB3): rates in basis points of valid bet (50 = 0.50 %). */
const manualRebateSettings = z.object({
  ratesBp: z.partialRecord(gameTypeKey, z.number().int().min(0).max(10_000)).default({}),
  defaultRateBp: z.number().int().min(0).max(10_000).default(0),
  /** The least a claim pays, minor units. */
  minClaim: z.number().int().min(1).default(100),
  turnoverMultiplier: z.number().min(0).max(100).default(1),
});

/** Wagering weights (percent of a valid bet) by game type: the rewards block's default. */
const REWARD_WAGERING_WEIGHTS: Record<string, number> = {
  RNG: 100,
  FISH: 100,
  BGS: 100,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  COCKFIGHT: 20,
  LIVE: 10,
  LOTT: 20,
  ELOTT: 20,
};

/**
 * White-label settings kept in merchants.settings (jsonb). Parsed with defaults on read,
 * so a merchant row written before a new setting existed still works.
 */
export const merchantSettingsSchema = z.object({
  /** Refuse plain-JSON credential calls; only the encrypted envelope is accepted. */
  requireEncryption: z.boolean().default(false),
  /** The well-known initial password agents hand out; signing in with it forces a change. */
  defaultPassword: z.string().min(6).max(64).default('abc123456'),
  /** Age after which a password is expired, when PWDEXPFORCECHANGE3 is on. */
  passwordMaxAgeDays: z.number().int().min(1).max(3650).default(90),
  /** Failed logins of one account (or IP) in the window before a captcha is required. */
  captchaAfterFailures: z.number().int().min(0).max(100).default(3),
  /**
   * Beyond loginLimitPerIp an IP gets 429. Beyond loginLimitPerAccount the account asks for a
   * captcha, or, with loginHardLock, refuses (429) until the window ends or a password reset.
   */
  loginLimitPerAccount: z.number().int().min(1).default(10),
  loginHardLock: z.boolean().default(false),
  loginLimitPerIp: z.number().int().min(1).default(50),
  loginWindowMinutes: z.number().int().min(1).default(15),
  sessionIdleMinutes: z.number().int().min(1).default(120),
  sessionAbsoluteHours: z.number().int().min(1).default(24),
  /** Ask extra verification when an account signs in from an IP it has not used. */
  newIpVerification: z.boolean().default(true),
  /**
   * New-IP verification may be answered with the bank account holder's name (the spec's option).
   * Off by default: that name is no proof of possession and is often known to others.
   */
  newIpBankNameAnswer: z.boolean().default(false),
  smsExpiredMinutes: z.number().int().min(1).max(30).default(5),
  /** Sms codes per mobile number (and per IP x5) inside the phone rate-limit wait. */
  smsPerMobileLimit: z.number().int().min(1).default(3),
  /** Daily sms quota of the merchant; beyond it: quota_exceeded. */
  smsDailyQuota: z.number().int().min(1).default(10000),
  social: z
    .object({ google: z.boolean().default(false), facebook: z.boolean().default(false) })
    .default({ google: false, facebook: false }),
  captchaOnLogin: z.boolean().default(false),
  referralEnabled: z.boolean().default(true),
  contacts: z.array(z.object({ slot: z.enum(CONTACT_SLOTS), url: z.string() })).default([]),
  appDownloads: z
    .object({ ios: z.string().default(''), android: z.string().default(''), iosLite: z.string().default('') })
    .default({ ios: '', android: '', iosLite: '' }),
  customerService: z.array(z.object({ path: z.string(), title: z.string(), csPosition: z.string() })).default([]),
  resources: z.array(z.object({ resourceType: z.string(), labelNameEn: z.string(), url: z.string() })).default([]),
  agentConsultationHours: z.string().default('09:00 - 21:00'),
  gtagId: z.string().default(''),
  imageCDNs: z.array(z.string()).default([]),
  launchGameCDNs: z.array(z.string()).default([]),
  /** Minutes after approval after which an unanswered withdrawal receipt counts as received (§4). */
  withdrawalAutoConfirmMinutes: z.number().int().min(1).max(10_080).default(30),
  /** Withdrawal limits per request, in minor units (100.00 to 50,000.00 unless set). */
  withdrawalMinAmount: z.number().int().min(1).default(10_000),
  withdrawalMaxAmount: z.number().int().min(1).default(5_000_000),
  /** A manual balance adjustment larger than this (minor units; 1,000.00 unless set) waits for a second person's approval. */
  adjustmentApprovalAbove: z.number().int().min(0).default(100_000),
  /**
   * A withdrawal or a bank-transfer deposit larger than this (minor units; 10,000.00 unless set)
   * is paid out, or credited, only once a second person approves.
   */
  paymentApprovalAbove: z.number().int().min(0).default(1_000_000),
  // rewards, bonuses and wagering
  rewards: z
    .object({
      /**
       * Percent of a valid bet that counts toward a bonus's turnover, by game type; a type not
       * listed counts defaultWageringWeight. Games where a bet can be hedged or whose house edge
       * is small (live tables, sports, lotteries) count less than slots.
       */
      wageringWeights: z.record(z.string(), z.number().int().min(0).max(100)).default(REWARD_WAGERING_WEIGHTS),
      defaultWageringWeight: z.number().int().min(0).max(100).default(100),
      /** How long a claimable reward waits in the reward centre when its grant names no expiry. */
      claimableDays: z.number().int().min(1).max(365).default(7),
    })
    .default({ wageringWeights: REWARD_WAGERING_WEIGHTS, defaultWageringWeight: 100, claimableDays: 7 }),
  // (end of rewards)
  // points mall and manual rebate
  points: pointsSettings.default(pointsSettings.parse({})),
  manualRebate: manualRebateSettings.default(manualRebateSettings.parse({})),
  // responsible gaming
  /** Hours a raised or removed limit waits before it takes effect (its days: the merchant's time zone). */
  responsibleGaming: z.object({ coolingOffHours: z.number().int().min(1).max(720).default(24) }).default({ coolingOffHours: 24 }),
  // referral
  /**
   * The REFERRAL promo's conditions (referralEnabled turns it on): an invitee qualifies with a
   * first deposit of at least minFirstDeposit and a valid bet of at least minValidBet within
   * withinDays of registering; the referrer then gets rewardAmount (minor units, claimable in
   * the reward centre) with turnoverMultiplier × the amount to wager.
   */
  referral: z
    .object({
      rewardAmount: z.number().int().min(1).default(5_000),
      minFirstDeposit: z.number().int().min(0).default(10_000),
      minValidBet: z.number().int().min(0).default(50_000),
      withinDays: z.number().int().min(1).max(365).default(30),
      turnoverMultiplier: z.number().min(0).max(100).default(1),
    })
    .default({ rewardAmount: 5_000, minFirstDeposit: 10_000, minValidBet: 50_000, withinDays: 30, turnoverMultiplier: 1 }),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

export function parseSettings(raw: unknown): MerchantSettings {
  return merchantSettingsSchema.parse(raw ?? {});
}
