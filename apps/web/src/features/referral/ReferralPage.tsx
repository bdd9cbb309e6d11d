import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralInvitee, ReferralOverview } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { PagedTable } from '../../components/ui/PagedTable';
import { QrCode } from '../../components/ui/QrCode';
import type { Column } from '../../components/ui/RecordsTable';
import { formatInstant } from '../../lib/dates';
import { useMessage } from '../../lib/forms/use-message';
import { apiErrorMsg } from '../../lib/forms/messages';
import { useInvitees, useReferralOverview } from './referral-api';
import './register-errors';
import './referral.css';

function LinkPanel({ o }: { o: ReferralOverview }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="ref-link" data-testid="ref-link-panel">
      <QrCode url={o.link} label={t('ref_qr')} className="ref-qr" testId="ref-qr" />
      <dl className="ref-facts">
        <dt>{t('ref_code')}</dt>
        <dd data-testid="ref-code">{o.code}</dd>
        <dt>{t('ref_link')}</dt>
        <dd>
          <input className="ref-link-input" readOnly value={o.link} aria-label={t('ref_link')} data-testid="ref-link" />
        </dd>
      </dl>
      <Button
        variant="secondary"
        data-testid="ref-copy"
        onClick={() => {
          void navigator.clipboard?.writeText(o.link).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? t('ref_copied') : t('ref_copy')}
      </Button>
    </div>
  );
}

function Totals({ o }: { o: ReferralOverview }) {
  const { t } = useTranslation();
  const c = o.conditions;
  return (
    <>
      <div className="ref-totals">
        <div>
          <span>{t('ref_invitees')}</span>
          <strong data-testid="ref-invitees">{o.invitees}</strong>
        </div>
        <div>
          <span>{t('ref_qualified')}</span>
          <strong data-testid="ref-qualified">{o.qualified}</strong>
        </div>
        <div>
          <span>{t('ref_rewards')}</span>
          <strong>
            <Money minor={o.rewardsEarned} testId="ref-rewards" />
          </strong>
        </div>
      </div>
      <p className="ref-rule" data-testid="ref-rule">
        {t('ref_rule_prefix', { days: c.withinDays })} {t('ref_rule_deposit')} <Money minor={c.minFirstDeposit} />,{' '}
        {t('ref_rule_bet')} <Money minor={c.minValidBet} />. {t('ref_rule_reward')} <Money minor={c.rewardAmount} />.
      </p>
    </>
  );
}

/** Invite friends (the referral tab): the personal link with its QR code, the rewards, the invitees. */
export function ReferralPage() {
  const { t } = useTranslation();
  const text = useMessage();
  const overview = useReferralOverview();
  const [page, setPage] = useState(1);
  const invitees = useInvitees(page, overview.isSuccess);

  const columns: Column<ReferralInvitee>[] = [
    { key: 'username', label: t('ref_col_username'), cell: (r) => r.username },
    { key: 'joinedAt', label: t('ref_col_joined'), cell: (r) => formatInstant(r.joinedAt) },
    {
      key: 'qualified',
      label: t('ref_col_qualified'),
      cell: (r) => (r.qualified ? t('ref_yes') : t('ref_no')),
    },
    { key: 'reward', label: t('ref_col_reward'), numeric: true, cell: (r) => (r.reward ? <Money minor={r.reward} /> : '—') },
  ];

  let body;
  if (overview.isError) body = <ErrorRetry message={text(apiErrorMsg(overview.error))} onRetry={() => void overview.refetch()} />;
  else if (!overview.data) body = <Loader />;
  else
    body = (
      <>
        <LinkPanel o={overview.data} />
        <Totals o={overview.data} />
        <h3>{t('ref_invitees_title')}</h3>
        <PagedTable
          columns={columns}
          data={invitees.data}
          rowKey={(r) => `${r.username}-${r.joinedAt}`}
          state={invitees}
          onPage={setPage}
          totals={false}
          emptyText={t('ref_empty')}
          pagerTestId="ref-friends"
          summary={(count) => t('ref_count', { count })}
        />
      </>
    );

  return (
    <section className="mc-panel" data-testid="referral-page">
      <h2>{t('mc_tab_referral')}</h2>
      {body}
    </section>
  );
}
