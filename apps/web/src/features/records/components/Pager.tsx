import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';

/** Previous / "page x of y" / next; records can run to thousands of pages, so no page list. */
export function Pager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="records-pager" aria-label={t('records_pages')}>
      <span className="records-count" data-testid="records-count">
        {t('records_count', { count: total })}
      </span>
      {pages > 1 ? (
        <span className="records-pager-buttons">
          <button
            type="button"
            className="records-pager-btn"
            data-testid="records-prev"
            aria-label={t('records_prev')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <span data-testid="records-page">{t('records_page_of', { page, pages })}</span>
          <button
            type="button"
            className="records-pager-btn records-pager-next"
            data-testid="records-next"
            aria-label={t('records_next')}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
        </span>
      ) : null}
    </nav>
  );
}
