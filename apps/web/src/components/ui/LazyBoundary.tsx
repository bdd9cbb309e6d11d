import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Loader } from './Loader';
import { ChunkTimeoutError, isChunkLoadError } from './lazy-page';
import './LazyBoundary.css';

interface BoundaryProps {
  /** Changing it (e.g. the path) clears a shown error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(prev: BoundaryProps) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageError error={this.state.error} /> : this.props.children;
  }
}

function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const key =
    error instanceof ChunkTimeoutError ? 'page_timeout' : isChunkLoadError(error) ? 'chunk_load_error' : 'unknown_error';
  return (
    <div className="ui-screen-error" role="alert" data-testid="screen-error">
      <p>{t(key)}</p>
      <Button onClick={() => window.location.reload()}>{t('ui_reload')}</Button>
    </div>
  );
}

/** Wraps lazily loaded screens: the loader while a chunk loads, a reload offer when it fails. */
export function LazyBoundary({ resetKey, children }: BoundaryProps) {
  return (
    <ErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<Loader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
