import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallItem } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { useMallItems } from './points-api';
import { RedeemDialog } from './RedeemDialog';

/** The merchant's items (cash, bonus, goods) with their price in points, stock and the member's limit. */
export function MallGrid({ balance }: { balance: string }) {
  const { t } = useTranslation();
  const items = useMallItems();
  const [open, setOpen] = useState<MallItem | null>(null);
  if (items.isPending) return <Loader />;
  if (items.isError) return <ErrorRetry message={items.error.message} onRetry={() => void items.refetch()} />;
  if (items.data.length === 0) return <p className="pm-muted">{t('points_no_items')}</p>;
  return (
    <>
      <ul className="pm-grid" data-testid="points-items">
        {items.data.map((item) => {
          const reached = item.perMemberLimit !== null && item.redeemedByMe >= item.perMemberLimit;
          const affordable = BigInt(balance) >= BigInt(item.points);
          return (
            <li key={item.id} className="pm-item" data-testid={`points-item-${item.id}`}>
              <img src={item.imageUrl} alt="" loading="lazy" />
              <span className="pm-type">{t(`points_type_${item.type}`)}</span>
              <strong>{item.name}</strong>
              <span>{t('points_n', { points: item.points })}</span>
              {item.amount ? <Money minor={item.amount} /> : null}
              <span className="pm-muted">
                {t('points_stock', { count: item.stock })}
                {item.perMemberLimit !== null
                  ? ` · ${t('points_limit', { used: item.redeemedByMe, limit: item.perMemberLimit })}`
                  : ''}
              </span>
              <Button
                disabled={item.stock === 0 || reached || !affordable}
                onClick={() => setOpen(item)}
                data-testid="points-item-redeem"
              >
                {item.stock === 0 ? t('points_sold_out') : t('points_redeem')}
              </Button>
            </li>
          );
        })}
      </ul>
      {open ? <RedeemDialog item={open} balance={balance} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
