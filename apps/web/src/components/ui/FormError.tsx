/** A form's general error line (a field's own error shows under the field); nothing when there is none. */
export function FormError({
  message,
  className,
  testId = 'form-error',
}: {
  message: string | null | undefined;
  className?: string;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={className} data-testid={testId}>
      {message}
    </p>
  );
}
