import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEADERBOARD_PERIODS,
  missionTargetIsMoney,
  type LeaderboardPeriod,
  type LeaderboardRow,
  type MissionItem,
} from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { Tabs } from '../../components/ui/Tabs';
import { SelectField } from '../../components/forms/SelectField';
import { formatInstant } from '../../lib/dates';
import { useFormatAmount } from '../../lib/format';
import { useClaimMission, useLeaderboard, useMissions } from './missions-api';
import './register-locales';
import './missions.css';

type Tab = 'missions' | 'leaderboard';

/** missionLeaderboard (§2 menu, "Winners list and leaderboard" §1): daily and weekly missions, and the leaderboard. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('missions');
  return (
    <section className="mc-panel ms" data-testid="missions-page">
      <h2>{t('mc_tab_missionLeaderboard')}</h2>
      <Tabs
        label={t('missions_tabs')}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'missions', label: t('missions_tab_missions'), testId: 'missions-tab-missions' },
          { id: 'leaderboard', label: t('missions_tab_leaderboard'), testId: 'missions-tab-leaderboard' },
        ]}
      />
      <div role="tabpanel" className="ms-panel">
        {tab === 'missions' ? <MissionsTab /> : <LeaderboardTab />}
      </div>
    </section>
  );
}

function MissionsTab() {
  const { t } = useTranslation();
  const missions = useMissions();
  const claim = useClaimMission();
  const format = useFormatAmount();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (missions.isPending) return <Loader />;
  if (missions.isError)
    return <ErrorRetry message={missions.error.message} onRetry={() => void missions.refetch()} testId="missions-error" />;

  const onClaim = async (m: MissionItem) => {
    setNotice(null);
    try {
      const r = await claim.mutateAsync(m.id);
      setNotice({ ok: true, text: t('missions_claimed_notice', { amount: format(r.reward) }) });
    } catch (err) {
      setNotice({ ok: false, text: (err as Error).message });
    }
  };

  return (
    <div className="ms-periods">
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={notice.ok ? 'ms-notice' : 'ms-notice ms-notice-error'}
          data-testid="missions-notice"
        >
          {notice.text}
        </p>
      ) : null}
      {missions.data.periods.map((p) => (
        <section key={p.period} className="ms-period" data-testid={`missions-${p.period}`}>
          <header className="ms-period-head">
            <h3>{t(`missions_period_${p.period}`)}</h3>
            <span className="ms-ends">{t('missions_ends_at', { at: formatInstant(p.endsAt) })}</span>
          </header>
          {p.missions.length === 0 ? <p className="ms-none">{t('missions_none')}</p> : null}
          <ul className="ms-list">
            {p.missions.map((m) => (
              <MissionCard key={m.id} m={m} busy={claim.isPending} onClaim={() => void onClaim(m)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MissionCard({ m, busy, onClaim }: { m: MissionItem; busy: boolean; onClaim(): void }) {
  const { t } = useTranslation();
  const money = missionTargetIsMoney(m.kind, m.measure);
  const amount = (v: string) =>
    money ? (
      <Money minor={v} />
    ) : m.kind === 'login' ? (
      t('missions_days', { count: Number(v) })
    ) : (
      t('missions_rounds', { count: Number(v) })
    );
  const target = BigInt(m.target);
  const pct = target > 0n ? Number((BigInt(m.progress) * 100n) / target) : 0;
  const kind = m.kind === 'play' ? t('missions_kind_play', { gameType: m.gameType ?? '' }) : t(`missions_kind_${m.kind}`);
  return (
    <li className="ms-card" data-testid={`mission-${m.id}`} data-status={m.status} data-kind={m.kind}>
      <div className="ms-card-main">
        <p className="ms-title">{m.title}</p>
        <p className="ms-kind">{kind}</p>
        <div
          className="ms-bar"
          role="progressbar"
          aria-label={t('missions_progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
        >
          <span style={{ width: `${pct}%` }} />
        </div>
        <p className="ms-count" data-testid={`mission-progress-${m.id}`}>
          {amount(m.progress)} / {amount(m.target)}
        </p>
      </div>
      <div className="ms-card-side">
        <p className="ms-reward">
          {t('missions_reward')}: <Money minor={m.reward} />
        </p>
        {m.turnoverMultiplier > 0 ? <p className="ms-turnover">{t('missions_turnover', { x: m.turnoverMultiplier })}</p> : null}
        {m.status === 'claimable' ? (
          <Button onClick={onClaim} disabled={busy} data-testid={`mission-claim-${m.id}`}>
            {t('missions_claim')}
          </Button>
        ) : (
          <span className={`ms-state ms-state-${m.status}`} data-testid={`mission-state-${m.id}`}>
            {m.status === 'claimed' ? t('missions_claimed') : t('missions_in_progress')}
          </span>
        )}
      </div>
    </li>
  );
}

const PERIOD_LABEL: Record<LeaderboardPeriod, string> = {
  daily: 'missions_lb_daily',
  weekly: 'missions_lb_weekly',
  monthly: 'missions_lb_monthly',
};

function LeaderboardTab() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<LeaderboardPeriod>('daily');
  const board = useLeaderboard(period);
  const format = useFormatAmount();

  return (
    <div className="lb">
      <SelectField
        className="lb-period"
        label={t('missions_lb_period')}
        value={period}
        options={LEADERBOARD_PERIODS.map((p) => ({ value: p, label: t(PERIOD_LABEL[p]) }))}
        onChange={(v) => setPeriod(v as LeaderboardPeriod)}
        testId="leaderboard-period"
      />
      {board.isPending ? (
        <Loader />
      ) : board.isError ? (
        <ErrorRetry message={board.error.message} onRetry={() => void board.refetch()} testId="leaderboard-error" />
      ) : !board.data.enabled ? (
        <p className="ms-none" data-testid="leaderboard-off">
          {t('missions_lb_off')}
        </p>
      ) : (
        <>
          <p className="ms-ends">{t('missions_lb_ends', { at: formatInstant(board.data.endsAt) })}</p>
          <p className="lb-me" data-testid="leaderboard-me">
            <strong>{t('missions_lb_me')}:</strong>{' '}
            {board.data.me.rank === null
              ? t('missions_lb_me_none')
              : t('missions_lb_me_rank', { rank: board.data.me.rank, amount: format(board.data.me.validBet) })}
          </p>
          <BoardTable rows={board.data.top} empty={t('missions_lb_empty')} testId="leaderboard-top" />
          <h3 className="lb-winners-title">{t('missions_lb_winners', { period: board.data.previous.periodKey })}</h3>
          {!board.data.previous.settled ? (
            <p className="ms-none">{t('missions_lb_winners_pending')}</p>
          ) : (
            <BoardTable rows={board.data.previous.winners} empty={t('missions_lb_winners_none')} testId="leaderboard-winners" />
          )}
        </>
      )}
    </div>
  );
}

function BoardTable({ rows, empty, testId }: { rows: LeaderboardRow[]; empty: string; testId: string }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="ms-none" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return (
    <table className="lb-table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('missions_lb_rank')}</th>
          <th scope="col">{t('missions_lb_player')}</th>
          <th scope="col">{t('missions_lb_valid_bet')}</th>
          <th scope="col">{t('missions_lb_prize')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.rank} data-testid={`${testId}-row`}>
            <td>{r.rank}</td>
            <td>{r.name}</td>
            <td>
              <Money minor={r.validBet} />
            </td>
            <td>{r.prize === '0' ? '—' : <Money minor={r.prize} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
