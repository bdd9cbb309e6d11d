import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { COUNTRIES } from '@playhouse/contract';
import { MobileField } from '../components/MobileField';
import { SmsCodeField } from '../components/SmsCodeField';
import { sendNoLoginSms } from '../api/sms';
import { useLoginAttempt } from '../../../lib/auth/use-login-attempt';
import { useLoginCaptcha } from '../../../lib/auth/use-login-captcha';
import { useMessage } from '../../../lib/forms/use-message';
import { applyApiError } from '../../../lib/forms/api-errors';
import { checkMobile, checkText, formSchema } from '../../../lib/forms/rules';
import { smsToTypedMobile } from '../lib/typed-mobile';
import { LoginFormEnd } from './LoginFormEnd';
import type { LoginFormProps } from './types';

const shape = {
  countryDialingCode: z.string(),
  mobileNum: z.string(),
  verificationCode: z.string(),
  captcha: z.string(),
  remember: z.boolean(),
};
type Values = z.output<z.ZodObject<typeof shape>>;
const schemaFor = (needCaptcha: boolean) =>
  formSchema(shape, (v, add) => {
    checkMobile(add, 'mobileNum', v.mobileNum, v.countryDialingCode);
    checkText(add, 'verificationCode', v.verificationCode, true, undefined, 'missing_verification_code');
    if (needCaptcha) checkText(add, 'captcha', v.captcha, true, undefined, 'captcha_required');
  });
const schemas = { with: schemaFor(true), without: schemaFor(false) };

/** Login by mobile number and sms code (MOBILEVERCODELOGIN3). Never forces a password change. */
export function LoginMobileForm({ error, setError, captchaAsked, setCaptchaAsked }: LoginFormProps) {
  const text = useMessage();
  const attempt = useLoginAttempt();
  const loginCaptcha = useLoginCaptcha(captchaAsked, setCaptchaAsked, 'login-mobile');
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    setError: setFieldError,
    formState,
  } = useForm<Values>({
    resolver: zodResolver(loginCaptcha.needed ? schemas.with : schemas.without),
    defaultValues: {
      countryDialingCode: COUNTRIES[0].countryDialingCode,
      mobileNum: '',
      verificationCode: '',
      captcha: '',
      remember: false,
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    try {
      await attempt(
        {
          type: 'sms',
          mobileNum: v.mobileNum.trim(),
          countryDialingCode: v.countryDialingCode,
          verificationCode: v.verificationCode.trim(),
          ...loginCaptcha.fields(v.captcha),
        },
        v.remember,
      );
    } catch (err) {
      const withCaptcha = loginCaptcha.afterFailure(err, () => setValue('captcha', ''));
      applyApiError(err, ['mobileNum', 'verificationCode', ...(withCaptcha ? ['captcha'] : [])], setFieldError, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <MobileField
        country={register('countryDialingCode')}
        mobile={register('mobileNum')}
        error={text(errors.mobileNum?.message)}
        testId="login-mobile"
      />
      <SmsCodeField
        input={register('verificationCode')}
        error={text(errors.verificationCode?.message)}
        testId="login-sms-code"
        {...smsToTypedMobile({ trigger, getValues }, (mobileNum, code) => sendNoLoginSms(mobileNum, code, 'login'))}
      />
      <LoginFormEnd register={register} errors={errors} busy={isSubmitting} loginCaptcha={loginCaptcha} error={error} />
    </form>
  );
}
