import { formatMoney } from '@playhouse/contract';
import { useWhitelabel } from './site-queries';

/**
 * The site's one money format: sign, the merchant's currency symbol, then the amount in
 * integer minor units with thousands separators and 2 decimals (§9). Integer arithmetic only.
 * formatAmount(123456789n, '₱') → '₱1,234,567.89'; formatAmount(-500n, '₱') → '-₱5.00';
 * with `signed`, a gain gets a '+': '+₱5.00'.
 */
export function formatAmount(
  minor: bigint | string | number,
  symbol = '',
  opts: { decimals?: number; signed?: boolean } = {},
): string {
  const v = typeof minor === 'bigint' ? minor : BigInt(minor);
  const sign = v < 0n ? '-' : opts.signed && v > 0n ? '+' : '';
  return sign + symbol + formatMoney(v < 0n ? -v : v, opts.decimals);
}

/** The merchant's currency symbol (whitelabel), the one every amount on the site is shown in. */
export function useCurrencySymbol(): string {
  return useWhitelabel().data?.currencySymbol ?? '';
}

/** formatAmount in the merchant's currency symbol. */
export function useFormatAmount(): (minor: bigint | string | number, opts?: { signed?: boolean }) => string {
  const symbol = useCurrencySymbol();
  return (minor, opts) => formatAmount(minor, symbol, opts);
}
