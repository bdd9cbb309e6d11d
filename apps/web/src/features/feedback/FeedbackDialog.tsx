import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, QUESTION_TYPES } from '@playhouse/contract';
import { FEEDBACK_SENDER_MAX, type QuestionType } from '@playhouse/contract/engagement';
import { CaptchaField } from '../../components/auth/CaptchaField';
import { Button } from '../../components/ui/Button';
import { errorAria, FieldFrame } from '../../components/ui/FieldFrame';
import { Modal } from '../../components/ui/Modal';
import { useCaptcha } from '../../lib/auth/use-captcha';
import { useDialogs } from '../../lib/dialogs';
import { applyApiError } from '../../lib/forms/api-errors';
import { useMessage } from '../../lib/forms/use-message';
import { useSession } from '../../lib/session';
import { useSendFeedback } from './feedback-api';
import { emptyFields, feedbackForm, type FeedbackField, type FeedbackForm } from './feedback-form';
import './feedback.css';

const TYPE_NAMES = Object.keys(QUESTION_TYPES) as (keyof typeof QUESTION_TYPES)[];

/** Spec §8: an empty field raises a warning dialog naming the empty fields, with the empty-message. */
function EmptyWarning({ fields, onClose }: { fields: FeedbackField[]; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="fb-warning-backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby={id} className="fb-warning" data-testid="feedback-warning">
        <h3 id={id}>{t('fb_warning_title')}</h3>
        <ul>
          {fields.map((f) => (
            <li key={f} data-testid={`feedback-empty-${f}`}>
              {t(`fb_field_${f}`)}
            </li>
          ))}
        </ul>
        <p>{t('fb_warning_empty')}</p>
        <Button onClick={onClose} data-testid="feedback-warning-ok" autoFocus>
          {t('fb_ok')}
        </Button>
      </div>
    </div>
  );
}

/** The feedback popup (§2, §5, §8): question type, description (20–200 characters) and captcha. */
export function FeedbackDialog() {
  const { t } = useTranslation();
  const text = useMessage();
  const { close } = useDialogs();
  const { token, member, isTrial } = useSession();
  const guest = !token || !member || isTrial;
  const ids = { type: useId(), content: useId(), sender: useId() };
  const captcha = useCaptcha(true, 'feedback');
  const send = useSendFeedback();
  const [warning, setWarning] = useState<FeedbackField[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackForm),
    defaultValues: { type: '', content: '', sender: '', captcha: '', guest },
  });
  const length = watch('content').trim().length;
  const errors = formState.errors;

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await send.mutateAsync({
        content: v.content.trim(),
        sender: guest ? v.sender.trim() : '',
        type: Number(v.type) as QuestionType,
        captchaId: captcha.captchaId,
        captcha: v.captcha.trim(),
      });
      setDone(true);
    } catch (err) {
      // The captcha is single-use, right or wrong: a new one for the next try.
      captcha.renew();
      setValue('captcha', '');
      applyApiError(err, ['content', 'sender', 'captcha'], setError, setFormError);
    }
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const empty = emptyFields({ ...getValues(), guest });
    if (empty.length) setWarning(empty);
    else void submit();
  };

  return (
    <Modal title={t('fb_title')} onClose={close} testId="feedback-dialog">
      {done ? (
        <div role="status" className="fb-done" data-testid="feedback-done">
          <p>{t('fb_done')}</p>
          <Button onClick={close} data-testid="feedback-close">
            {t('fb_ok')}
          </Button>
        </div>
      ) : (
        <form className="fb-form" onSubmit={onSubmit} noValidate data-testid="feedback-form">
          <FieldFrame id={ids.type} label={t('fb_field_type')}>
            <select id={ids.type} data-testid="feedback-type" {...register('type')}>
              <option value="">{t('fb_choose_type')}</option>
              {TYPE_NAMES.map((name) => (
                <option key={name} value={String(QUESTION_TYPES[name])}>
                  {t(`fb_type_${name}`)}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame id={ids.content} label={t('fb_field_content')} error={text(errors.content?.message)}>
            <textarea
              id={ids.content}
              rows={5}
              maxLength={LIMITS.feedbackMax + 50}
              placeholder={t('fb_content_hint', { min: LIMITS.feedbackMin, max: LIMITS.feedbackMax })}
              data-testid="feedback-content"
              {...register('content')}
              {...errorAria(ids.content, text(errors.content?.message))}
            />
          </FieldFrame>
          <p
            className={
              length > LIMITS.feedbackMax || (length > 0 && length < LIMITS.feedbackMin) ? 'fb-counter fb-over' : 'fb-counter'
            }
            aria-live="polite"
            data-testid="feedback-counter"
          >
            {length}/{LIMITS.feedbackMax}
          </p>
          {guest ? (
            <FieldFrame id={ids.sender} label={t('fb_field_sender')} error={text(errors.sender?.message)}>
              <input
                id={ids.sender}
                autoComplete="email"
                maxLength={FEEDBACK_SENDER_MAX}
                data-testid="feedback-sender"
                {...register('sender')}
                {...errorAria(ids.sender, text(errors.sender?.message))}
              />
            </FieldFrame>
          ) : null}
          <CaptchaField
            captcha={captcha}
            input={register('captcha')}
            error={text(errors.captcha?.message)}
            testPrefix="feedback"
          />
          {formError ? (
            <p role="alert" className="fb-error" data-testid="feedback-error">
              {text(formError)}
            </p>
          ) : null}
          <Button type="submit" disabled={send.isPending} data-testid="feedback-submit">
            {t('fb_submit')}
          </Button>
        </form>
      )}
      {warning ? <EmptyWarning fields={warning} onClose={() => setWarning(null)} /> : null}
    </Modal>
  );
}
