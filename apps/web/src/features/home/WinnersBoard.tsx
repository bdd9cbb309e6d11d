import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';
import { safeHref } from '../../components/ui/safe-href';
import { formatAmount } from '../../lib/format';
import { useWhitelabel } from '../../lib/site-queries';
import { useWinners, type WinnerRow } from './home-queries';

function WinnerLine({ row, symbol, testId, rank }: { row: WinnerRow; symbol: string; testId?: string; rank?: number }) {
  const icon = safeHref(row.vo.iconUrl);
  return (
    <li className="winner" data-testid={testId}>
      {rank ? <span className="winner-rank">{rank}</span> : null}
      {icon ? (
        <img className="winner-icon" src={icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
      ) : (
        <span className="winner-icon" />
      )}
      <span className="winner-who">
        <span className="winner-name">{row.vo.customerName}</span>
        <span className="winner-game">{row.vo.gameName}</span>
      </span>
      <span className="winner-amount" data-testid={testId ? `${testId}-amount` : undefined}>
        {formatAmount(row.vo.winAmount, symbol)}
      </span>
    </li>
  );
}

/**
 * The winners board (§2, §9): the latest 20 wins scrolling by, and the biggest wins (the first
 * 9 by amount), all settled wins (the server puts big wins on the board from settled rounds).
 */
export function WinnersBoard() {
  const { t, i18n } = useTranslation();
  const symbol = useWhitelabel().data?.currencySymbol ?? '';
  const query = useWinners(i18n.language);
  // Drawn in a render React may pause, like the home sections' cards (GameSection).
  const data = useDeferredValue(query.data);
  const rows = data ?? [];
  const biggest = useMemo(
    () => [...rows].sort((a, b) => b.vo.winAmount - a.vo.winAmount).slice(0, LIMITS.winnerBoardBiggestShown),
    [rows],
  );
  if (data && !rows.length) return null;
  // Seconds per row of the scroll, so the speed stays the same for any number of rows.
  const scrollSeconds = Math.max(20, rows.length * 3);

  return (
    <section className="home-winners" aria-labelledby="home-winners-title">
      <div className="winners-panel" data-testid="home-winners">
        <header className="winners-head">
          <h2 id="home-winners-title">{t('home_winners_title')}</h2>
        </header>
        <div className="winners-window">
          {/* The list runs twice so the scroll wraps seamlessly; the copy is hidden from assistive tech. */}
          <div className="winners-scroll" style={{ animationDuration: `${scrollSeconds}s` }}>
            <ul className="winners-list">
              {rows.map((r, i) => (
                <WinnerLine key={i} row={r} symbol={symbol} testId="winner-entry" />
              ))}
            </ul>
            <ul className="winners-list winners-copy" aria-hidden="true">
              {rows.map((r, i) => (
                <WinnerLine key={i} row={r} symbol={symbol} />
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="winners-panel" data-testid="home-biggest">
        <header className="winners-head">
          <h2>{t('home_biggest_title')}</h2>
        </header>
        <ol className="winners-list biggest-list">
          {biggest.map((r, i) => (
            <WinnerLine key={i} row={r} symbol={symbol} testId="biggest-entry" rank={i + 1} />
          ))}
        </ol>
      </div>
    </section>
  );
}
