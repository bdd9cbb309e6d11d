import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { affiliateApplicationBody } from '@playhouse/contract/agent';
import { Button } from '../../components/ui/Button';
import { errorAria, FieldFrame } from '../../components/ui/FieldFrame';
import { applyApiError } from '../../lib/forms/api-errors';
import { msg } from '../../lib/forms/messages';
import { useMessage } from '../../lib/forms/use-message';
import { useApplyForAffiliate } from './affiliate-application';

type Input = z.input<typeof affiliateApplicationBody>;
type Output = z.output<typeof affiliateApplicationBody>;

/** The contract's own schema, its issues stored as message keys (lib/forms/messages.ts). */
const resolver = zodResolver<Input, unknown, Output>(affiliateApplicationBody, {
  error: (issue) => {
    if (issue.code === 'too_small') return msg('field_required');
    if (issue.code === 'too_big') return msg('mc_aff_too_long', { max: Number(issue.maximum) });
    return undefined;
  },
});

/** affiliateApplication (§1 label): a player asks the operator to become an agent. */
export function AffiliateApplicationPage() {
  const { t } = useTranslation();
  const text = useMessage();
  const ids = { contact: useId(), message: useId() };
  const apply = useApplyForAffiliate();
  const { register, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { contact: '', message: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const contactError = text(formState.errors.contact?.message);
  const messageError = text(formState.errors.message?.message);

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await apply.mutateAsync(v);
      setDone(true);
      reset();
    } catch (err) {
      applyApiError(err, ['contact', 'message'], setError, setFormError);
    }
  });

  return (
    <section className="mc-panel" data-testid="affiliate-page">
      <h2>{t('mc_tab_affiliateApplication')}</h2>
      {done ? (
        <div role="status" className="mc-aff-done" data-testid="affiliate-done">
          <p>{t('mc_aff_done')}</p>
          <Button variant="ghost" type="button" onClick={() => setDone(false)} data-testid="affiliate-again">
            {t('mc_aff_again')}
          </Button>
        </div>
      ) : (
        <form className="mc-aff-form" onSubmit={submit} noValidate data-testid="affiliate-form">
          <p className="mc-aff-hint">{t('mc_aff_hint')}</p>
          <FieldFrame id={ids.contact} label={t('mc_aff_contact')} error={contactError}>
            <input
              id={ids.contact}
              autoComplete="off"
              maxLength={120}
              data-testid="affiliate-contact"
              {...register('contact')}
              {...errorAria(ids.contact, contactError)}
            />
          </FieldFrame>
          <FieldFrame id={ids.message} label={t('mc_aff_message')} error={messageError}>
            <textarea
              id={ids.message}
              rows={5}
              maxLength={1000}
              data-testid="affiliate-message"
              {...register('message')}
              {...errorAria(ids.message, messageError)}
            />
          </FieldFrame>
          {formError ? (
            <p role="alert" className="mc-aff-error" data-testid="affiliate-error">
              {text(formError)}
            </p>
          ) : null}
          <Button type="submit" disabled={apply.isPending} data-testid="affiliate-submit">
            {t('mc_aff_submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
