import { z } from 'zod';

/**
 * Agent contract terms (spec §3/§4, domain notes §5): the tier schemas and the pure
 * rules both the server and the agent centre use. Money is bigint minor units (strings on the
 * wire); percent rates are integer basis points (150 = 1.50 %).
 */

export const MAX_TIERS = 6;
/** 100 % in basis points. */
export const BP = 10_000;

const minor = z.string().regex(/^(0|[1-9]\d{0,14})$/, 'minor units');
const bp = z.number().int().min(0).max(BP);
const members = z.number().int().min(0).max(1_000_000);

/** Dividend tier: the team's valid bet, net loss and active members reach the thresholds; the rate applies to the net loss. */
export const dividendTier = z.object({ minimumBet: minor, netLoss: minor, activeMember: members, contractRate: bp });
const salaryBase = { betVolume: minor, activeMember: members };
/** Daily or hourly salary tier: 'P' a percent (basis points) of the team's valid bet, 'F' a fixed amount (minor units). */
export const salaryTier = z.discriminatedUnion('rateType', [
  z.object({ ...salaryBase, rateType: z.literal('P'), rate: bp }),
  z.object({ ...salaryBase, rateType: z.literal('F'), rate: minor }),
]);
/** Real-time salary (one row): per settled bet with stake ≥ minimumSingleBet, profitRate of a won bet's stake, lossRate of a lost one's. */
export const realtimeTier = z.object({ profitRate: bp, lossRate: bp, minimumSingleBet: minor });

export type DividendTier = z.infer<typeof dividendTier>;
export type SalaryTier = z.infer<typeof salaryTier>;
export type RealtimeTier = z.infer<typeof realtimeTier>;

/** Dividend periods: D daily, W weekly (Monday), H semi-monthly (1st–15th, 16th–end), M monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export const dividendTiers = z.array(dividendTier).min(1).max(MAX_TIERS);
export const salaryTiers = z.array(salaryTier).min(1).max(MAX_TIERS);
export const realtimeTiers = z.array(realtimeTier).length(1);

/** Terms by kind, as stored (jsonb) and sent: always a list of tiers (real-time: exactly one). */
export const contractTerms = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dividend'), period: z.enum(DIVIDEND_PERIODS), tiers: dividendTiers }),
  z.object({ kind: z.literal('dailySalary'), tiers: salaryTiers }),
  z.object({ kind: z.literal('hourlySalary'), tiers: salaryTiers }),
  z.object({ kind: z.literal('realtimeSalary'), tiers: realtimeTiers }),
]);
export type ContractTerms = z.infer<typeof contractTerms>;

export type TierProblem = 'agent_contract_invalid_tiers' | 'agent_contract_rate_above_upline';

const big = (s: string) => BigInt(s);

/** Comparable view of a tier: its thresholds (all must be met) and its rate. */
interface Shape {
  thresholds: bigint[];
  rate: bigint;
}
function shapeOf(t: DividendTier | SalaryTier): Shape {
  if ('contractRate' in t)
    return { thresholds: [big(t.minimumBet), big(t.netLoss), BigInt(t.activeMember)], rate: BigInt(t.contractRate) };
  return { thresholds: [big(t.betVolume), BigInt(t.activeMember)], rate: BigInt(t.rate) };
}

/**
 * The table's own shape (domain notes §5.2): 1..6 tiers, one rate type per table, rates
 * strictly increasing, every threshold non-decreasing and the first (bet volume / minimum bet)
 * strictly increasing, so the tiers are an ordered ladder.
 */
export function tierTableProblem(terms: ContractTerms): TierProblem | null {
  if (terms.kind === 'realtimeSalary') return terms.tiers.length === 1 ? null : 'agent_contract_invalid_tiers';
  const tiers = terms.tiers;
  if (tiers.length < 1 || tiers.length > MAX_TIERS) return 'agent_contract_invalid_tiers';
  if (terms.kind !== 'dividend') {
    const types = new Set((tiers as SalaryTier[]).map((t) => t.rateType));
    if (types.size !== 1) return 'agent_contract_invalid_tiers';
  }
  const shapes = tiers.map(shapeOf);
  if (shapes.some((s) => s.rate <= 0n)) return 'agent_contract_invalid_tiers';
  for (let i = 1; i < shapes.length; i++) {
    const a = shapes[i - 1]!;
    const b = shapes[i]!;
    if (b.rate <= a.rate) return 'agent_contract_invalid_tiers';
    if (b.thresholds[0]! <= a.thresholds[0]!) return 'agent_contract_invalid_tiers';
    if (b.thresholds.some((v, k) => v < a.thresholds[k]!)) return 'agent_contract_invalid_tiers';
  }
  return null;
}

/**
 * The terms against the offering agent's own contract of the same kind and game type (domain
 * notes §5.2): every rate ≤ the upline's best rate, and each tier dominated by an upline tier
 * (thresholds ≤, rate ≥), so a downline is never better paid than its upline for the same team
 * result. Salary tables must use the upline's rate type. Real-time: each rate ≤ and the minimum
 * single bet ≥ the upline's. `upline` null: the platform offers (no ceiling).
 */
