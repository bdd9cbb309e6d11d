import { useTranslation } from 'react-i18next';
import { formatResult, type Family } from '@playhouse/contract/lottery';
import { trendOf } from './trend';

/**
 * The trend chart over the draws shown: per position a bar per number (how often it came), hot and
 * cold marked, and the draws since it last came (missing) under each bar.
 */
export function TrendView({ family, results }: { family: Family; results: readonly (readonly number[])[] }) {
  const { t } = useTranslation();
  const trends = trendOf(family, results);
  const label = (n: number) => formatResult(family, [n]);
  return (
    <section className="lottery-trend" data-testid="lottery-trend" aria-label={t('lottery_trend', { count: results.length })}>
      <h3>{t('lottery_trend', { count: results.length })}</h3>
      {trends.map((pos, i) => {
        const max = Math.max(1, ...pos.counts.values());
        return (
          <figure key={i} className="lottery-trend-pos" data-testid="lottery-trend-position">
            <figcaption>
              {t('lottery_trend_position', { n: i + 1 })}
              <span data-testid="lottery-hot">{t('lottery_hot', { numbers: pos.hot.map(label).join(' ') })}</span>
              <span data-testid="lottery-cold">{t('lottery_cold', { numbers: pos.cold.map(label).join(' ') })}</span>
            </figcaption>
            <ol className="lottery-trend-bars">
              {[...pos.counts.entries()].map(([n, count]) => {
                const heat = pos.hot.includes(n) ? ' is-hot' : pos.cold.includes(n) ? ' is-cold' : '';
                return (
                  <li
                    key={n}
                    className={`lottery-trend-bar${heat}`}
                    title={t('lottery_trend_bar', { number: label(n), count, missing: pos.missing.get(n) })}
                  >
                    <span className="lottery-trend-fill" style={{ height: `${(count / max) * 100}%` }} aria-hidden="true" />
                    <span className="lottery-trend-n">{label(n)}</span>
                    <span className="lottery-trend-count">{count}</span>
                    <span className="lottery-trend-miss" data-testid="lottery-missing">
                      {pos.missing.get(n)}
                    </span>
                  </li>
                );
              })}
            </ol>
          </figure>
        );
      })}
      <p className="lottery-hint">{t('lottery_trend_legend')}</p>
    </section>
  );
}
