import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { FormError } from '../../../components/ui/FormError';
import { Loader } from '../../../components/ui/Loader';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { applyApiError } from '../../../lib/forms/api-errors';
import { useMessage } from '../../../lib/forms/use-message';
import { useInvitation, useRegisterDownline } from '../agent-api';
import type { Invitation } from '../agent-wire';
import { QrCode } from '../../../components/ui/QrCode';
import { prizeGroupOptions } from '../prize-groups';
import { Select } from '../filters';
import { AgentPanel } from './AgentPanel';

const schema = z
  .object({
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, 'agent_err_username'),
    password: z.string().regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/, 'agent_err_password'),
    confirmPassword: z.string(),
    type: z.enum(['0', '1']),
    prizeGroup: z.string().min(1, 'agent_err_prize_group'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'inconsistent_twice' });
type Values = z.infer<typeof schema>;

function InvitePanel({ code, url }: { code: string; url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="agent-card agent-invite" data-testid="agent-invite">
      <h2>{t('agent_invite_title')}</h2>
      <p className="agent-muted">{t('agent_invite_help')}</p>
      <div className="agent-invite-body">
        <QrCode url={url} label={t('agent_invite_qr')} className="agent-qr" testId="agent-invite-qr" />
        <dl className="agent-invite-facts">
          <dt>{t('agent_affiliate_code')}</dt>
          <dd data-testid="agent-affiliate-code">{code}</dd>
          <dt>{t('agent_invite_link')}</dt>
          <dd>
            <input
              className="agent-invite-link"
              readOnly
              value={url}
              aria-label={t('agent_invite_link')}
              data-testid="agent-invite-link"
            />
          </dd>
        </dl>
      </div>
      <Button
        type="button"
        variant="secondary"
        data-testid="agent-invite-copy"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? t('agent_copied') : t('agent_copy_link')}
      </Button>
    </div>
  );
}

function CreateForm({ info }: { info: Invitation }) {
  const { t } = useTranslation();
  const text = useMessage();
  const create = useRegisterDownline();
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const groups = prizeGroupOptions(info.prizeGroup);
  const registersAgents = info.rights.registersAgents;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', confirmPassword: '', type: '0', prizeGroup: String(groups[0] ?? '') },
  });
  const { register, handleSubmit, formState, setError, reset, watch, setValue } = form;
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    setCreated(null);
    try {
      const r = await create.mutateAsync({
        username: v.username.trim(),
        password: v.password,
        kind: registersAgents && v.type === '1' ? 'agent' : 'player',
        prizeGroup: Number(v.prizeGroup),
      });
      setCreated(r.username);
      reset({ ...v, username: '', password: '', confirmPassword: '' });
    } catch (e) {
      applyApiError(e, ['username', 'password', 'confirmPassword', 'prizeGroup'], setError, setFormError);
    }
  });
  return (
    <form className="agent-card agent-create" data-testid="agent-create-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2>{t('agent_create_title')}</h2>
      {registersAgents ? (
        <fieldset className="agent-radios">
          <legend>{t('agent_account_type')}</legend>
          {(['0', '1'] as const).map((v) => (
            <label key={v}>
              <input type="radio" value={v} data-testid={`agent-create-type-${v}`} {...register('type')} />
              {t(v === '1' ? 'agent_type_agent' : 'agent_type_player')}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="agent-muted">{t('agent_players_only')}</p>
      )}
      <TextField
        label={t('agent_new_username')}
        autoComplete="off"
        maxLength={16}
        error={text(errors.username?.message)}
        data-testid="agent-create-username"
        {...register('username')}
      />
      <PasswordField
        label={t('agent_new_password')}
        autoComplete="new-password"
        error={text(errors.password?.message)}
        data-testid="agent-create-password"
        {...register('password')}
      />
      <PasswordField
        label={t('agent_confirm_password')}
        autoComplete="new-password"
        error={text(errors.confirmPassword?.message)}
        data-testid="agent-create-confirm"
        {...register('confirmPassword')}
      />
      <Select
        label={t('agent_prize_group')}
        value={watch('prizeGroup')}
        options={groups.map((g) => ({ value: String(g), label: String(g) }))}
        testId="agent-create-prize-group"
        onChange={(v) => setValue('prizeGroup', v)}
      />
      <FormError className="agent-form-error" message={text(formError ?? undefined)} testId="agent-create-error" />
      {created ? (
        <p role="status" className="agent-success" data-testid="agent-create-done">
          {t('agent_create_done', { account: created })}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} data-testid="agent-create-submit">
        {isSubmitting ? t('agent_creating') : t('agent_create_submit')}
      </Button>
    </form>
  );
}

/** Register centre: create a downline account directly, or invite with the affiliate link and its QR code. */
export function RegisterCentre() {
  const q = useInvitation();
  return (
    <AgentPanel tab="registerCenter">
      {q.isError && !q.data ? (
        <ErrorRetry className="agent-message" message={q.error.message} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Loader />
      ) : (
        <div className="agent-two">
          <CreateForm info={q.data} />
          <InvitePanel code={q.data.affiliateCode} url={q.data.registerUrl} />
        </div>
      )}
    </AgentPanel>
  );
}
