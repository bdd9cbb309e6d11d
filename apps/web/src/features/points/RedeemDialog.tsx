import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallItem } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { FieldFrame } from '../../components/ui/FieldFrame';
import { FormError } from '../../components/ui/FormError';
import { Modal } from '../../components/ui/Modal';
import { Money } from '../../components/ui/Money';
import { useRedeem } from './points-api';

/** Redeem an item: the quantity, what it costs; the points are taken at once and the redeem waits for review. */
export function RedeemDialog({ item, balance, onClose }: { item: MallItem; balance: string; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const redeem = useRedeem((e) => setError(e.message));
  const left = item.perMemberLimit === null ? item.stock : Math.min(item.stock, item.perMemberLimit - item.redeemedByMe);
  const max = Math.max(1, Math.min(100, left));
  const cost = BigInt(item.points) * BigInt(quantity);

  return (
    <Modal title={t('points_redeem_title', { name: item.name })} onClose={onClose} testId="points-redeem-dialog">
      {done ? (
        <div role="status" data-testid="points-redeem-done">
          <p>{t('points_redeem_done', { reference: done })}</p>
          <Button onClick={onClose}>{t('points_close')}</Button>
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            redeem.mutate({ itemId: item.id, quantity }, { onSuccess: (r) => setDone(r.referenceNo) });
          }}
          noValidate
        >
          <FieldFrame id={id} label={t('points_quantity')}>
            <input
              id={id}
              type="number"
              min={1}
              max={max}
              value={quantity}
              onChange={(e) => setQuantity(Math.min(max, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
              data-testid="points-redeem-quantity"
            />
          </FieldFrame>
          <p data-testid="points-redeem-cost">{t('points_redeem_cost', { points: cost.toString(), balance })}</p>
          {item.amount ? (
            <p>
              {t('points_redeem_amount')} <Money minor={BigInt(item.amount) * BigInt(quantity)} />
            </p>
          ) : null}
          <p className="pm-muted">{t('points_redeem_review')}</p>
          <Button type="submit" disabled={redeem.isPending} data-testid="points-redeem-submit">
            {t('points_redeem_submit')}
          </Button>
          <FormError message={error} testId="points-redeem-error" />
        </form>
      )}
    </Modal>
  );
}
