import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { parseAmount } from '@playhouse/contract';
import {
  REALITY_CHECK_MINUTES,
  RG_LIMIT_KINDS,
  RG_MAX_LIMIT_MINOR,
  RG_PERIODS,
  SELF_EXCLUSION_PERIODS,
  type RgSettingsAnswer,
} from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { AmountField } from '../../components/ui/AmountField';
import { FieldFrame } from '../../components/ui/FieldFrame';
import { Modal } from '../../components/ui/Modal';
import { TextField } from '../../components/ui/TextField';
import { Money } from '../../components/ui/Money';
import { paths } from '../../config/paths';
import { applyApiError } from '../../lib/forms/api-errors';
import { msg } from '../../lib/forms/messages';
import { useMessage } from '../../lib/forms/use-message';
import { formatInstant } from '../../lib/dates';
import { useSession } from '../../lib/session';
import { useRgSettings, useSelfExclude, useSetLimit, useSetRealityCheck } from './rg-api';
import './responsible-gaming.css';

/**
 * Responsible gaming in the security centre: limits in force and pending with this period's
 * usage, the limit form, the reality check and self-exclusion (with a confirmation dialog).
 * The server applies every rule; the forms check only the shape.
 */
export function ResponsibleGamingPanel() {
  const { t } = useTranslation();
  const settings = useRgSettings();
  const s = settings.data;
  return (
    <section className="mc-panel rg-panel" data-testid="rg-panel">
      <h2>{t('rg_title')}</h2>
      <p className="rg-intro">{t('rg_intro')}</p>
      {settings.isError ? (
        <p role="alert" data-testid="rg-load-error">
          {t('rg_load_error')}
        </p>
      ) : null}
      {s ? (
        <>
          <LimitsTable s={s} />
          <LimitForm coolingOffHours={s.coolingOffHours} />
          <RealityCheckForm minutes={s.realityCheckMinutes} />
          <SelfExclusionForm />
        </>
      ) : null}
    </section>
  );
}

function LimitsTable({ s }: { s: RgSettingsAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="rg-block">
      <h3>{t('rg_limits')}</h3>
      <p className="rg-hint">{t('rg_limits_hint', { hours: s.coolingOffHours })}</p>
      <table className="rg-table" data-testid="rg-limits">
        <thead>
          <tr>
            <th scope="col">{t('rg_col_limit')}</th>
            <th scope="col">{t('rg_col_in_force')}</th>
            <th scope="col">{t('rg_col_pending')}</th>
            <th scope="col">{t('rg_col_used')}</th>
          </tr>
        </thead>
        <tbody>
          {s.limits.map((l) => {
            const id = `${l.kind}-${l.period}`;
            return (
              <tr key={id} data-testid={`rg-limit-${id}`}>
                <th scope="row">
                  {t(`rg_kind_${l.kind}`)} · {t(`rg_period_${l.period}`)}
                </th>
                <td data-testid={`rg-in-force-${id}`}>
                  {l.amount ? <Money minor={l.amount} /> : <span className="rg-none">{t('rg_no_limit')}</span>}
                </td>
                <td data-testid={`rg-pending-${id}`}>
                  {l.pending ? (
                    <span className="rg-pending">
                      {l.pending.amount ? <Money minor={l.pending.amount} /> : t('rg_no_limit')}{' '}
                      {t('rg_pending_from', { at: formatInstant(l.pending.effectiveAt) })}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-testid={`rg-used-${id}`}>
                  <Money minor={l.used} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const limitForm = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  amount: z.string().refine((v) => {
    if (v.trim() === '') return true;
    const a = parseAmount(v.trim());
    return a !== null && a > 0n && a <= RG_MAX_LIMIT_MINOR;
  }, msg('rg_amount_invalid')),
});
type LimitInput = z.infer<typeof limitForm>;

function LimitForm({ coolingOffHours }: { coolingOffHours: number }) {
  const { t } = useTranslation();
  const text = useMessage();
  const ids = { kind: useId(), period: useId() };
  const save = useSetLimit();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LimitInput>({
    resolver: zodResolver(limitForm),
    defaultValues: { kind: 'deposit', period: 'day', amount: '' },
  });
  const amountError = text(formState.errors.amount?.message);
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    setDone(null);
    const amount = v.amount.trim() === '' ? null : parseAmount(v.amount.trim())!.toString();
    try {
      const s = await save.mutateAsync({ kind: v.kind, period: v.period, amount });
      const l = s.limits.find((x) => x.kind === v.kind && x.period === v.period);
      setDone(l?.pending ? 'rg_saved_pending' : 'rg_saved_now');
    } catch (err) {
      applyApiError(err, ['amount'], setError, setFormError);
    }
  });
  return (
    <form className="rg-block rg-form" onSubmit={submit} noValidate data-testid="rg-limit-form">
      <h3>{t('rg_set_limit')}</h3>
      <div className="rg-row">
        <FieldFrame id={ids.kind} label={t('rg_kind')}>
          <select id={ids.kind} data-testid="rg-limit-kind" {...register('kind')}>
            {RG_LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`rg_kind_${k}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.period} label={t('rg_period')}>
          <select id={ids.period} data-testid="rg-limit-period" {...register('period')}>
            {RG_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`rg_period_${p}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <AmountField
          label={t('rg_amount')}
          error={amountError}
          placeholder={t('rg_amount_placeholder')}
          data-testid="rg-limit-amount"
          {...register('amount')}
        />
      </div>
      <p className="rg-hint">{t('rg_set_limit_hint', { hours: coolingOffHours })}</p>
      {formError ? (
        <p role="alert" className="rg-error" data-testid="rg-limit-error">
          {text(formError)}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="rg-done" data-testid="rg-limit-done">
          {t(done, { hours: coolingOffHours })}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending} data-testid="rg-limit-submit">
        {t('rg_save')}
      </Button>
    </form>
  );
}

const realityForm = z.object({ minutes: z.string() });

function RealityCheckForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const text = useMessage();
  const id = useId();
  const save = useSetRealityCheck();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError } = useForm<z.infer<typeof realityForm>>({
    resolver: zodResolver(realityForm),
    values: { minutes: String(minutes) },
  });
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    setDone(false);
    try {
      await save.mutateAsync({ minutes: Number(v.minutes) as (typeof REALITY_CHECK_MINUTES)[number] });
      setDone(true);
    } catch (err) {
      applyApiError(err, [], setError, setFormError);
    }
  });
  return (
    <form className="rg-block rg-form" onSubmit={submit} noValidate data-testid="rg-reality-form">
      <h3>{t('rg_reality')}</h3>
      <p className="rg-hint">{t('rg_reality_hint')}</p>
      <div className="rg-row">
        <FieldFrame id={id} label={t('rg_reality_every')}>
          <select id={id} data-testid="rg-reality-minutes" {...register('minutes')}>
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={String(m)}>
                {m === 0 ? t('rg_reality_off') : t('rg_minutes', { count: m })}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      {formError ? (
        <p role="alert" className="rg-error">
          {text(formError)}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="rg-done" data-testid="rg-reality-done">
          {t('rg_reality_saved')}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending} data-testid="rg-reality-submit">
        {t('rg_save')}
      </Button>
    </form>
  );
}

const exclusionForm = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS),
  loginPassword: z.string().min(1, msg('field_required')).max(128),
});
type ExclusionInput = z.infer<typeof exclusionForm>;

