import { formatAmount, useCurrencySymbol } from '../../lib/format';

/**
 * An amount in minor units in the site's one money format (lib/format.ts), in the merchant's
 * currency symbol. `signed` shows a '+' on gains and adds `posClassName` / `negClassName` so
 * callers colour them.
 */
export function Money({
  minor,
  signed,
  className,
  posClassName,
  negClassName,
  testId,
}: {
  minor: string | bigint;
  signed?: boolean;
  className?: string;
  posClassName?: string;
  negClassName?: string;
  testId?: string;
}) {
  const symbol = useCurrencySymbol();
  const v = typeof minor === 'bigint' ? minor : BigInt(minor);
  const tone = !signed || v === 0n ? undefined : v > 0n ? posClassName : negClassName;
  return (
    <span className={[className, tone].filter(Boolean).join(' ') || undefined} data-testid={testId}>
      {formatAmount(v, symbol, { signed })}
    </span>
  );
}
