import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/TextField';

/** The account name input of the login, register and forgot-password forms. */
export const UsernameField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(function UsernameField(props, ref) {
  const { t } = useTranslation();
  return <TextField ref={ref} label={t('auth_username')} autoComplete="username" maxLength={64} {...props} />;
});
