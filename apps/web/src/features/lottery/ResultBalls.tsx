import { formatResult, pc28Sum, type Family } from '@playhouse/contract/lottery';

/** A result as balls in draw order (PC28 with its sum); `fresh` plays the arrival animation once. */
export function ResultBalls({
  family,
  result,
  fresh = false,
  testId,
}: {
  family: Family;
  result: readonly number[];
  fresh?: boolean;
  testId?: string;
}) {
  const shown = formatResult(family, result).split(',');
  return (
    <span
      className={fresh ? 'lottery-balls lottery-balls-fresh' : 'lottery-balls'}
      data-testid={testId}
      data-result={result.join(',')}
    >
      {shown.map((n, i) => (
        <span key={i} className="lottery-ball" style={{ animationDelay: `${i * 120}ms` }}>
          {n}
        </span>
      ))}
      {family === 'PC28' ? <span className="lottery-ball lottery-ball-sum">= {pc28Sum(result)}</span> : null}
    </span>
  );
}
