import type { ContractKind } from '@playhouse/contract/agent';
import type { ContractTerms, DividendTier, RealtimeTerms, SalaryTier } from './agent-wire';

/**
 * Contract terms as the agent reads them: rates in basis points become "1.50%", fixed amounts
 * and thresholds (minor units) go through the site's money format (passed in, so this stays
 * pure), and every tier becomes one row of labelled cells. Also the offer form's inputs back
 * into wire units.
 */
export function formatRate(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

type Money = (minor: string) => string;
export interface TierCell {
  key: string;
  value: string;
}

export function tierRows(kind: ContractKind, terms: ContractTerms, money: Money): TierCell[][] {
  if (kind === 'realtimeSalary') {
    const t = terms as RealtimeTerms;
    return [
      [
        { key: 'profitRate', value: formatRate(t.profitRate) },
        { key: 'lossRate', value: formatRate(t.lossRate) },
        { key: 'minimumSingleBet', value: money(t.minimumSingleBet) },
      ],
    ];
  }
  const tiers = 'tiers' in terms ? terms.tiers : [];
  if (kind === 'dividend') {
    return (tiers as DividendTier[]).map((t) => [
      { key: 'minimumBet', value: money(t.minimumBet) },
      { key: 'netLoss', value: money(t.netLoss) },
      { key: 'activeMember', value: String(t.activeMember) },
      { key: 'contractRate', value: formatRate(t.contractRate) },
    ]);
  }
  return (tiers as SalaryTier[]).map((t) => [
    { key: 'betVolume', value: money(t.betVolume) },
    { key: 'activeMember', value: String(t.activeMember) },
    { key: 'rate', value: t.rateType === 'P' ? formatRate(Number(t.rate)) : money(String(t.rate)) },
  ]);
}

/** The column keys of a kind's tier table (the labels are `agent_tier_<key>`). */
export function tierColumns(kind: ContractKind): string[] {
  if (kind === 'realtimeSalary') return ['profitRate', 'lossRate', 'minimumSingleBet'];
  if (kind === 'dividend') return ['minimumBet', 'netLoss', 'activeMember', 'contractRate'];
  return ['betVolume', 'activeMember', 'rate'];
}

/** A percent typed by the agent ("1.5", "1.50") as basis points (150), or null when not a percent with up to 2 decimals. */
export function percentToBp(input: string): number | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** An amount typed by the agent ("1,000.5") as minor units ("100050"), or null when not an amount with up to 2 decimals. */
export function amountToMinor(input: string): string | null {
  const m = /^\s*(\d{1,15})(?:\.(\d{1,2}))?\s*$/.exec(input.replace(/,/g, ''));
  if (!m) return null;
  return String(BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')));
}
