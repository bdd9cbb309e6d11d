import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FAMILIES, type LotteryGame, type LotteryPrizeMode } from '@playhouse/contract/lottery';
import { lotteryPath } from '../../config/lottery-paths';

/** The engine's games by family, each a link to its page (in the given prize mode, when one is asked for). */
export function LotteryGameList({ games, mode }: { games: readonly LotteryGame[]; mode?: LotteryPrizeMode }) {
  const { t } = useTranslation();
  const shown = mode ? games.filter((g) => g.modes.includes(mode)) : games;
  return (
    <div className="lottery-families" data-testid="lottery-game-list">
      {FAMILIES.filter((f) => shown.some((g) => g.family === f)).map((family) => (
        <section key={family} className="lottery-family" aria-labelledby={`lottery-family-${family}`}>
          <h2 id={`lottery-family-${family}`}>{t(`lottery_family_${family}`)}</h2>
          <ul className="lottery-game-links">
            {shown
              .filter((g) => g.family === family)
              .map((g) => (
                <li key={g.gameId}>
                  <Link
                    to={lotteryPath(g.gameId, mode)}
                    className="lottery-game-link"
                    data-testid="lottery-game"
                    data-game-code={g.gameId}
                  >
                    <span className="lottery-game-name">{g.name}</span>
                    <span className="lottery-game-meta">
                      {t('lottery_cadence', { count: g.cadenceMinutes })} ·{' '}
                      {g.modes.map((m) => t(`lottery_mode_${m}`)).join(' / ')}
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
      {shown.length === 0 ? <p className="lottery-message">{t('lottery_no_games')}</p> : null}
    </div>
  );
}
