import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_STATUSES, type RewardStatus, type RewardView } from '@playhouse/contract/engagement';
import { textIn } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';
import { Money } from '../../components/ui/Money';
import { PagedTable } from '../../components/ui/PagedTable';
import type { Column } from '../../components/ui/RecordsTable';
import { Tabs } from '../../components/ui/Tabs';
import { formatInstant } from '../../lib/dates';
import { apiErrorMsg } from '../../lib/forms/messages';
import { useMessage } from '../../lib/forms/use-message';
import { useClaimReward, useRewards } from './api/rewards';
import './register-locales';
import './rewards.css';

/** rewardCenter: the member's rewards by status (claimable / claimed / expired) with counts, and the claim button. */
export function RewardCentrePage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<RewardStatus>('claimable');
  const [page, setPage] = useState(1);
  const q = useRewards(status, page);
  const claim = useClaimReward();
  const [error, setError] = useState<string | null>(null);
  const translate = useMessage();
  const counts = q.data?.counts;

  const columns: Column<RewardView>[] = [
    {
      key: 'title',
      label: t('rewards_col_title'),
      cell: (r) => <span data-testid="reward-title">{textIn(r.title, i18n.language)}</span>,
    },
    { key: 'source', label: t('rewards_col_source'), cell: (r) => t(`rewards_source_${r.source}`) },
    {
      key: 'amount',
      label: t('rewards_col_amount'),
      numeric: true,
      cell: (r) => <Money minor={r.amount} testId="reward-amount" />,
    },
    {
      key: 'when',
      label: status === 'claimed' ? t('rewards_col_claimed_at') : t('rewards_col_expires_at'),
      cell: (r) => formatInstant((status === 'claimed' ? r.claimedAt : r.expiresAt) ?? ''),
    },
    {
      key: 'action',
      label: '',
      cell: (r) =>
        r.status === 'claimable' ? (
          <Button
            data-testid={`reward-claim-${r.id}`}
            disabled={claim.isPending}
            onClick={() => {
              setError(null);
              claim.mutate(r.id, { onError: (e) => setError(apiErrorMsg(e)) });
            }}
          >
            {t('rewards_claim')}
          </Button>
        ) : r.wagering === 'wagering' ? (
          <span className="rewards-tag">{t('rewards_wagering')}</span>
        ) : null,
    },
  ];

  return (
    <section className="rewards-page" data-testid="reward-centre">
      <Tabs
        label={t('mc_tab_rewardCenter')}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
          setError(null);
        }}
        items={REWARD_STATUSES.map((s) => ({
          id: s,
          testId: `rewards-tab-${s}`,
          label: counts ? t('rewards_tab_count', { label: t(`rewards_tab_${s}`), count: counts[s] }) : t(`rewards_tab_${s}`),
        }))}
      />
      <FormError message={translate(error ?? undefined)} testId="rewards-error" />
      <PagedTable
        columns={columns}
        data={q.data}
        rowKey={(r) => r.id}
        state={q}
        onPage={setPage}
        pagerTestId="rewards"
        totals={false}
        emptyText={t(`rewards_empty_${status}`)}
        summary={(count) => t('rewards_count', { count })}
      />
    </section>
  );
}
