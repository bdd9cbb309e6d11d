import { describe, expect, it } from 'vitest';
import {
  allocate,
  billStatusOf,
  chooseTier,
  contractTerms,
  entitlementOf,
  keptBy,
  realtimeSalaryOfBet,
  rebateDifference,
  tierTableProblem,
  uplineProblem,
  type ContractTerms,
} from './terms.js';

const daily = (...tiers: [string, number, number][]): ContractTerms => ({
  kind: 'dailySalary',
  tiers: tiers.map(([betVolume, activeMember, rate]) => ({ betVolume, activeMember, rateType: 'P' as const, rate })),
});
const dividend = (...tiers: [string, string, number, number][]): ContractTerms => ({
  kind: 'dividend',
  period: 'H',
  tiers: tiers.map(([minimumBet, netLoss, activeMember, contractRate]) => ({ minimumBet, netLoss, activeMember, contractRate })),
});

describe('tier tables', () => {
  it('accepts an increasing ladder of 1 to 6 tiers', () => {
    expect(tierTableProblem(daily(['100000', 1, 100]))).toBeNull();
    expect(tierTableProblem(daily(['100000', 1, 100], ['500000', 3, 150], ['1000000', 3, 200]))).toBeNull();
  });

  it('refuses rates or volumes that do not increase, mixed rate types, zero rates and more than 6 tiers', () => {
    expect(tierTableProblem(daily(['100000', 1, 100], ['500000', 3, 100]))).toBe('agent_contract_invalid_tiers');
    expect(tierTableProblem(daily(['100000', 1, 100], ['100000', 3, 150]))).toBe('agent_contract_invalid_tiers');
    expect(tierTableProblem(daily(['100000', 3, 100], ['500000', 1, 150]))).toBe('agent_contract_invalid_tiers');
    expect(tierTableProblem(daily(['100000', 1, 0]))).toBe('agent_contract_invalid_tiers');
    const mixed: ContractTerms = {
      kind: 'hourlySalary',
      tiers: [
        { betVolume: '100', activeMember: 0, rateType: 'P', rate: 10 },
        { betVolume: '200', activeMember: 0, rateType: 'F', rate: '500' },
      ],
    };
    expect(tierTableProblem(mixed)).toBe('agent_contract_invalid_tiers');
    const seven = Array.from({ length: 7 }, (_, i) => [String((i + 1) * 1000), 0, (i + 1) * 10] as [string, number, number]);
    expect(contractTerms.safeParse(daily(...seven)).success).toBe(false);
  });

  it("refuses a downline tier better than every upline tier (rate ≤ the upline's with thresholds ≥)", () => {
    const upline = daily(['100000', 1, 100], ['500000', 3, 200]);
    expect(uplineProblem(daily(['100000', 1, 80], ['500000', 3, 200]), upline)).toBeNull();
    expect(uplineProblem(daily(['600000', 5, 200]), upline)).toBeNull();
    // 2.00 % already at 1,000.00 of volume: the upline earns 2.00 % only from 5,000.00.
    expect(uplineProblem(daily(['100000', 1, 200]), upline)).toBe('agent_contract_rate_above_upline');
    expect(uplineProblem(daily(['600000', 5, 250]), upline)).toBe('agent_contract_rate_above_upline');
    expect(uplineProblem(daily(['100000', 1, 100]), null)).toBeNull();
    const rt = (profitRate: number, lossRate: number, minimumSingleBet: string): ContractTerms => ({
      kind: 'realtimeSalary',
      tiers: [{ profitRate, lossRate, minimumSingleBet }],
    });
    expect(uplineProblem(rt(50, 100, '1000'), rt(50, 120, '1000'))).toBeNull();
    expect(uplineProblem(rt(60, 100, '1000'), rt(50, 120, '1000'))).toBe('agent_contract_rate_above_upline');
    expect(uplineProblem(rt(50, 100, '500'), rt(50, 120, '1000'))).toBe('agent_contract_rate_above_upline');
  });
});

describe('entitlements', () => {
  const table = daily(['100000', 1, 100], ['500000', 3, 150]);
  it('chooses the highest tier whose thresholds the team meets', () => {
    expect(chooseTier(table, { validBet: 99_999n, netLoss: 0n, activeMembers: 5 })).toBe(-1);
    expect(chooseTier(table, { validBet: 600_000n, netLoss: 0n, activeMembers: 2 })).toBe(0);
    expect(chooseTier(table, { validBet: 600_000n, netLoss: 0n, activeMembers: 3 })).toBe(1);
  });

  it('pays a salary on valid bet (floored) and a dividend on net loss only', () => {
    expect(entitlementOf(table, { validBet: 600_033n, netLoss: 0n, activeMembers: 3 })).toEqual({ tier: 1, amount: 9_000n });
    const fixed: ContractTerms = {
      kind: 'dailySalary',
      tiers: [{ betVolume: '1000', activeMember: 0, rateType: 'F', rate: '5000' }],
    };
    expect(entitlementOf(fixed, { validBet: 2_000n, netLoss: 0n, activeMembers: 0 }).amount).toBe(5_000n);
    const div = dividend(['100000', '10000', 1, 1000], ['100000', '50000', 1, 2000]);
    expect(entitlementOf(div, { validBet: 200_000n, netLoss: 60_000n, activeMembers: 1 })).toEqual({ tier: 1, amount: 12_000n });
    expect(entitlementOf(div, { validBet: 200_000n, netLoss: -60_000n, activeMembers: 1 })).toEqual({ tier: -1, amount: 0n });
  });

  it('pays real-time salary per qualifying bet: profit rate when the bet won, loss rate otherwise', () => {
    const t = { profitRate: 50, lossRate: 100, minimumSingleBet: '1000' };
    expect(realtimeSalaryOfBet(t, { stake: 10_000n, payout: 0n })).toBe(100n);
    expect(realtimeSalaryOfBet(t, { stake: 10_000n, payout: 19_000n })).toBe(50n);
    expect(realtimeSalaryOfBet(t, { stake: 999n, payout: 0n })).toBe(0n);
  });
});

describe('the cascade', () => {
  it('keeps the difference, pays downlines in order while money lasts and names the bill status', () => {
    expect(keptBy(9_000n, [6_000n, 1_000n])).toBe(2_000n);
    expect(keptBy(1_000n, [6_000n])).toBe(0n);
    expect(allocate(5_000n, [3_000n, 3_000n, 1_000n])).toEqual([3_000n, 2_000n, 0n]);
    expect(billStatusOf(3_000n, 3_000n)).toBe('issued');
    expect(billStatusOf(3_000n, 2_000n)).toBe('partial');
    expect(billStatusOf(1_000n, 0n)).toBe('insufficient');
    expect(billStatusOf(0n, 0n)).toBe('notReached');
  });

  it('gives lottery rebate differences as stake × group difference / 2000 (the domain notes example)', () => {
    // Player at 12.0 % (group 1800 + 240 = 2040 in units of 1/20 %); simpler in groups: 1900 → 1904 → 1908.
    expect(rebateDifference(2_000_000n, 1904, 1900)).toBe(4_000n); // 20,000.00 × 0.2 % = 40.00
    expect(rebateDifference(2_000_000n, 1900, 1904)).toBe(0n);
  });
});
