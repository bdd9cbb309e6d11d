import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { PageFrame } from '../../components/ui/PageFrame';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="help" title={t('page_not_found_title')} testId="not-found">
      <div className="screen-panel">
        <p>{t('page_not_found_text')}</p>
        <Link to={paths.home} className="ui-btn ui-btn-primary page-home-link">
          {t('page_back_home')}
        </Link>
      </div>
    </PageFrame>
  );
}
