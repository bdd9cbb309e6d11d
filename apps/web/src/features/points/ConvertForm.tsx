import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsAnswer } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { errorAria, FieldFrame } from '../../components/ui/FieldFrame';
import { FormError } from '../../components/ui/FormError';
import { Money } from '../../components/ui/Money';
import { useConvert } from './points-api';

/** Points to cash at the merchant's ratio: whole units, at least the minimum (the server checks both). */
export function ConvertForm({ points }: { points: PointsAnswer }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const convert = useConvert((e) => setError(e.message));
  const n = /^\d{1,18}$/.test(value) ? BigInt(value) : null;
  const unit = BigInt(points.pointsPerUnit);
  const cash = n !== null ? (n / unit) * 100n : 0n;
  const local =
    value === ''
      ? null
      : n === null || n < BigInt(points.convertMinPoints) || n % unit !== 0n
        ? t('points_convert_rule', { min: points.convertMinPoints, unit: points.pointsPerUnit })
        : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    if (n === null || local) {
      setError(local ?? t('points_convert_rule', { min: points.convertMinPoints, unit: points.pointsPerUnit }));
      return;
    }
    convert.mutate(value, {
      onSuccess: (r) => {
        setDone(r.amount);
        setValue('');
      },
    });
  };

  return (
    <form className="pm-convert" onSubmit={submit} noValidate data-testid="points-convert">
      <h3>{t('points_convert_title')}</h3>
      <FieldFrame id={id} label={t('points_convert_points')} error={local ?? undefined}>
        <input
          id={id}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value.trim())}
          data-testid="points-convert-input"
          {...errorAria(id, local ?? undefined)}
        />
      </FieldFrame>
      <p className="pm-muted">
        {t('points_convert_get')} <Money minor={cash} testId="points-convert-cash" />
      </p>
      <Button type="submit" disabled={convert.isPending} data-testid="points-convert-submit">
        {t('points_convert_submit')}
      </Button>
      <FormError message={error} testId="points-convert-error" />
      {done ? (
        <p role="status" data-testid="points-convert-done">
          {t('points_convert_done')} <Money minor={done} />
        </p>
      ) : null}
    </form>
  );
}
