import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Chase } from './chase-plan';
import type { SlipInput } from './slip-form';

interface PlannerProps {
  register: UseFormRegister<SlipInput>;
  errors: FieldErrors<SlipInput>;
  /** The plan chosen in the form and its rate, as typed. */
  plan: SlipInput['plan'];
  rate: number;
  chase: Chase;
  /** Open draws: the most a chase can take. */
  open: number;
  /** The slip has picks: a plan that cannot be worked out is worth a word only then. */
  picked: boolean;
}

/** The chase planner of the bet slip: draws, plan (same, doubling, minimum profit) and the draws it makes. */
export function ChasePlanner({ register, errors, plan, rate, chase, open, picked }: PlannerProps) {
  const { t } = useTranslation();
  const ids = { draws: useId(), plan: useId(), every: useId(), margin: useId() };
  const first = chase.draws.length === 0;
  const shortText =
    chase.short === 'unreachable'
      ? first
        ? t('lottery_chase_margin_never', { rate })
        : t('lottery_chase_margin_stops', { rate, numero: chase.draws.at(-1)!.numero })
      : chase.short === 'unknown' && picked
        ? t('lottery_chase_margin_unknown')
        : null;
  return (
    <details className="lottery-chase" data-testid="lottery-chase">
      <summary>{t('lottery_chase')}</summary>
      <div className="lottery-slip-fields">
        <label htmlFor={ids.draws}>{t('lottery_chase_draws')}</label>
        <input
          id={ids.draws}
          type="number"
          min={1}
          max={Math.max(1, open)}
          {...register('draws')}
          data-testid="lottery-chase-draws"
        />
        <label htmlFor={ids.plan}>{t('lottery_chase_plan')}</label>
        <select id={ids.plan} {...register('plan')} data-testid="lottery-chase-plan">
          <option value="same">{t('lottery_chase_same')}</option>
          <option value="double">{t('lottery_chase_double')}</option>
          <option value="margin">{t('lottery_chase_margin')}</option>
        </select>
        {plan === 'double' ? (
          <>
            <label htmlFor={ids.every}>{t('lottery_chase_every')}</label>
            <input id={ids.every} type="number" min={1} {...register('every')} data-testid="lottery-chase-every" />
          </>
        ) : null}
        {plan === 'margin' ? (
          <>
            <label htmlFor={ids.margin}>{t('lottery_chase_margin_rate')}</label>
            <input
              id={ids.margin}
              type="number"
              inputMode="numeric"
              min={0}
              max={10_000}
              {...register('margin')}
              aria-invalid={!!errors.margin}
              data-testid="lottery-chase-margin"
            />
          </>
        ) : null}
      </div>
      <label className="lottery-check">
        <input type="checkbox" {...register('winStop')} data-testid="lottery-win-stop" /> {t('lottery_win_stop')}
      </label>
      {chase.draws.length > 1 ? (
        <ol className="lottery-chase-list" data-testid="lottery-chase-list">
          {chase.draws.map((d) => (
            <li key={d.numero} data-multiple={d.multiple}>
              {t('lottery_chase_row', { numero: d.numero, multiple: d.multiple })}
            </li>
          ))}
        </ol>
      ) : null}
      {shortText ? (
        <p className="lottery-hint" role="status" data-testid="lottery-chase-short">
          {shortText}
        </p>
      ) : null}
    </details>
  );
}
