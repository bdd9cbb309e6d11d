import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField';
import type { useCaptcha } from '../../lib/auth/use-captcha';
import './captcha-field.css';

export interface CaptchaFieldProps {
  captcha: ReturnType<typeof useCaptcha>;
  input: UseFormRegisterReturn;
  error?: string;
  /** Prefix of the test ids: <prefix>-captcha and <prefix>-captcha-refresh. */
  testPrefix: string;
}

/** The captcha image, its answer and a refresh button (limited to 1 per second by useCaptcha). */
export function CaptchaField({ captcha, input, error, testPrefix }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const image = captcha.image ? (
    <img className="auth-captcha-img" src={captcha.image} alt={t('auth_captcha_image')} />
  ) : (
    <span className="auth-captcha-img auth-captcha-empty">{captcha.failed ? t('auth_captcha_failed') : '…'}</span>
  );
  return (
    <TextField
      label={t('auth_captcha')}
      autoComplete="off"
      maxLength={12}
      error={error}
      data-testid={`${testPrefix}-captcha`}
      {...input}
      addon={
        <>
          {image}
          <button
            type="button"
            className="auth-captcha-refresh"
            aria-label={t('auth_captcha_refresh')}
            title={t('auth_captcha_refresh')}
            data-testid={`${testPrefix}-captcha-refresh`}
            onClick={() => captcha.refresh()}
          >
            ↻
          </button>
        </>
      }
    />
  );
}
