import { useTranslation } from 'react-i18next';
import type { DepositPage } from '@playhouse/contract';
import { Money } from '../../../components/ui/Money';
import { Pager } from '../../../components/ui/Pager';
import { formatInstant } from '../../../lib/dates';

/** The member's recent deposits with their status. */
export function DepositList({ data, page, onPage }: { data: DepositPage | undefined; page: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (!data) return null;
  if (!data.content.length)
    return (
      <p className="pay-hint" data-testid="deposits-empty">
        {t('pay_no_deposits')}
      </p>
    );
  return (
    <>
      <div className="pay-table-wrap">
        <table className="pay-table" data-testid="deposits">
          <thead>
            <tr>
              <th>{t('pay_col_time')}</th>
              <th>{t('pay_col_order')}</th>
              <th>{t('pay_channel')}</th>
              <th className="pay-num">{t('pay_amount')}</th>
              <th>{t('pay_col_status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((d) => (
              <tr key={d.orderNo} data-testid="deposit-row" data-order={d.orderNo} data-status={d.status}>
                <td>{formatInstant(d.createdAt)}</td>
                <td className="pay-mono">{d.orderNo}</td>
                <td>{d.channelName}</td>
                <td className="pay-num">
                  <Money className="pay-amount" minor={d.amount} />
                </td>
                <td>
                  <span className={`pay-badge pay-badge-${d.status}`}>{t(`pay_deposit_${d.status}`)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={data.totalPages} onPage={onPage} testId="deposits-pages" />
    </>
  );
}
