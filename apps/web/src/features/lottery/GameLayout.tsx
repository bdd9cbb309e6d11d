import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { Tabs, type TabItem } from '../../components/ui/Tabs';

/** The board once the menu is in: the chooser, a hint and the picker, beside the slip (or ticket). */
export interface GameBoard {
  chooser: ReactNode;
  hint: string;
  picker: ReactNode;
  slip: ReactNode;
}

/** A tab below the board (my orders, the history or results) with its panel. */
export interface LowerTab extends TabItem<string> {
  panel: ReactNode;
}

/**
 * One lottery game's page, our engine's or an official one: the draw panel (once `draws` is in),
 * the board (once `menu` is in; a message when it offers nothing to pick), then the lower tabs,
 * the first open at first. `children` come last (dialogs).
 */
export function GameLayout({
  testId,
  gameCode,
  draws,
  drawPanel,
  onRetryDraws,
  modes,
  menu,
  board,
  lower,
  children,
}: {
  testId: string;
  gameCode: string;
  draws: UseQueryResult<unknown>;
  /** The draw panel, given once `draws` has its data. */
  drawPanel: ReactNode | null;
  onRetryDraws(): void;
  /** Between the draws and the board: the prize modes, when there is a choice. */
  modes?: ReactNode;
  menu: UseQueryResult<unknown>;
  /** Null when the menu offers nothing this page can draw a picker for. */
  board: GameBoard | null;
  lower: readonly [LowerTab, ...LowerTab[]];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(lower[0].id);
  let drawPart: ReactNode = drawPanel;
  if (drawPart === null)
    drawPart = draws.isError ? <ErrorRetry message={draws.error.message} onRetry={onRetryDraws} /> : <Loader />;
  let boardPart: ReactNode;
  if (menu.isError) boardPart = <ErrorRetry message={menu.error.message} onRetry={() => void menu.refetch()} />;
  else if (!menu.data) boardPart = <Loader />;
  else if (!board) boardPart = <p className="lottery-message">{t('lottery_no_plays')}</p>;
  else
    boardPart = (
      <div className="lottery-board">
        <div className="lottery-board-main">
          {board.chooser}
          <p className="lottery-hint">{board.hint}</p>
          {board.picker}
        </div>
        {board.slip}
      </div>
    );

  return (
    <div className="lottery-game" data-testid={testId} data-game={gameCode}>
      {drawPart}
      {modes}
      {boardPart}
      <Tabs label={t('lottery_lower_tabs')} value={open} onChange={setOpen} items={lower} />
      {(lower.find((l) => l.id === open) ?? lower[0]).panel}
      {children}
    </div>
  );
}
