import { z } from 'zod';
import { daySchema } from '../calendar-schemas.js';
import { pageNo, pageOf } from '../games.js';
import { CONTRACT_GAME_TYPES, CONTRACT_KINDS } from './constants.js';
import { DIVIDEND_PERIODS, dividendTiers, realtimeTiers, salaryTiers } from './terms.js';

/**
 * The agent contracts' wire schemas (spec §4): offers, decisions, terminations, the
 * consolidated call, bills (salary and dividend records) and my income.
 *
 * Statuses as the spec's modal uses them: P offered, A accepted (in force), R rejected,
 * V termination asked (the other side confirms), T terminated, E a changed offer while an older
 * one is in force (accepting it ends the older one).
 */
export const CONTRACT_STATUSES = ['P', 'A', 'R', 'V', 'T', 'E'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const TERMINATED_BY = ['upline', 'downline', 'operator', 'cascade'] as const;
export type TerminatedBy = (typeof TERMINATED_BY)[number];
export const BILL_STATUSES = ['issued', 'partial', 'insufficient', 'notReached'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

const id = z.string().regex(/^[1-9]\d{0,17}$/);
const gameType = z.enum(CONTRACT_GAME_TYPES);
const kind = z.enum(CONTRACT_KINDS);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** An offer: the terms by kind (dividend carries its period D/W/H/M). */
export const contractOfferBody = z.discriminatedUnion('kind', [
  z.object({ downlineId: id, kind: z.literal('dividend'), gameType, period: z.enum(DIVIDEND_PERIODS), tiers: dividendTiers }),
  z.object({ downlineId: id, kind: z.literal('dailySalary'), gameType, tiers: salaryTiers }),
  z.object({ downlineId: id, kind: z.literal('hourlySalary'), gameType, tiers: salaryTiers }),
  z.object({ downlineId: id, kind: z.literal('realtimeSalary'), gameType, tiers: realtimeTiers }),
]);
export type ContractOfferBody = z.infer<typeof contractOfferBody>;

/** The operator offers a top agent (upline: the platform) a contract: same body. */
export const opsContractOfferBody = contractOfferBody;

/** One contract as both sides and the operator see it. `tiers` follow the kind's tier schema. */
export const contractView = z.object({
  id,
  kind,
  gameType,
  /** null: offered by the platform (operator). */
  uplineId: id.nullable(),
  uplineName: z.string().nullable(),
  downlineId: id,
  downlineName: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  tiers: z.array(z.record(z.string(), z.unknown())),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Who asked to terminate (status V) or who ended it (T). */
  terminationBy: z.enum(TERMINATED_BY).nullable(),
  endedAt: z.string().nullable(),
  /** Only on the downline's view of a P/E offer: a downline of the caller holds a higher rate of the same kind and game type. */
  downlineHigherRate: z.enum(['Y', 'N']).optional(),
});
export type ContractView = z.infer<typeof contractView>;

export const contractListQuery = z.object({
  /** upline: offers the caller made to its direct downlines; downline: the caller's own contracts. */
  as: z.enum(['upline', 'downline']).default('downline'),
  kind: kind.optional(),
  gameType: gameType.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  downlineId: id.optional(),
  pageNo,
  pageSize,
});
export const contractListAnswer = pageOf(contractView);
export type ContractListPage = z.infer<typeof contractListAnswer>;

export const contractIdParams = z.object({ id });
/** Accept: `confirm: true` after the downline_higher_rate warning terminates those downlines' contracts. */
export const contractAcceptBody = z.object({ confirm: z.boolean().default(false) });
export const contractAnswer = contractView;

/** The 409 agent_contract_downline_higher_rate's details: who would lose a contract. */
export const affectedDownline = z.object({ contractId: id, downlineId: id, downlineName: z.string() });
export type AffectedDownline = z.infer<typeof affectedDownline>;

// ------------------------------------------------------------------- consolidated (§2 popup)

/** Rows of the popup: the caller's contracts as downline in status P, E or V, keyed by game type. */
const byGameType = z.record(z.string(), z.array(contractView));
export const consolidatedAnswer = z.object({
  divtypereq: byGameType,
  dailysalreqtype: byGameType,
  contracthoursalreq: byGameType,
  realtimesalreqtype: byGameType,
  /** Which agent-centre tabs are enabled: the caller holds (A) or is offered (P/E/V) a contract of the kind. */
  enabled: z.object({ dividend: z.boolean(), dailySalary: z.boolean(), hourlySalary: z.boolean(), realtimeSalary: z.boolean() }),
});
export type ConsolidatedAnswer = z.infer<typeof consolidatedAnswer>;

// ------------------------------------------------------------------ bills (salary / dividend records)

export const billView = z.object({
  id,
  kind,
  gameType,
  periodStart: z.string(),
  periodEnd: z.string(),
  contractId: id,
  /** null: the platform paid. */
  payerId: id.nullable(),
  /** Team figures the tier was chosen on, the tier index (-1 none) and the tier table snapshot. */
  figures: z.record(z.string(), z.unknown()),
  /** What the contract entitles the agent to (minor units). */
  entitlement: z.string(),
  /** What the agent owes its direct downlines out of it. */
  downlineTotal: z.string(),
  /** What the payer owes the agent (= entitlement). */
  amount: z.string(),
  paid: z.string(),
  status: z.enum(BILL_STATUSES),
  createdAt: z.string(),
});
export type BillView = z.infer<typeof billView>;

export const billListQuery = z.object({
  kind,
  gameType: gameType.optional(),
  status: z.enum(BILL_STATUSES).optional(),
  /** yyyy-MM-dd, inclusive, on period starts (days of the merchant's time zone). */
  from: daySchema.optional(),
  to: daySchema.optional(),
  pageNo,
  pageSize,
});
export const billListAnswer = pageOf(billView);
export type BillListPage = z.infer<typeof billListAnswer>;

// ------------------------------------------------------------------------ my income (agentRevenueReport)

export const INCOME_PERIODS = ['D', 'W', 'H', 'M'] as const;
export const incomeQuery = z.object({
  period: z.enum(INCOME_PERIODS).default('D'),
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export const incomeRow = z.object({
  /** yyyy-MM-dd of the period's first day, in the merchant's time zone. */
  period: z.string(),
  rebateDifference: z.string(),
  dailySalary: z.string(),
  hourlySalary: z.string(),
  realtimeSalary: z.string(),
  dividend: z.string(),
  total: z.string(),
});
export const incomeAnswer = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(incomeRow),
  totals: incomeRow.omit({ period: true }),
});
export type IncomeAnswer = z.infer<typeof incomeAnswer>;

// ------------------------------------------------------------------------------ operator oversight

export const opsContractListQuery = z.object({
  agentId: id.optional(),
  kind: kind.optional(),
  gameType: gameType.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  pageNo,
  pageSize,
});
export const opsTerminateBody = z.object({ reason: z.string().trim().min(1).max(200) });
