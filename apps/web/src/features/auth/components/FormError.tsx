import { useMessage } from '../hooks/useMessage';

/** The general error line of a form: a failed call's translated message. */
export function FormError({ message }: { message: string | null }) {
  const text = useMessage()(message ?? undefined);
  if (!text) return null;
  return (
    <p role="alert" className="auth-form-error" data-testid="form-error">
      {text}
    </p>
  );
}

/** A neutral information line, e.g. "reset link sent". */
export function Notice({ children, testId }: { children: string; testId?: string }) {
  return (
    <p role="status" className="auth-notice" data-testid={testId}>
      {children}
    </p>
  );
}
