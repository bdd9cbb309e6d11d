import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { OfficialGame } from '@playhouse/contract/lottery';
import { officialLotteryPath } from '../../../config/lottery-paths';

/** How often a game draws: every n seconds or minutes (fast games), else its official schedule. */
function cadenceText(t: TFunction, game: OfficialGame): string {
  const s = game.cadenceSeconds;
  if (s === null) return t(`official_schedule_${game.region ?? game.lottery}`);
  return s < 60 ? t('official_every_seconds', { count: s }) : t('lottery_cadence', { count: s / 60 });
}

/** The area's official games, each a link to its page on the launcher it was opened from. */
export function OfficialGameList({ games, launcher }: { games: readonly OfficialGame[]; launcher: string }) {
  const { t } = useTranslation();
  if (games.length === 0) return <p className="lottery-message">{t('lottery_no_games')}</p>;
  return (
    <nav aria-label={t('page_lottery_choose')} data-testid="official-game-list">
      <ul className="lottery-game-links">
        {games.map((g) => (
          <li key={g.gameCode}>
            <Link
              to={officialLotteryPath(launcher, g.gameCode)}
              className="lottery-game-link"
              data-testid="official-game"
              data-game-code={g.gameCode}
            >
              <span className="lottery-game-name">{g.name}</span>
              <span className="lottery-game-meta">{cadenceText(t, g)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
