import { formatMoney } from '@playhouse/contract';

/**
 * An amount in minor units (§9: 2 decimals, separators), optionally after a currency symbol.
 * `signed` shows a '+' on gains and adds `posClassName` / `negClassName` so callers colour them.
 */
export function Money({
  minor,
  symbol = '',
  signed,
  className,
  posClassName,
  negClassName,
  testId,
}: {
  minor: string | bigint;
  symbol?: string;
  signed?: boolean;
  className?: string;
  posClassName?: string;
  negClassName?: string;
  testId?: string;
}) {
  const v = typeof minor === 'bigint' ? minor : BigInt(minor);
  const tone = !signed || v === 0n ? undefined : v > 0n ? posClassName : negClassName;
  return (
    <span className={[className, tone].filter(Boolean).join(' ') || undefined} data-testid={testId}>
      {symbol}
      {signed && v > 0n ? '+' : ''}
      {formatMoney(v)}
    </span>
  );
}
