import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { useMessage } from '../../../lib/forms/use-message';
import type { PlainOptionalField, RegisterLayout, RegisterValues } from './register-form';

/** Input details per optional field; everything else is a plain text input. */
const INPUT: Partial<Record<PlainOptionalField, { type?: string; inputMode?: 'numeric' | 'email'; autoComplete?: string }>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'new-password' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name' },
};

/** The optional registration fields the merchant shows, each marked when required. */
export function OptionalFields({
  layout,
  register,
  errors,
}: {
  layout: RegisterLayout;
  register: UseFormRegister<RegisterValues>;
  errors: FieldErrors<RegisterValues>;
}) {
  const { t } = useTranslation();
  const text = useMessage();
  return (
    <>
      {layout.optional.map(({ field, required }) => (
        <TextField
          key={field}
          label={required ? t(`auth_field_${field}`) : t('auth_optional', { label: t(`auth_field_${field}`) })}
          maxLength={field === 'email' ? 254 : 64}
          {...INPUT[field]}
          error={text(errors[field]?.message)}
          data-testid={`register-${field}`}
          {...register(field)}
        />
      ))}
    </>
  );
}
