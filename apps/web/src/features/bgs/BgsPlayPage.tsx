import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BGS_LAUNCH_PARAM,
  PAGES,
  textIn,
  type BgsFairness,
  type BgsSessionAnswer,
  type WalletBalance,
} from '@playhouse/contract';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useWalletBalance, walletKeys } from '../../lib/wallet-queries';
import { PageFrame } from '../../components/ui/PageFrame';
import { getFairness, openSession, savedSession, saveSession } from './bgs-api';
import { DiceGame } from './DiceGame';
import { FairnessPanel } from './FairnessPanel';
import type { RoundResult } from './round-result';
import { SlotGame } from './SlotGame';
import './bgs.css';

type Stored = BgsSessionAnswer & { launchToken?: string };

/**
 * The session of this page: the launch token exchanged once (a reload of the same URL reuses
 * the session kept for the tab, since the token is good only once), else the kept session.
 */
async function loadSession(gameCode: string, token: string | null): Promise<Stored> {
  const saved = savedSession(gameCode) as Stored | null;
  if (token && saved?.launchToken !== token) {
    const s: Stored = { ...(await openSession(token)), launchToken: token };
    saveSession(s);
    return s;
  }
  if (!saved) throw new ApiError('invalid_session', '', 401);
  return { ...saved, fairness: await getFairness(saved.sessionToken) };
}

/** An in-house game (PAGES.bgsPlay): the slot or the dice, the balance, and the fairness panel. */
export default function BgsPlayPage() {
  const { t, i18n } = useTranslation();
  const { gameCode = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get(BGS_LAUNCH_PARAM);
  const session = useQuery({
    queryKey: ['bgs', 'session', gameCode, token],
    queryFn: () => loadSession(gameCode, token),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const kind = t(session.data?.game === 'dice' ? 'bgs_title_dice' : 'bgs_title_slot');

  return (
    <PageFrame
      icon={session.data?.game === 'dice' ? 'dice' : 'crown'}
      // The game's catalog title (never its code); the kind of game under it.
      title={(session.data?.names && textIn(session.data.names, i18n.language)) || kind}
      subtitle={session.data?.names ? kind : undefined}
      testId="bgs-page"
    >
      {session.data ? (
        <BgsGame key={session.data.sessionToken} session={session.data} />
      ) : session.isError ? (
        <div className="screen-panel" role="alert" data-testid="bgs-session-error">
          <p>
            {session.error instanceof ApiError && session.error.status === 401 ? t('bgs_session_ended') : session.error.message}
          </p>
          <Link to={PAGES.home}>{t('bgs_back')}</Link>
        </div>
      ) : (
        <Loader />
      )}
    </PageFrame>
  );
}

function BgsGame({ session }: { session: Stored }) {
  const { t } = useTranslation();
  const [roundBalance, setBalance] = useState(session.balance);
  // The main wallet is what the game plays from: its live value (socket pushes, other tabs'
  // deposits) wins over the one this page last saw; a round's answer is written into it at once.
  const live = useWalletBalance().data?.main;
  const balance = live ?? roundBalance;
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [fairness, setFairness] = useState<BgsFairness>(session.fairness);
  const [lastRound, setLastRound] = useState<RoundResult['round'] | null>(null);

  const keep = useCallback(
    (patch: Partial<Stored>) => saveSession({ ...(savedSession(session.gameCode) ?? session), ...patch }),
    [session],
  );
  const onRound = useCallback(
    (r: RoundResult) => {
      setBalance(r.balance);
      queryClient.setQueryData<WalletBalance>(walletKeys.balance(token), (w) =>
        w ? { ...w, main: r.balance, total: (BigInt(w.total) - BigInt(w.main) + BigInt(r.balance)).toString() } : w,
      );
      setFairness(r.fairness);
      setLastRound(r.round);
      keep({ balance: r.balance, fairness: r.fairness });
    },
    [keep, queryClient, token],
  );
  const onRotated = useCallback(
    (f: BgsFairness) => {
      setFairness(f);
      keep({ fairness: f });
    },
    [keep],
  );

  return (
    <div className="bgs-layout">
      <section className="bgs-table">
        <div className="bgs-balance">
          <span>{t('bgs_balance')}</span>
          <strong data-testid="bgs-balance" data-minor={balance}>
            <Money minor={balance} />
          </strong>
        </div>
        {session.game === 'dice' ? (
          <DiceGame session={session} onRound={onRound} />
        ) : (
          <SlotGame session={session} onRound={onRound} />
        )}
        {lastRound ? (
          <p className="bgs-muted bgs-small" data-testid="bgs-last-round">
            {t('bgs_fair_last_round', { nonce: lastRound.nonce, clientSeed: lastRound.clientSeed })}
          </p>
        ) : null}
      </section>
      <FairnessPanel sessionToken={session.sessionToken} fairness={fairness} onRotated={onRotated} />
    </div>
  );
}