function SelfExclusionForm() {
  const { t } = useTranslation();
  const text = useMessage();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const periodId = useId();
  const exclude = useSelfExclude();
  const [confirming, setConfirming] = useState<ExclusionInput | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ExclusionInput>({
    resolver: zodResolver(exclusionForm),
    defaultValues: { period: '7d', loginPassword: '' },
  });
  const passwordError = text(formState.errors.loginPassword?.message);
  const ask = handleSubmit((v) => {
    setFormError(null);
    setConfirming(v);
  });
  const confirm = async () => {
    const v = confirming!;
    setConfirming(null);
    try {
      await exclude.mutateAsync({ period: v.period, password: v.loginPassword });
      await signOut();
      void navigate(paths.home);
    } catch (err) {
      applyApiError(err, ['loginPassword'], setError, setFormError);
    }
  };
  return (
    <form className="rg-block rg-form rg-exclusion" onSubmit={ask} noValidate data-testid="rg-exclusion-form">
      <h3>{t('rg_exclusion')}</h3>
      <p className="rg-hint">{t('rg_exclusion_hint')}</p>
      <div className="rg-row">
        <FieldFrame id={periodId} label={t('rg_exclusion_for')}>
          <select id={periodId} data-testid="rg-exclusion-period" {...register('period')}>
            {SELF_EXCLUSION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`rg_exclusion_${p}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <TextField
          label={t('rg_password')}
          error={passwordError}
          type="password"
          autoComplete="current-password"
          data-testid="rg-exclusion-password"
          {...register('loginPassword')}
        />
      </div>
      {formError ? (
        <p role="alert" className="rg-error" data-testid="rg-exclusion-error">
          {text(formError)}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={exclude.isPending} data-testid="rg-exclusion-submit">
        {t('rg_exclusion_submit')}
      </Button>
      {confirming ? (
        <Modal title={t('rg_exclusion_confirm_title')} onClose={() => setConfirming(null)} testId="rg-exclusion-confirm">
          <p>{t('rg_exclusion_confirm', { period: t(`rg_exclusion_${confirming.period}`) })}</p>
          <div className="rg-actions">
            <Button variant="ghost" onClick={() => setConfirming(null)} data-testid="rg-exclusion-cancel">
              {t('rg_cancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} data-testid="rg-exclusion-confirm-button">
              {t('rg_exclusion_confirm_button')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </form>
  );
}
