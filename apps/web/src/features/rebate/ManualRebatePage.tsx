import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualRebateAnswer, RebateClaimRecord } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { FormError } from '../../components/ui/FormError';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { PagedTable } from '../../components/ui/PagedTable';
import { RecordsTable, type Column } from '../../components/ui/RecordsTable';
import { formatInstant } from '../../lib/dates';
import { useAccruedRebate, useClaimRebate, useRebateHistory } from './rebate-api';

type Row = ManualRebateAnswer['rows'][number];

/** manualRebate (MANPLAYREB3): the rebate accrued since the last claim by game type, the claim, the history. */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const accrued = useAccruedRebate();
  const claim = useClaimRebate();
  const [page, setPage] = useState(1);
  const history = useRebateHistory(page);
  const [done, setDone] = useState<string | null>(null);

  const columns: Column<Row>[] = [
    { key: 'type', label: t('rebate_col_game_type'), cell: (r) => r.gameType },
    {
      key: 'bet',
      label: t('rebate_col_valid_bet'),
      numeric: true,
      cell: (r) => <Money minor={r.validBet} />,
      total: accrued.data && <Money minor={accrued.data.totalValidBet} />,
    },
    { key: 'rate', label: t('rebate_col_rate'), numeric: true, cell: (r) => `${r.ratePercent}%` },
    {
      key: 'rebate',
      label: t('rebate_col_rebate'),
      numeric: true,
      cell: (r) => <Money minor={r.rebate} />,
      total: accrued.data && <Money minor={accrued.data.totalRebate} testId="rebate-total" />,
    },
  ];
  const historyColumns: Column<RebateClaimRecord>[] = [
    { key: 'time', label: t('rebate_col_time'), cell: (r) => formatInstant(r.claimedAt) },
    { key: 'bet', label: t('rebate_col_valid_bet'), numeric: true, cell: (r) => <Money minor={r.validBet} /> },
    { key: 'amount', label: t('rebate_col_amount'), numeric: true, cell: (r) => <Money minor={r.amount} /> },
  ];

  if (accrued.isPending) return <Loader />;
  if (accrued.isError)
    return <ErrorRetry message={accrued.error.message} onRetry={() => void accrued.refetch()} testId="rebate-error" />;
  const a = accrued.data;
  const enough = BigInt(a.totalRebate) >= BigInt(a.minClaim);
  return (
    <section className="mc-panel" data-testid="manual-rebate">
      <h2>{t('mc_tab_manualRebate')}</h2>
      <p className="rebate-hint">
        {a.lastClaimAt ? t('rebate_since', { time: formatInstant(a.lastClaimAt) }) : t('rebate_since_start')} {t('rebate_min')}{' '}
        <Money minor={a.minClaim} />
      </p>
      <RecordsTable columns={columns} rows={a.rows} rowKey={(r) => r.gameType} state={accrued} emptyText={t('rebate_empty')} />
      <Button
        disabled={!enough || claim.isPending}
        onClick={() => {
          setDone(null);
          claim.mutate(undefined, { onSuccess: (r) => setDone(r.amount) });
        }}
        data-testid="rebate-claim"
      >
        {t('rebate_claim')}
      </Button>
      <FormError message={claim.error?.message} testId="rebate-claim-error" />
      {done ? (
        <p role="status" data-testid="rebate-claimed">
          {t('rebate_claimed')} <Money minor={done} />
        </p>
      ) : null}
      <h3>{t('rebate_history')}</h3>
      <div data-testid="rebate-history">
        <PagedTable
          columns={historyColumns}
          data={history.data}
          onPage={setPage}
          rowKey={(r) => r.id}
          state={history}
          totals={false}
          pagerTestId="rebate-history-pager"
        />
      </div>
    </section>
  );
}
