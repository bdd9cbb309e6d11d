import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A failed load: its message and, when a retry is possible, a button (default label "Reload"). */
export function ErrorRetry({
  message,
  onRetry,
  retryLabel,
  className,
  testId,
}: {
  message: ReactNode;
  onRetry?(): void;
  retryLabel?: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{message}</p>
      {onRetry ? <Button onClick={onRetry}>{retryLabel ?? t('ui_reload')}</Button> : null}
    </div>
  );
}
