import { FormError as FormErrorLine } from '../../../components/ui/FormError';
import { useMessage } from '../../../lib/forms/use-message';

/** The general error line of a form: a failed call's translated message. */
export function FormError({ message }: { message: string | null }) {
  return <FormErrorLine message={useMessage()(message ?? undefined)} className="auth-form-error" />;
}

/** A neutral information line, e.g. "reset link sent". */
export function Notice({ children, testId }: { children: string; testId?: string }) {
  return (
    <p role="status" className="auth-notice" data-testid={testId}>
      {children}
    </p>
  );
}
