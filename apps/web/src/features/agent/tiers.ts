import type { ContractKind } from '@playhouse/contract/agent';

/**
 * Contract tiers as the agent reads them: rates in basis points become "1.50%", fixed amounts
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

/** The column keys of a kind's tier table (the labels are `agent_tier_<key>`). */
export function tierColumns(kind: ContractKind): string[] {
  if (kind === 'realtimeSalary') return ['profitRate', 'lossRate', 'minimumSingleBet'];
  if (kind === 'dividend') return ['minimumBet', 'netLoss', 'activeMember', 'contractRate'];
  return ['betVolume', 'activeMember', 'rate'];
}

const PERCENT = new Set(['contractRate', 'profitRate', 'lossRate']);
const COUNT = new Set(['activeMember']);

export function tierRows(kind: ContractKind, tiers: readonly Record<string, unknown>[], money: Money): TierCell[][] {
  return tiers.map((t) =>
    tierColumns(kind).map((key) => {
      const v = t[key];
      let value: string;
      if (COUNT.has(key)) value = String(v);
      else if (PERCENT.has(key) || (key === 'rate' && t.rateType === 'P')) value = formatRate(Number(v));
      else value = money(String(v));
      return { key, value };
    }),
  );
}

/** A percent typed by the agent ("1.5", "1.50") as basis points (150), or null when not a percent with up to 2 decimals. */
export function percentToBp(input: string): number | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** An amount typed by the agent ("1,000.5") as minor units ("100050"), or null when not an amount with up to 2 decimals. */
export function amountToMinor(input: string): string | null {
  const m = /^\s*(\d{1,13})(?:\.(\d{1,2}))?\s*$/.exec(input.replace(/,/g, ''));
  if (!m) return null;
  return String(BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')));
}

/** The offer form's rows (text as typed) as wire tiers, or the translation key of the first problem. */
export function tiersFromRows(
  kind: ContractKind,
  rows: readonly Record<string, string>[],
  rateType: 'P' | 'F',
): Record<string, string | number>[] | string {
  const out: Record<string, string | number>[] = [];
  for (const r of rows) {
    const tier: Record<string, string | number> = {};
    for (const key of tierColumns(kind)) {
      const v = r[key] ?? '';
      const n = COUNT.has(key)
        ? /^\s*\d{1,7}\s*$/.test(v)
          ? Number(v)
          : null
        : PERCENT.has(key) || (key === 'rate' && rateType === 'P')
          ? percentToBp(v)
          : amountToMinor(v);
      if (n === null) return 'agent_err_tier_value';
      tier[key] = n;
    }
    if (kind === 'dailySalary' || kind === 'hourlySalary') tier.rateType = rateType;
    out.push(tier);
  }
  return out;
}
