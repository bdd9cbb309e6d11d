import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useValidators, useWhitelabel } from '../../../lib/site-queries';
import { changePassword } from '../api/change-password';
import { sendPasswordSms } from '../api/sms';
import { FormError, Notice } from '../components/FormError';
import { SmsCodeField } from '../components/SmsCodeField';
import { SubmitButton } from '../components/SubmitButton';
import { useMessage } from '../../../lib/forms/use-message';
import { applyApiError } from '../../../lib/forms/api-errors';
import { useGoHome } from '../lib/navigation';
import { byField, checkNewPassword, checkText, formSchema } from '../../../lib/forms/rules';
import { NewPasswordFields } from './NewPasswordFields';

const shape = { oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string(), verificationCode: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;
/** A forced change cannot be dismissed: only changing or signing out ends it. */
const stayOpen = () => undefined;

/**
 * §2 Change password. props.forced ('default' | 'expired') is the forced flow after login,
 * where props.oldPassword is the password just typed, so it is not asked again. With
 * CHNGPASSVERIF3 a member who has a mobile number also gives an sms code sent to it.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const text = useMessage();
  const { props, close } = useDialogs();
  const { signIn, signOut, member } = useSession();
  const goHome = useGoHome();
  const validators = useValidators().data;
  const needSms = !!useWhitelabel().data?.flags.CHNGPASSVERIF3 && !!member?.mobileNum;
  const forced = props.forced === 'default' || props.forced === 'expired' ? props.forced : null;
  const knownOld = typeof props.oldPassword === 'string' && props.oldPassword ? props.oldPassword : null;
  const [error, setError] = useState<string | null>(null);

  const schema = useMemo(() => {
    const passwordRule = byField(validators).get('password');
    return formSchema(shape, (v, add) => {
      if (!knownOld) checkText(add, 'oldPassword', v.oldPassword, true);
      checkNewPassword(
        add,
        { password: 'newPassword', confirm: 'confirmNewPassword' },
        v.newPassword,
        v.confirmNewPassword,
        passwordRule,
      );
      if (needSms) checkText(add, 'verificationCode', v.verificationCode, true, undefined, 'missing_verification_code');
    });
  }, [validators, knownOld, needSms]);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '', verificationCode: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    try {
      const result = await changePassword({
        oldPassword: knownOld ?? v.oldPassword.trim(),
        newPassword: v.newPassword.trim(),
        confirmNewPassword: v.confirmNewPassword.trim(),
        verificationCode: needSms ? v.verificationCode.trim() : undefined,
      });
      // Every earlier token is revoked by the change; the answer carries the new one.
      signIn(result.token, typeof props.remember === 'boolean' ? props.remember : undefined);
      close();
    } catch (err) {
      const shown = [
        ...(knownOld ? [] : ['oldPassword']),
        'newPassword',
        'confirmNewPassword',
        ...(needSms ? ['verificationCode'] : []),
      ];
      applyApiError(err, shown, setFieldError, setError);
    }
  });

  const leave = async () => {
    await signOut();
    close();
    goHome();
  };

  return (
    <Modal title={t('auth_change_title')} onClose={forced ? stayOpen : close} testId="change-password-dialog">
      <form onSubmit={onSubmit} noValidate className={forced ? 'auth-form auth-forced' : 'auth-form'}>
        {forced ? <Notice testId="change-forced-reason">{t(`auth_change_forced_${forced}`)}</Notice> : null}
        {knownOld ? null : (
          <PasswordField
            label={t('auth_old_password')}
            autoComplete="current-password"
            error={text(errors.oldPassword?.message)}
            data-testid="change-old"
            {...register('oldPassword')}
          />
        )}
        <NewPasswordFields register={register} errors={errors} testPrefix="change" />
        {needSms ? (
          <SmsCodeField
            input={register('verificationCode')}
            error={text(errors.verificationCode?.message)}
            testId="change-sms-code"
            send={sendPasswordSms}
          />
        ) : null}
        <FormError message={error} />
        <SubmitButton label={t('auth_change_submit')} busy={isSubmitting} testId="change-submit" />
        {forced ? (
          <Button variant="ghost" className="auth-wide auth-gap" onClick={() => void leave()} data-testid="change-signout">
            {t('auth_sign_out')}
          </Button>
        ) : null}
      </form>
    </Modal>
  );
}