export function uplineProblem(terms: ContractTerms, upline: ContractTerms | null): TierProblem | null {
  const own = tierTableProblem(terms);
  if (own || !upline) return own;
  if (upline.kind !== terms.kind) return 'agent_contract_invalid_tiers';
  if (terms.kind === 'realtimeSalary') {
    const d = terms.tiers[0]!;
    const u = (upline as typeof terms).tiers[0]!;
    if (d.profitRate > u.profitRate || d.lossRate > u.lossRate || big(d.minimumSingleBet) < big(u.minimumSingleBet))
      return 'agent_contract_rate_above_upline';
    return null;
  }
  if (terms.kind !== 'dividend' && (terms.tiers[0] as SalaryTier).rateType !== (upline.tiers[0] as SalaryTier).rateType)
    return 'agent_contract_invalid_tiers';
  const ups = (upline.tiers as (DividendTier | SalaryTier)[]).map(shapeOf);
  const best = ups.reduce((m, u) => (u.rate > m ? u.rate : m), 0n);
  for (const d of (terms.tiers as (DividendTier | SalaryTier)[]).map(shapeOf)) {
    if (d.rate > best) return 'agent_contract_rate_above_upline';
    if (!ups.some((u) => u.rate >= d.rate && u.thresholds.every((v, k) => v <= d.thresholds[k]!)))
      return 'agent_contract_rate_above_upline';
  }
  return null;
}

/** The best rate of a table (basis points or minor units): what "a lower rate" compares. */
export function bestRate(terms: ContractTerms): bigint {
  if (terms.kind === 'realtimeSalary') {
    const t = terms.tiers[0]!;
    return BigInt(Math.max(t.profitRate, t.lossRate));
  }
  return (terms.tiers as (DividendTier | SalaryTier)[]).map(shapeOf).reduce((m, s) => (s.rate > m ? s.rate : m), 0n);
}

/** What a period's team did, the input of tier choice. */
export interface TeamResult {
  validBet: bigint;
  /** Players' net loss (stake − payout − rebate − bonus), positive when the team lost. */
  netLoss: bigint;
  activeMembers: number;
}

/** The index of the highest tier whose thresholds the team meets, or -1 (not reached). */
export function chooseTier(terms: ContractTerms, team: TeamResult): number {
  if (terms.kind === 'realtimeSalary') return 0;
  let chosen = -1;
  terms.tiers.forEach((t, i) => {
    const ok =
      'contractRate' in t
        ? team.validBet >= big(t.minimumBet) && team.netLoss >= big(t.netLoss) && team.activeMembers >= t.activeMember
        : team.validBet >= big(t.betVolume) && team.activeMembers >= t.activeMember;
    if (ok) chosen = i;
  });
  return chosen;
}

/** Basis points of an amount, floored (minor units never split). */
export const ofBp = (amount: bigint, rate: number | bigint) => (amount * BigInt(rate)) / BigInt(BP);

/** A salary tier's pay on the team's valid bet. */
export function salaryOf(tier: SalaryTier, validBet: bigint): bigint {
  return tier.rateType === 'P' ? ofBp(validBet, tier.rate) : big(tier.rate);
}

/** A dividend tier's pay: the rate of the team's net loss; nothing when the team won. */
export function dividendOf(tier: DividendTier, netLoss: bigint): bigint {
  return netLoss > 0n ? ofBp(netLoss, tier.contractRate) : 0n;
}

/**
 * The entitlement of a period: the chosen tier's pay, 0 when no tier is reached. Salary on the
 * team's valid bet, dividend on its net loss.
 */
export function entitlementOf(terms: ContractTerms, team: TeamResult): { tier: number; amount: bigint } {
  const tier = chooseTier(terms, team);
  if (tier < 0 || terms.kind === 'realtimeSalary') return { tier, amount: 0n };
  if (terms.kind === 'dividend') return { tier, amount: dividendOf(terms.tiers[tier]!, team.netLoss) };
  return { tier, amount: salaryOf(terms.tiers[tier]!, team.validBet) };
}

/** Real-time salary of one settled bet: won (payout > stake) earns profitRate of the stake, otherwise lossRate; below the minimum nothing. */
export function realtimeSalaryOfBet(tier: RealtimeTier, bet: { stake: bigint; payout: bigint }): bigint {
  if (bet.stake < big(tier.minimumSingleBet) || bet.stake <= 0n) return 0n;
  return ofBp(bet.stake, bet.payout > bet.stake ? tier.profitRate : tier.lossRate);
}

/**
 * The cascade of one agent (domain notes §5.3): it receives its entitlement from its payer and
 * pays each direct downline its entitlement out of it; it keeps entitlement − Σ downlines (never
 * below 0: a shortfall is paid from its main wallet).
 */
export function keptBy(entitlement: bigint, downlines: readonly bigint[]): bigint {
  const d = downlines.reduce((s, v) => s + v, 0n);
  return entitlement > d ? entitlement - d : 0n;
}

/**
 * How an agent with `available` money pays what it owes its downlines, in the given order: each
 * in full while the money lasts, then the part that is left, then nothing. `paid[i] ≤ owed[i]`.
 */
export function allocate(available: bigint, owed: readonly bigint[]): bigint[] {
  let left = available > 0n ? available : 0n;
  return owed.map((o) => {
    const p = o <= left ? o : left;
    left -= p;
    return p;
  });
}

/** A bill's status from what it was owed and what was paid: issued, partial, insufficient (nothing paid) or notReached (nothing owed). */
export function billStatusOf(owed: bigint, paid: bigint): 'issued' | 'partial' | 'insufficient' | 'notReached' {
  if (owed <= 0n) return 'notReached';
  if (paid >= owed) return 'issued';
  return paid > 0n ? 'partial' : 'insufficient';
}

/** The lottery rebate difference of one upline on a ticket: stake × (upline group − group below it) / 2000, 0 when not above. */
export function rebateDifference(stake: bigint, uplineGroup: number, belowGroup: number): bigint {
  return uplineGroup > belowGroup ? (stake * BigInt(uplineGroup - belowGroup)) / 2000n : 0n;
}
