import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  API,
  CHANNEL_KINDS,
  formatMoney,
  opsChannel,
  opsChannelBody,
  opsChannels,
  opsNewChannelBody,
  parseAmount,
  type ChannelKind,
  type OpsChannel,
} from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { formatBalance } from '../lib/format';

/** The merchant's payment channels, in the order players see them; each opens its form. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const [editing, setEditing] = useState<OpsChannel | 'new' | null>(null);
  const channels = useQuery({
    queryKey: ['ops', merchant, 'channels'],
    queryFn: async () => opsChannels.parse(await opsCall(API.operator.channels, { merchant })),
  });
  return (
    <main className="page">
      <h1>{t('channels_title')}</h1>
      <p className="hint">{t('channels_hint')}</p>
      <button type="button" onClick={() => setEditing('new')} data-testid="channel-new">
        {t('channels_new')}
      </button>
      <table className="mini" data-testid="channels">
        <thead>
          <tr>
            <th>{t('channels_col_order')}</th>
            <th>{t('channels_col_code')}</th>
            <th>{t('channels_col_name')}</th>
            <th>{t('channels_col_kind')}</th>
            <th>{t('channels_col_limits')}</th>
            <th>{t('channels_col_fee')}</th>
            <th>{t('channels_col_enabled')}</th>
          </tr>
        </thead>
        <tbody>
          {channels.data?.map((c) => (
            <tr key={c.code} data-testid="channel-row" data-code={c.code} onClick={() => setEditing(c)} className="clickable">
              <td>{c.sequence}</td>
              <td>{c.code}</td>
              <td>{c.names.EN}</td>
              <td>{t(`channel_kind_${c.kind}`)}</td>
              <td>
                {formatBalance(c.min)} – {formatBalance(c.max)}
              </td>
              <td>{(c.feeBps / 100).toFixed(2)} %</td>
              <td>{t(c.enabled ? 'channels_on' : 'channels_off')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <ChannelForm merchant={merchant} channel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </main>
  );
}

/** What the form edits: amounts as typed (major units), the fee in percent. */
interface FormValues {
  code: string;
  kind: ChannelKind;
  nameEN: string;
  nameTY: string;
  enabled: boolean;
  sequence: string;
  min: string;
  max: string;
  feePercent: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

const major = (minor: string) => formatMoney(minor).replace(/,/g, '');

/**
 * A channel's form. What it sends is checked by the contract's own schema first (the server
 * checks it again), so a field the schema refuses is marked before anything is sent.
 */
function ChannelForm({ merchant, channel, onClose }: { merchant: string; channel: OpsChannel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<FormValues>({
    defaultValues: {
      code: channel?.code ?? '',
      kind: channel?.kind ?? 'bank_transfer',
      nameEN: channel?.names.EN ?? '',
      nameTY: channel?.names.TY ?? '',
      enabled: channel?.enabled ?? true,
      sequence: String(channel?.sequence ?? 0),
      min: channel ? major(channel.min) : '',
      max: channel ? major(channel.max) : '',
      feePercent: channel ? (channel.feeBps / 100).toFixed(2) : '0.00',
      bankName: channel?.bankName ?? '',
      accountName: channel?.accountName ?? '',
      accountNumber: channel?.accountNumber ?? '',
    },
  });
  const kind = form.watch('kind');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (v: FormValues) => {
      const transfer = v.kind === 'bank_transfer';
      const fields = {
        names: { EN: v.nameEN, TY: v.nameTY },
        enabled: v.enabled,
        sequence: Number(v.sequence),
        min: String(parseAmount(v.min) ?? ''),
        max: String(parseAmount(v.max) ?? ''),
        feeBps: Math.round(Number(v.feePercent) * 100),
        bankName: transfer ? v.bankName : null,
        accountName: transfer ? v.accountName : null,
        accountNumber: transfer ? v.accountNumber.replace(/[\s-]/g, '') : null,
      };
      const body = channel
        ? opsChannelBody.safeParse(fields)
        : opsNewChannelBody.safeParse({ ...fields, code: v.code, kind: v.kind });
      if (!body.success)
        throw new Error(
          t('channels_invalid', { fields: [...new Set(body.error.issues.map((i) => String(i.path[0])))].join(', ') }),
        );
      return opsChannel.parse(
        await opsCall(channel ? API.operator.channel : API.operator.channels, {
          merchant,
          method: channel ? 'PUT' : 'POST',
          params: channel ? { code: channel.code } : undefined,
          body: body.data,
        }),
      );
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['ops', merchant, 'channels'] });
      toast.success(t('channels_saved'));
      onClose();
    },
    onError: (e: Error) => setProblem(e.message),
  });
  const field = (name: keyof FormValues, label: string, o: { inputMode?: 'decimal' | 'numeric' } = {}) => (
    <label className="field">
      <span>{label}</span>
      <input {...form.register(name)} inputMode={o.inputMode} data-testid={`channel-${name}`} />
    </label>
  );
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer" data-testid="channel-form" aria-describedby={undefined}>
          <Dialog.Title>{channel ? t('channels_edit', { code: channel.code }) : t('channels_new')}</Dialog.Title>
          <form className="actions" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
            {!channel && (
              <>
                {field('code', t('channels_col_code'))}
                <label className="field">
                  <span>{t('channels_col_kind')}</span>
                  <select {...form.register('kind')} data-testid="channel-kind">
                    {CHANNEL_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`channel_kind_${k}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </>
            )}
            {field('nameEN', t('channels_name_en'))}
            {field('nameTY', t('channels_name_ty'))}
            {field('sequence', t('channels_col_order'), { inputMode: 'numeric' })}
            {field('min', t('channels_min'), { inputMode: 'decimal' })}
            {field('max', t('channels_max'), { inputMode: 'decimal' })}
            {field('feePercent', t('channels_fee_percent'), { inputMode: 'decimal' })}
            <label className="field check">
              <input type="checkbox" {...form.register('enabled')} data-testid="channel-enabled" />
              <span>{t('channels_col_enabled')}</span>
            </label>
            {kind === 'bank_transfer' && (
              <fieldset>
                <legend>{t('channels_account')}</legend>
                {field('bankName', t('withdrawals_col_bank'))}
                {field('accountName', t('withdrawal_account_name'))}
                {field('accountNumber', t('withdrawal_account_number'), { inputMode: 'numeric' })}
              </fieldset>
            )}
            {problem && (
              <p role="alert" className="form-error" data-testid="channel-error">
                {problem}
              </p>
            )}
            <button type="submit" className="primary" disabled={save.isPending} data-testid="channel-save">
              {t('channels_save')}
            </button>
          </form>
          <Dialog.Close className="close">{t('member_close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
