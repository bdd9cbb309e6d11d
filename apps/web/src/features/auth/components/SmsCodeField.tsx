import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { SmsButton, type SmsButtonProps } from './SmsButton';

export interface SmsCodeFieldProps extends SmsButtonProps {
  input: UseFormRegisterReturn;
  error?: string;
  testId: string;
}

/** The sms code input with its send button beside it (§4). */
export function SmsCodeField({ input, error, testId, send, canSend }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth_sms_code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      error={error}
      data-testid={testId}
      {...input}
      addon={<SmsButton send={send} canSend={canSend} />}
    />
  );
}
