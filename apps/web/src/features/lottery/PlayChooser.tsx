import { useTranslation } from 'react-i18next';
import type { PlayMenuAnswer } from '@playhouse/contract/lottery';
import { playNameKey } from './play-names';

type MenuPlay = PlayMenuAnswer['plays'][number];

/** The play menu of a prize mode: its menu tabs in order, then the plays of the chosen tab. */
export function PlayChooser({
  plays,
  playId,
  onChoose,
}: {
  plays: readonly MenuPlay[];
  playId: string;
  onChoose(id: string): void;
}) {
  const { t } = useTranslation();
  const menus = [...new Set(plays.map((p) => p.menu))];
  const menu = plays.find((p) => p.playId === playId)?.menu ?? menus[0];
  return (
    <div className="lottery-menu">
      <div className="lottery-menu-tabs" role="group" aria-label={t('lottery_menu_label')}>
        {menus.map((m) => (
          <button
            key={m}
            type="button"
            className="lottery-chip"
            aria-pressed={m === menu}
            data-testid="lottery-menu"
            data-menu={m}
            onClick={() => onChoose(plays.find((p) => p.menu === m)!.playId)}
          >
            {t(`lottery_menu_${m}`)}
          </button>
        ))}
      </div>
      <div className="lottery-menu-plays" role="group" aria-label={t('lottery_play_label')}>
        {plays
          .filter((p) => p.menu === menu)
          .map((p) => (
            <button
              key={p.playId}
              type="button"
              className="lottery-chip lottery-chip-play"
              aria-pressed={p.playId === playId}
              data-testid="lottery-play"
              data-play={p.playId}
              onClick={() => onChoose(p.playId)}
            >
              {t(playNameKey(p.playId))}
              {p.odds !== null ? <span className="lottery-odds"> @{(p.odds / 1000).toFixed(2)}</span> : null}
            </button>
          ))}
      </div>
    </div>
  );
}
