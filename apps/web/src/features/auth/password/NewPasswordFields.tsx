import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useMessage } from '../../../lib/forms/use-message';

interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** New password + confirmation, shared by the change, reset and forgot-by-mobile forms. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  testPrefix,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  const text = useMessage();
  const messageOf = (field: keyof NewPasswordValues) => {
    const e = (errors as FieldErrors<NewPasswordValues>)[field];
    return text(typeof e?.message === 'string' ? e.message : undefined);
  };
  return (
    <>
      <PasswordField
        label={t('auth_new_password')}
        autoComplete="new-password"
        error={messageOf('newPassword')}
        data-testid={`${testPrefix}-new`}
        {...register('newPassword' as Path<T>)}
      />
      <PasswordField
        label={t('auth_confirm_new_password')}
        autoComplete="new-password"
        error={messageOf('confirmNewPassword')}
        data-testid={`${testPrefix}-confirm`}
        {...register('confirmNewPassword' as Path<T>)}
      />
    </>
  );
}
