import { formatMoney } from '@playhouse/contract';

/**
 * An amount in integer minor units (§9: 2 decimals, thousands separators) after an optional
 * currency symbol: formatAmount(123456789, '₱') → '₱1,234,567.89'. Integer arithmetic only.
 */
export function formatAmount(minor: bigint | string | number, symbol = '', decimals?: number): string {
  return symbol + formatMoney(typeof minor === 'number' ? BigInt(minor) : minor, decimals);
}
