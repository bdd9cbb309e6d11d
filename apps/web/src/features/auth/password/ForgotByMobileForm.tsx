import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COUNTRIES } from '@playhouse/contract';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useValidators } from '../../../lib/site-queries';
import { resetPasswordByMobile } from '../api/password-verification';
import { sendNoLoginSms } from '../api/sms';
import { FormError } from '../components/FormError';
import { MobileField } from '../components/MobileField';
import { SmsCodeField } from '../components/SmsCodeField';
import { SubmitButton } from '../components/SubmitButton';
import { useMessage } from '../../../lib/forms/use-message';
import { applyApiError } from '../../../lib/forms/api-errors';
import { useGoHome } from '../lib/navigation';
import { byField, checkMobile, checkNewPassword, checkText, formSchema } from '../../../lib/forms/rules';
import { smsToTypedMobile } from '../lib/typed-mobile';
import { NewPasswordFields } from './NewPasswordFields';

const shape = {
  countryDialingCode: z.string(),
  mobileNum: z.string(),
  verificationCode: z.string(),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
};
type Values = z.output<z.ZodObject<typeof shape>>;

/** §4: mobile + sms code (purpose reset) + new password; then signed in and sent home. */
export function ForgotByMobileForm() {
  const { t } = useTranslation();
  const text = useMessage();
  const { signIn } = useSession();
  const { close } = useDialogs();
  const goHome = useGoHome();
  const validators = useValidators().data;
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => {
    const passwordRule = byField(validators).get('password');
    return formSchema(shape, (v, add) => {
      checkMobile(add, 'mobileNum', v.mobileNum, v.countryDialingCode);
      checkText(add, 'verificationCode', v.verificationCode, true, undefined, 'missing_verification_code');
      checkNewPassword(
        add,
        { password: 'newPassword', confirm: 'confirmNewPassword' },
        v.newPassword,
        v.confirmNewPassword,
        passwordRule,
      );
    });
  }, [validators]);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError: setFieldError,
    formState,
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      countryDialingCode: COUNTRIES[0].countryDialingCode,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    try {
      const result = await resetPasswordByMobile({
        mobileNum: v.mobileNum.trim(),
        countryDialingCode: v.countryDialingCode,
        verificationCode: v.verificationCode.trim(),
        newPassword: v.newPassword.trim(),
        confirmNewPassword: v.confirmNewPassword.trim(),
      });
      signIn(result.token, false);
      close();
      goHome();
    } catch (err) {
      applyApiError(err, Object.keys(shape), setFieldError, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <MobileField
        country={register('countryDialingCode')}
        mobile={register('mobileNum')}
        error={text(errors.mobileNum?.message)}
        testId="forgot-mobile"
      />
      <SmsCodeField
        input={register('verificationCode')}
        error={text(errors.verificationCode?.message)}
        testId="forgot-sms-code"
        {...smsToTypedMobile({ trigger, getValues }, (mobileNum, code) => sendNoLoginSms(mobileNum, code, 'reset'))}
      />
      <NewPasswordFields register={register} errors={errors} testPrefix="forgot" />
      <FormError message={error} />
      <SubmitButton label={t('auth_forgot_mobile_submit')} busy={isSubmitting} testId="forgot-submit" />
    </form>
  );
}
