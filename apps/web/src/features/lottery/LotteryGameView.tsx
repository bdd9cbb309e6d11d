import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playById, type LotteryGame, type LotteryPrizeMode, type PlayMenuAnswer } from '@playhouse/contract/lottery';
import { Modal } from '../../components/ui/Modal';
import { Tabs } from '../../components/ui/Tabs';
import { BetSlip } from './BetSlip';
import { DrawPanel, salesOpen } from './DrawPanel';
import { useServerNow } from './draw-clock';
import { GameLayout } from './GameLayout';
import { HistoryPanel } from './HistoryPanel';
import { useNear, usePlayMenu } from './lottery-api';
import { MenuChooser } from './MenuChooser';
import { NumberPicker } from './NumberPicker';
import { OrdersPanel } from './OrdersPanel';
import { emptyPicks, layoutOf, wireOf, type Picks } from './pick-layout';
import { playNameKey } from './play-names';
import { VerifierPanel } from './VerifierPanel';

type MenuPlay = PlayMenuAnswer['plays'][number];

/** One engine game: the open draw, prize modes, plays, picker and slip, then my orders and the history. */
export function LotteryGameView({ game, initialMode }: { game: LotteryGame; initialMode?: LotteryPrizeMode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LotteryPrizeMode>(
    initialMode && game.modes.includes(initialMode) ? initialMode : (game.modes[0] ?? 'LOTT'),
  );
  const near = useNear(game.gameId);
  const menu = usePlayMenu(game.gameId, mode);
  // Plays this page can draw a picker for; the menu's order is kept.
  const plays = useMemo(
    () =>
      (menu.data?.plays ?? []).filter((p) => {
        const play = playById(p.playId);
        return play && layoutOf(play);
      }),
    [menu.data],
  );
  const [playId, setPlayId] = useState<string | null>(null);
  const chosen = plays.find((p) => p.playId === playId) ?? plays[0];
  const play = chosen ? playById(chosen.playId)! : undefined;
  // Registry plays are stable objects, so the layout (and the slip's search on it) is built once per play.
  const layout = useMemo(() => (play ? (layoutOf(play) ?? undefined) : undefined), [play]);
  // Picks belong to the play they were made on: another play starts empty.
  const [picked, setPicked] = useState<{ playId: string; picks: Picks } | null>(null);
  const picks = play && layout ? (picked?.playId === play.id ? picked.picks : emptyPicks(layout)) : [];
  const setPicks = (p: Picks) => play && setPicked({ playId: play.id, picks: p });
  const [verifying, setVerifying] = useState<string | null>(null);

  const refetchNear = useCallback(() => void near.refetch(), [near]);
  const now = useServerNow(near.data?.serverTime, near.dataUpdatedAt);
  const open = salesOpen(near.data, now);

  return (
    <GameLayout
      testId="lottery-game-view"
      gameCode={game.gameId}
      draws={near}
      drawPanel={near.data ? <DrawPanel near={near.data} fetchedAt={near.dataUpdatedAt} refetch={refetchNear} /> : null}
      onRetryDraws={refetchNear}
      modes={
        game.modes.length > 1 ? (
          <Tabs
            label={t('lottery_modes')}
            value={mode}
            onChange={(m) => {
              setMode(m);
              setPlayId(null);
            }}
            items={game.modes.map((m) => ({ id: m, label: t(`lottery_mode_${m}`), testId: `lottery-mode-${m}` }))}
          />
        ) : null
      }
      menu={menu}
      board={
        play && chosen && layout
          ? {
              chooser: (
                <MenuChooser
                  choices={plays.map((p) => ({ id: p.playId, menu: p.menu, label: <PlayName play={p} /> }))}
                  chosen={chosen.playId}
                  onChoose={setPlayId}
                  tabLabel={(m) => t(`lottery_menu_${m}`)}
                  testIdPrefix="lottery"
                  choiceName="play"
                />
              ),
              hint: t(`lottery_mode_hint_${mode}`),
              picker: <NumberPicker layout={layout} picks={picks} onChange={setPicks} />,
              slip: (
                <BetSlip
                  key={`${mode}:${play.id}`}
                  gameId={game.gameId}
                  mode={mode}
                  play={play}
                  layout={layout}
                  picks={picks}
                  wire={wireOf(layout, picks)}
                  odds={chosen.odds}
                  group={menu.data?.group ?? null}
                  upcoming={open ? (near.data?.upcoming ?? []) : []}
                  salesOpen={open}
                  onPlaced={() => setPicks(emptyPicks(layout))}
                />
              ),
            }
          : null
      }
      lower={[
        {
          id: 'orders',
          label: t('lottery_tab_orders'),
          testId: 'lottery-tab-orders',
          panel: <OrdersPanel gameId={game.gameId} family={game.family} onVerify={setVerifying} />,
        },
        {
          id: 'history',
          label: t('lottery_tab_history'),
          testId: 'lottery-tab-history',
          panel: <HistoryPanel gameId={game.gameId} family={game.family} onVerify={setVerifying} />,
        },
      ]}
    >
      {verifying ? (
        <Modal title={t('lottery_verifier')} onClose={() => setVerifying(null)} wide testId="lottery-verifier-dialog">
          <VerifierPanel gameCode={game.gameId} drawNo={verifying} />
        </Modal>
      ) : null}
    </GameLayout>
  );
}

/** A play's name on its chip, with its ELOTT odds when it has them. */
function PlayName({ play }: { play: MenuPlay }) {
  const { t } = useTranslation();
  return (
    <>
      {t(playNameKey(play.playId))}
      {play.odds !== null ? <span className="lottery-odds"> @{(play.odds / 1000).toFixed(2)}</span> : null}
    </>
  );
}
