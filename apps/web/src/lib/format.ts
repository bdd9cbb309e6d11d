import { LIMITS } from '@playhouse/contract';
import i18n from './i18n';

/** Number locales per UI language (TY is Tagalog as written in the Philippines). */
const NUMBER_LOCALE: Record<string, string> = { EN: 'en-US', TY: 'fil-PH' };

const formatters = new Map<string, Intl.NumberFormat>();
function amountFormatter(): Intl.NumberFormat {
  const locale = NUMBER_LOCALE[i18n.language] ?? NUMBER_LOCALE.EN!;
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: LIMITS.amountDecimals,
      maximumFractionDigits: LIMITS.amountDecimals,
      useGrouping: true,
    });
    formatters.set(locale, f);
  }
  return f;
}

/**
 * An amount in integer minor units (§9: 2 decimals, thousands separators), optionally
 * prefixed with the currency symbol: formatMinor(123456789, '₱') → '₱1,234,567.89'.
 */
export function formatMinor(minor: number, symbol = ''): string {
  return symbol + amountFormatter().format(minor / 10 ** LIMITS.amountDecimals);
}
