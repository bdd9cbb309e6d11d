import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playById, type LotteryGame, type LotteryPrizeMode } from '@playhouse/contract/lottery';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { Modal } from '../../components/ui/Modal';
import { Tabs } from '../../components/ui/Tabs';
import { BetSlip } from './BetSlip';
import { DrawPanel, salesOpen } from './DrawPanel';
import { useServerNow } from './draw-clock';
import { HistoryPanel } from './HistoryPanel';
import { useNear, usePlayMenu } from './lottery-api';
import { NumberPicker } from './NumberPicker';
import { OrdersPanel } from './OrdersPanel';
import { emptyPicks, layoutOf, wireOf, type Picks } from './pick-layout';
import { PlayChooser } from './PlayChooser';
import { VerifierPanel } from './VerifierPanel';

type Lower = 'orders' | 'history';

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
  const [lower, setLower] = useState<Lower>('orders');
  const [verifying, setVerifying] = useState<string | null>(null);

  const refetchNear = useCallback(() => void near.refetch(), [near]);
  const now = useServerNow(near.data?.serverTime, near.dataUpdatedAt);
  const open = salesOpen(near.data, now);

  return (
    <div className="lottery-game" data-testid="lottery-game-view" data-game={game.gameId}>
      {near.data ? (
        <DrawPanel near={near.data} fetchedAt={near.dataUpdatedAt} refetch={refetchNear} />
      ) : near.isError ? (
        <ErrorRetry message={near.error.message} onRetry={refetchNear} />
      ) : (
        <Loader />
      )}

      {game.modes.length > 1 ? (
        <Tabs
          label={t('lottery_modes')}
          value={mode}
          onChange={(m) => {
            setMode(m);
            setPlayId(null);
          }}
          items={game.modes.map((m) => ({ id: m, label: t(`lottery_mode_${m}`), testId: `lottery-mode-${m}` }))}
        />
      ) : null}

      {menu.isError ? (
        <ErrorRetry message={menu.error.message} onRetry={() => void menu.refetch()} />
      ) : !menu.data ? (
        <Loader />
      ) : play && chosen && layout ? (
        <div className="lottery-board">
          <div className="lottery-board-main">
            <PlayChooser plays={plays} playId={chosen.playId} onChoose={setPlayId} />
            <p className="lottery-hint">{t(`lottery_mode_hint_${mode}`)}</p>
            <NumberPicker layout={layout} picks={picks} onChange={setPicks} />
          </div>
          <BetSlip
            key={`${mode}:${play.id}`}
            gameId={game.gameId}
            mode={mode}
            play={play}
            layout={layout}
            picks={picks}
            wire={wireOf(layout, picks)}
            odds={chosen.odds}
            group={menu.data.group}
            upcoming={open ? (near.data?.upcoming ?? []) : []}
            salesOpen={open}
            onPlaced={() => setPicks(emptyPicks(layout))}
          />
        </div>
      ) : (
        <p className="lottery-message">{t('lottery_no_plays')}</p>
      )}

      <Tabs
        label={t('lottery_lower_tabs')}
        value={lower}
        onChange={setLower}
        items={[
          { id: 'orders', label: t('lottery_tab_orders'), testId: 'lottery-tab-orders' },
          { id: 'history', label: t('lottery_tab_history'), testId: 'lottery-tab-history' },
        ]}
      />
      {lower === 'orders' ? (
        <OrdersPanel gameId={game.gameId} family={game.family} onVerify={setVerifying} />
      ) : (
        <HistoryPanel gameId={game.gameId} family={game.family} onVerify={setVerifying} />
      )}
      {verifying ? (
        <Modal title={t('lottery_verifier')} onClose={() => setVerifying(null)} wide testId="lottery-verifier-dialog">
          <VerifierPanel gameCode={game.gameId} drawNo={verifying} />
        </Modal>
      ) : null}
    </div>
  );
}
