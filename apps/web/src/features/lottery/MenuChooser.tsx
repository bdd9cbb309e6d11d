import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One choice of a game's menu (a play, a product) under its menu tab. */
export interface MenuChoice {
  id: string;
  menu: string;
  label: ReactNode;
}

/**
 * A game's menu: its menu tabs in order, then the choices of the chosen tab (the tab of `chosen`,
 * else the first); a tab chooses its first choice. A tab's test id is `${testIdPrefix}-menu` with
 * data-menu, a choice's `${testIdPrefix}-${choiceName}` with data-${choiceName} (its id).
 */
export function MenuChooser({
  choices,
  chosen,
  onChoose,
  tabLabel,
  testIdPrefix,
  choiceName,
  hideLoneChoice = false,
}: {
  choices: readonly MenuChoice[];
  chosen: string;
  onChoose(id: string): void;
  tabLabel(menu: string): string;
  testIdPrefix: string;
  choiceName: string;
  /** A tab of one choice names it already: its row of choices is hidden. */
  hideLoneChoice?: boolean;
}) {
  const { t } = useTranslation();
  const menus = [...new Set(choices.map((c) => c.menu))];
  const menu = choices.find((c) => c.id === chosen)?.menu ?? menus[0];
  const inMenu = choices.filter((c) => c.menu === menu);
  return (
    <div className="lottery-menu">
      <div className="lottery-menu-tabs" role="group" aria-label={t('lottery_menu_label')}>
        {menus.map((m) => (
          <button
            key={m}
            type="button"
            className="lottery-chip"
            aria-pressed={m === menu}
            data-testid={`${testIdPrefix}-menu`}
            data-menu={m}
            onClick={() => onChoose(choices.find((c) => c.menu === m)!.id)}
          >
            {tabLabel(m)}
          </button>
        ))}
      </div>
      <div
        className="lottery-menu-plays"
        role="group"
        aria-label={t('lottery_play_label')}
        hidden={hideLoneChoice && inMenu.length < 2}
      >
        {inMenu.map((c) => (
          <button
            key={c.id}
            type="button"
            className="lottery-chip lottery-chip-play"
            aria-pressed={c.id === chosen}
            data-testid={`${testIdPrefix}-${choiceName}`}
            {...{ [`data-${choiceName}`]: c.id }}
            onClick={() => onChoose(c.id)}
          >
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
}
