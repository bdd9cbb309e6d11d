import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, LIMITS, OPTIONAL_REGISTER_FIELDS, type Validator } from '@playhouse/contract';
import { Checkbox } from '../../../components/ui/Checkbox';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { registerMember } from '../api/register';
import { sendRegisterSms } from '../api/sms';
import { CaptchaField } from '../../../components/auth/CaptchaField';
import { FormError } from '../components/FormError';
import { MobileField } from '../components/MobileField';
import { SmsCodeField } from '../components/SmsCodeField';
import { SubmitButton } from '../components/SubmitButton';
import { UsernameField } from '../components/UsernameField';
import type { useAffiliate } from '../hooks/useAffiliate';
import { useCaptcha } from '../../../lib/auth/use-captcha';
import { useMessage } from '../../../lib/forms/use-message';
import { applyApiError } from '../../../lib/forms/api-errors';
import { msg } from '../../../lib/forms/messages';
import { useGoHome } from '../lib/navigation';
import { smsToTypedMobile } from '../lib/typed-mobile';
import { OptionalFields } from './OptionalFields';
import { registerRequest, registerSchema, shownFields, type RegisterLayout, type RegisterValues } from './register-form';

const blank = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, '']));
const EMPTY = {
  ...blank(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', ...OPTIONAL_REGISTER_FIELDS]),
  countryDialingCode: COUNTRIES[0].countryDialingCode,
  termsAccepted: false,
  ageConfirmed: false,
} as RegisterValues;

interface Props {
  layout: RegisterLayout;
  validators: Map<string, Validator>;
  affiliate: ReturnType<typeof useAffiliate>;
}

/** One registration mode's form. After success: signed in, dialog closed, home (§4). */
export function RegisterForm({ layout, validators, affiliate }: Props) {
  const { t } = useTranslation();
  const text = useMessage();
  const { signIn } = useSession();
  const { close } = useDialogs();
  const goHome = useGoHome();
  const captcha = useCaptcha(layout.captcha.shown, 'register');
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => registerSchema(layout, validators), [layout, validators]);
  const invalidUrlCode = affiliate.status === 'invalid' ? (affiliate.code ?? '') : '';
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setValue,
    setError: setFieldError,
    formState,
  } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY, affiliateCode: invalidUrlCode },
  });
  const { errors, isSubmitting } = formState;

  // A URL code that failed its check is shown in the field with the reason.
  useEffect(() => {
    if (affiliate.status === 'invalid') setFieldError('affiliateCode', { type: 'server', message: msg(affiliate.errorCode) });
  }, [affiliate.status, affiliate.errorCode, setFieldError]);

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    const body = registerRequest(layout, v, {
      urlAffiliateCode: affiliate.status === 'valid' ? (affiliate.code ?? undefined) : undefined,
      captchaId: captcha.captchaId,
    });
    try {
      const result = await registerMember(layout.mode, body);
      signIn(result.token, false);
      close();
      goHome();
    } catch (err) {
      if (layout.captcha.shown) {
        captcha.renew();
        setValue('captcha', '');
      }
      applyApiError(err, shownFields(layout), setFieldError, setError);
    }
  });

  const password = layout.password ? (
    <>
      <PasswordField
        label={t('auth_password')}
        autoComplete="new-password"
        error={text(errors.password?.message)}
        data-testid="register-password"
        {...register('password')}
      />
      <PasswordField
        label={t('auth_confirm_password')}
        autoComplete="new-password"
        error={text(errors.confirmPassword?.message)}
        data-testid="register-confirm"
        {...register('confirmPassword')}
      />
    </>
  ) : null;
  const mobile = layout.mobile ? (
    <>
      <MobileField
        country={register('countryDialingCode')}
        mobile={register('mobileNum')}
        error={text(errors.mobileNum?.message)}
        testId="register-mobile"
      />
      {layout.sms ? (
        <SmsCodeField
          input={register('verificationCode')}
          error={text(errors.verificationCode?.message)}
          testId="register-sms-code"
          {...smsToTypedMobile({ trigger, getValues }, sendRegisterSms)}
        />
      ) : null}
    </>
  ) : null;
  const optionalLabel = (label: string, required: boolean) => (required ? label : t('auth_optional', { label }));

  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <div className="auth-grid">
        {layout.username ? (
          <div className="auth-span">
            <UsernameField error={text(errors.username?.message)} data-testid="register-username" {...register('username')} />
          </div>
        ) : null}
        {layout.mode === 'username' ? (
          <>
            {password}
            {mobile}
          </>
        ) : (
          <>
            {mobile}
            {password}
          </>
        )}
        <OptionalFields layout={layout} register={register} errors={errors} />
        {layout.affiliate.shown ? (
          <TextField
            label={optionalLabel(t('auth_field_affiliateCode'), layout.affiliate.required)}
            maxLength={64}
            error={text(errors.affiliateCode?.message)}
            data-testid="register-affiliate"
            {...register('affiliateCode')}
          />
        ) : null}
        {layout.captcha.shown ? (
          <CaptchaField
            captcha={captcha}
            input={register('captcha')}
            error={text(errors.captcha?.message)}
            testPrefix="register"
          />
        ) : null}
      </div>
      <Checkbox
        label={
          <>
            {t('auth_terms_prefix')}{' '}
            <a href={paths.terms} target="_blank" rel="noreferrer">
              {t('auth_terms_link')}
            </a>
          </>
        }
        error={text(errors.termsAccepted?.message)}
        data-testid="register-terms"
        {...register('termsAccepted')}
      />
      <Checkbox
        label={t('auth_age_confirm', { age: LIMITS.minimumAge })}
        error={text(errors.ageConfirmed?.message)}
        data-testid="register-age"
        {...register('ageConfirmed')}
      />
      <FormError message={error} />
      <SubmitButton label={t('auth_register_submit')} busy={isSubmitting} testId="register-submit" />
    </form>
  );
}
