import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

interface Props {
  label: string;
  /** The form is being sent: the button is disabled and says so. */
  busy: boolean;
  /** Disabled for another reason too (e.g. a missing reset token). */
  disabled?: boolean;
  testId: string;
}

/** The wide submit button at the end of every auth form. */
export function SubmitButton({ label, busy, disabled, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Button type="submit" className="auth-submit" disabled={disabled || busy} data-testid={testId}>
      {busy ? t('auth_working') : label}
    </Button>
  );
}
