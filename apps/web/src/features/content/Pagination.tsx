import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';

interface PaginationProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  testId: string;
}

/** Previous, the page numbers, next. Hidden when everything fits on one page. */
export function Pagination({ page, pages, onPage, testId }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="content-pager" aria-label={t('content_pages')} data-testid={testId}>
      <button
        type="button"
        className="content-pager-btn"
        data-testid={`${testId}-prev`}
        aria-label={t('content_page_prev')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          className="content-pager-btn"
          data-testid={`${testId}-${n}`}
          aria-label={t('content_page_n', { n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className="content-pager-btn content-pager-next"
        data-testid={`${testId}-next`}
        aria-label={t('content_page_next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
    </nav>
  );
}
