import { z } from 'zod';
import { CONTRACT_GAME_TYPES, CONTRACT_KINDS, REPORT_PERIODS } from '@playhouse/contract/agent';

/**
 * The agent calls' paths and answer shapes as the agent centre reads them. The server's own
 * schemas land in `@playhouse/contract/agent` (hierarchy.ts, reports.ts, contracts.ts,
 * terms.ts) and the paths in the contract's API routes; until every page reads those, this
 * file is the one place the web states them, so the switch is an edit of this file only.
 * Amounts are integer minor units as strings; rates are basis points (150 = 1.50 %).
 */
export const AGENT_API = {
  announcements: '/wps/agent/announcements',
  overview: '/wps/agent/team/overview',
  registerInfo: '/wps/agent/register-centre',
  downlines: '/wps/agent/downlines',
  downline: '/wps/agent/downlines/:memberId',
  prizeGroup: '/wps/agent/downlines/:memberId/prize-group',
  teamBets: '/wps/agent/team/bets',
  userLoss: '/wps/agent/team/user-loss',
  revenue: '/wps/agent/revenue',
  accountDetails: '/wps/agent/account-details',
  bills: '/wps/agent/bills',
  consolidated: '/wps/member/info/funds/consolidated',
  contracts: '/wps/agent/contracts',
  contractAccept: '/wps/agent/contracts/:contractId/accept',
  contractReject: '/wps/agent/contracts/:contractId/reject',
  contractTerminate: '/wps/agent/contracts/:contractId/terminate',
  contractConfirmTermination: '/wps/agent/contracts/:contractId/confirm-termination',
} as const;

const minor = z.string();
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalElements: z.number(),
  });
const reportPageOf = <T extends z.ZodType, S extends z.ZodType>(item: T, totals: S) =>
  pageOf(item).extend({ totals: totals.optional() });

export const announcementPage = pageOf(
  z.object({ id: z.union([z.string(), z.number()]), title: z.string(), content: z.string(), publishedAt: z.string() }),
);

export const teamFigures = z.object({
  members: z.number(),
  newMembers: z.number(),
  activeMembers: z.number(),
  deposits: minor,
  withdrawals: minor,
  validBet: minor,
  profitLoss: minor,
});
export type TeamFigures = z.infer<typeof teamFigures>;
export const overviewAnswer = z.object({
  timeZone: z.string().optional(),
  period: z.enum(REPORT_PERIODS),
  totals: teamFigures,
  buckets: z.array(teamFigures.extend({ from: z.string(), to: z.string() })),
});
export type OverviewAnswer = z.infer<typeof overviewAnswer>;

export const registerInfoAnswer = z.object({
  affiliateCode: z.string(),
  /** The merchant's IANA time zone (reports cut days in it); the header clock shows it. */
  timeZone: z.string().optional(),
  registersAgents: z.boolean(),
  prizeGroup: z.object({ min: z.number(), max: z.number(), step: z.number().default(2) }),
});
export type RegisterInfo = z.infer<typeof registerInfoAnswer>;
export const createDownlineAnswer = z.object({ id: z.number(), account: z.string() });

export const downlineRow = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string().nullable().optional(),
  type: z.number(),
  prizeGroup: z.number().nullable().optional(),
  depth: z.number().optional(),
  downlineCount: z.number().default(0),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable().optional(),
});
export type DownlineRow = z.infer<typeof downlineRow>;
export const downlinePage = pageOf(downlineRow).extend({
  /** From the agent (excluded) down to the listed level's parent. */
  path: z.array(z.object({ id: z.number(), account: z.string() })).default([]),
});
export const downlineDetail = downlineRow.extend({
  upline: z.string().nullable().optional(),
  balance: minor.optional(),
  teamSize: z.number().optional(),
  prizeGroupMax: z.number().optional(),
  rebate: z.string().optional(),
});
export type DownlineDetail = z.infer<typeof downlineDetail>;

export const teamBetRow = z.object({
  id: z.string(),
  account: z.string(),
  gameType: z.string(),
  vendor: z.string().optional(),
  gameName: z.string().optional(),
  placedAt: z.string(),
  stake: minor,
  validBet: minor,
  payout: minor,
  profitLoss: minor,
  status: z.string(),
});
export type TeamBetRow = z.infer<typeof teamBetRow>;
export const teamBetPage = reportPageOf(
  teamBetRow,
  z.object({ stake: minor, validBet: minor, payout: minor, profitLoss: minor }),
);

