import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button';
import { isChunkLoadError } from '../components/ui/lazy-page';

/** Last resort for an error outside the layouts' own boundaries: say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div className="ui-screen-error route-error" role="alert" data-testid="route-error">
      <p>{t(isChunkLoadError(error) ? 'chunk_load_error' : 'unknown_error')}</p>
      <Button onClick={() => window.location.reload()}>{t('ui_reload')}</Button>
    </div>
  );
}
