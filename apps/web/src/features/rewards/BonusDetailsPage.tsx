import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '@playhouse/contract';
import type { BonusDetails } from '@playhouse/contract/engagement';
import { Money } from '../../components/ui/Money';
import { PagedTable } from '../../components/ui/PagedTable';
import type { Column } from '../../components/ui/RecordsTable';
import { formatInstant } from '../../lib/dates';
import { useBonusDetails } from './api/rewards';
import './register-locales';
import './rewards.css';

type Bonus = BonusDetails['content'][number];

/** bonusDetails: each bonus with its progress toward its turnover, and what bonuses still lock of the balance. */
export function BonusDetailsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useBonusDetails(page);
  const d = q.data;

  const columns: Column<Bonus>[] = [
    { key: 'title', label: t('rewards_col_title'), cell: (b) => textIn(b.title, i18n.language) },
    { key: 'amount', label: t('rewards_col_amount'), numeric: true, cell: (b) => <Money minor={b.amount} /> },
    { key: 'claimedAt', label: t('rewards_col_claimed_at'), cell: (b) => formatInstant(b.claimedAt) },
    {
      key: 'progress',
      label: t('bonus_col_progress'),
      cell: (b) => (
        <div className="bonus-progress" data-testid={`bonus-progress-${b.id}`}>
          <div
            className="bonus-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={b.percent}
            aria-label={t('bonus_col_progress')}
          >
            <span style={{ width: `${b.percent}%` }} />
          </div>
          <span className="bonus-figures">
            <Money minor={b.turnoverDone} /> / <Money minor={b.turnoverRequired} /> ({b.percent}%)
          </span>
        </div>
      ),
    },
    {
      key: 'status',
      label: t('bonus_col_status'),
      cell: (b) => <span data-testid={`bonus-status-${b.id}`}>{t(`bonus_status_${b.status}`)}</span>,
    },
  ];

  return (
    <section className="rewards-page" data-testid="bonus-details">
      {d ? (
        <p className="bonus-locked" data-testid="bonus-locked">
          {BigInt(d.locked) > 0n ? (
            <>
              {t('bonus_locked_lead')} <Money minor={d.locked} /> · {t('bonus_turnover_left')} <Money minor={d.turnoverLeft} />
            </>
          ) : (
            t('bonus_nothing_locked')
          )}
        </p>
      ) : null}
      <PagedTable
        columns={columns}
        data={d}
        rowKey={(b) => b.id}
        state={q}
        onPage={setPage}
        pagerTestId="bonuses"
        totals={false}
        emptyText={t('bonus_empty')}
        summary={(count) => t('rewards_count', { count })}
      />
    </section>
  );
}