export const userLossRow = z.object({
  memberId: z.number(),
  account: z.string(),
  stake: minor,
  validBet: minor,
  payout: minor,
  rebate: minor,
  bonus: minor,
  profitLoss: minor,
});
export type UserLossRow = z.infer<typeof userLossRow>;
export const userLossPage = reportPageOf(userLossRow, userLossRow.omit({ memberId: true, account: true }));

export const revenueRow = z.object({
  from: z.string(),
  to: z.string(),
  rebateDifference: minor,
  dailySalary: minor,
  hourlySalary: minor,
  realtimeSalary: minor,
  dividend: minor,
  total: minor,
});
export type RevenueRow = z.infer<typeof revenueRow>;
export const revenuePage = reportPageOf(revenueRow, revenueRow.omit({ from: true, to: true }));

export const accountRow = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  amount: minor,
  balanceAfter: minor.optional(),
  remark: z.string().nullable().optional(),
});
export type AccountRow = z.infer<typeof accountRow>;
export const accountPage = reportPageOf(accountRow, z.object({ income: minor, expense: minor }));

export const BILL_STATUSES = ['issued', 'partial', 'insufficient', 'notReached'] as const;
export const billRow = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  gameType: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  figures: z
    .object({
      stake: minor.optional(),
      validBet: minor.optional(),
      netLoss: minor.optional(),
      activeMembers: z.number().optional(),
    })
    .passthrough()
    .optional(),
  entitlement: minor,
  amount: minor,
  paid: minor,
  status: z.enum(BILL_STATUSES),
});
export type BillRow = z.infer<typeof billRow>;
export const billPage = reportPageOf(billRow, z.object({ entitlement: minor, amount: minor, paid: minor }));

// ---------------------------------------------------------------- contracts

export const CONTRACT_STATUSES = ['P', 'A', 'R', 'V', 'T', 'E'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const RATE_TYPES = ['P', 'F'] as const;

export const dividendTier = z.object({ minimumBet: minor, netLoss: minor, activeMember: z.number(), contractRate: z.number() });
export const salaryTier = z.object({
  betVolume: minor,
  activeMember: z.number(),
  rateType: z.enum(RATE_TYPES),
  rate: z.union([z.number(), z.string()]),
});
export const realtimeTerms = z.object({ profitRate: z.number(), lossRate: z.number(), minimumSingleBet: minor });
export type DividendTier = z.infer<typeof dividendTier>;
export type SalaryTier = z.infer<typeof salaryTier>;
export type RealtimeTerms = z.infer<typeof realtimeTerms>;

export const contractTerms = z.union([
  z.object({ tiers: z.array(dividendTier) }),
  z.object({ tiers: z.array(salaryTier) }),
  realtimeTerms,
]);
export type ContractTerms = z.infer<typeof contractTerms>;

export const contractRow = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  gameType: z.enum(CONTRACT_GAME_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  upline: z.string().nullable().optional(),
  downline: z.string().optional(),
  downlineId: z.number().optional(),
  period: z.string().nullable().optional(),
  terms: contractTerms,
  offeredAt: z.string(),
  decidedAt: z.string().nullable().optional(),
  /** The contract this offer replaces (status E), when one is in force. */
  replaces: z.string().nullable().optional(),
  terminationBy: z.string().nullable().optional(),
});
export type ContractRow = z.infer<typeof contractRow>;

const byGameType = z.record(z.string(), z.array(contractRow)).default({});
export const consolidatedAnswer = z.object({
  divtypereq: byGameType,
  dailysalreqtype: byGameType,
  contracthoursalreq: byGameType,
  realtimesalreqtype: byGameType,
  enabled: z
    .object({ dividend: z.boolean(), dailySalary: z.boolean(), hourlySalary: z.boolean(), realtimeSalary: z.boolean() })
    .default({ dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false }),
});
export type Consolidated = z.infer<typeof consolidatedAnswer>;
export const contractList = z.array(contractRow);
export const contractAnswer = contractRow;
/** The answer's value when accepting would end downlines' higher-rate contracts (409 agent_contract_downline_higher_rate). */
export const higherRateValue = z.object({ downlines: z.array(z.object({ account: z.string() }).passthrough()) }).partial();
