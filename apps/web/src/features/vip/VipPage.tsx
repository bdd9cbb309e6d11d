import { useTranslation } from 'react-i18next';
import { textIn } from '@playhouse/contract';
import type { VipLevel, VipStatus } from '@playhouse/contract/engagement';
import { PageFrame } from '../../components/ui/PageFrame';
import { Loader } from '../../components/ui/Loader';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Money } from '../../components/ui/Money';
import { useFormatAmount } from '../../lib/format';
import { useVipStatus } from './vip-api';
import './register-locales';
import './vip.css';

/** A share of a requirement, 0–100 (a requirement of 0 is met). */
const percentOf = (have: string, need: string) => {
  const n = BigInt(need);
  if (n <= 0n) return 100;
  const h = BigInt(have);
  return h >= n ? 100 : Number((h * 1000n) / n) / 10;
};

function ProgressBar({ label, have, need, testId }: { label: string; have: string; need: string; testId: string }) {
  const { t } = useTranslation();
  const money = useFormatAmount();
  const pct = percentOf(have, need);
  return (
    <div className="vip-progress" data-testid={testId}>
      <div className="vip-progress-head">
        <span>{label}</span>
        <span>{t('vip_of', { have: money(have), need: money(need) })}</span>
      </div>
      <div className="vip-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function Progress({ status, name }: { status: VipStatus; name: (l: VipLevel) => string }) {
  const { t } = useTranslation();
  const next = status.next && status.levels.find((l) => l.level === status.next!.level);
  if (!status.next || !next) return <p className="vip-top">{t('vip_top_level')}</p>;
  return (
    <section className="vip-card">
      <h2>{t('vip_progress_to', { name: name(next) })}</h2>
      <ProgressBar
        label={t('vip_valid_bet')}
        have={status.validBet}
        need={status.next.validBetRequired}
        testId="vip-progress-bet"
      />
      <ProgressBar
        label={t('vip_deposits')}
        have={status.deposits}
        need={status.next.depositRequired}
        testId="vip-progress-deposits"
      />
    </section>
  );
}

function BenefitsTable({ status, name }: { status: VipStatus; name: (l: VipLevel) => string }) {
  const { t } = useTranslation();
  const cols = [
    'vip_col_valid_bet',
    'vip_col_deposits',
    'vip_col_upgrade',
    'vip_col_weekly',
    'vip_col_monthly',
    'vip_col_withdrawal_limit',
    'vip_col_withdrawals',
    'vip_col_rebate',
  ];
  return (
    <section className="vip-card">
      <h2>{t('vip_benefits')}</h2>
      <div className="vip-table-wrap">
        <table className="vip-table" data-testid="vip-benefits">
          <thead>
            <tr>
              <th scope="col">{t('vip_col_level')}</th>
              {cols.map((c) => (
                <th key={c} scope="col">
                  {t(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {status.levels.map((l) => (
              <tr
                key={l.level}
                className={l.level === status.level ? 'vip-current' : undefined}
                data-testid={`vip-row-${l.level}`}
              >
                <th scope="row">
                  {name(l)}
                  {l.level === status.level ? <span className="vip-badge">{t('vip_current')}</span> : null}
                </th>
                <td>
                  <Money minor={l.validBetRequired} />
                </td>
                <td>
                  <Money minor={l.depositRequired} />
                </td>
                <td>
                  <Money minor={l.upgradeBonus} />
                </td>
                <td>
                  <Money minor={l.weeklyBonus} />
                </td>
                <td>
                  <Money minor={l.monthlyBonus} />
                </td>
                <td>
                  <Money minor={l.benefits.dailyWithdrawalLimit} />
                </td>
                <td>{l.benefits.dailyWithdrawals}</td>
                <td>{l.benefits.rebatePercent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The /vip page: the member's level, progress bars to the next level (both thresholds) and the benefits table. */
export function VipPage() {
  const { t, i18n } = useTranslation();
  const q = useVipStatus();
  const name = (l: VipLevel) => textIn(l.names, i18n.language);
  let body;
  if (q.isError) body = <ErrorRetry message={q.error.message} onRetry={() => void q.refetch()} testId="vip-error" />;
  else if (!q.data) body = <Loader />;
  else if (q.data.level === null) body = <p data-testid="vip-empty">{t('vip_no_ladder')}</p>;
  else {
    const current = q.data.levels.find((l) => l.level === q.data.level);
    body = (
      <>
        <section className="vip-card vip-level">
          <span className="vip-level-label">{t('vip_your_level')}</span>
          <strong data-testid="vip-level">{current ? name(current) : q.data.level}</strong>
        </section>
        <Progress status={q.data} name={name} />
        <BenefitsTable status={q.data} name={name} />
        <p className="vip-note">{t('vip_note')}</p>
      </>
    );
  }
  return (
    <PageFrame icon="crown" title={t('vip_title')} subtitle={t('vip_subtitle')} testId="vip-page">
      {body}
    </PageFrame>
  );
}
