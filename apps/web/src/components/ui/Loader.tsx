import { useTranslation } from 'react-i18next';
import { homeShellShown } from '../../lib/home-shell';
import './Loader.css';

/** The loader shown while a lazy screen or the site's settings load. */
export function Loader({ fullPage }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  // The server's home shell stays on screen through boot instead of a spinner.
  if (fullPage && homeShellShown()) return null;
  return (
    <div className={fullPage ? 'ui-loader ui-loader-full' : 'ui-loader'} role="status" data-testid="loader">
      <span className="ui-loader-spin" aria-hidden="true" />
      <span className="ui-visually-hidden">{t('ui_loading')}</span>
    </div>
  );
}
