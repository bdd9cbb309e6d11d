import { useTranslation } from 'react-i18next';
import './Loader.css';

/** The loader shown while a lazy screen or the site's settings load. */
export function Loader({ fullPage }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'ui-loader ui-loader-full' : 'ui-loader'} role="status" data-testid="loader">
      <span className="ui-loader-spin" aria-hidden="true" />
      <span className="ui-visually-hidden">{t('ui_loading')}</span>
    </div>
  );
}
