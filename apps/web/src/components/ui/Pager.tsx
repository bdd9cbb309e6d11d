import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './pager.css';

interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  /** The nav's test id; its parts are `${testId}-prev`, `-next`, `-page` (or `-<n>` when numbered). */
  testId: string;
  /** Shown before the buttons even on a single page (the records' "n records"). */
  summary?: ReactNode;
  /** Page-number buttons instead of "page x of y": for short lists only (records can run to thousands of pages). */
  numbered?: boolean;
}

/** The one pager of the site: previous, the page (or the page numbers), next; nothing when all fits on one page. */
export function Pager({ page, pages, onPage, testId, summary, numbered }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1 && summary === undefined) return null;
  const button = (to: number, label: string, part: string, content: ReactNode, extra = '') => (
    <button
      type="button"
      className={`pager-btn ${extra}`.trim()}
      data-testid={`${testId}-${part}`}
      aria-label={label}
      aria-current={numbered && to === page && part !== 'prev' && part !== 'next' ? 'page' : undefined}
      disabled={(part === 'prev' && page <= 1) || (part === 'next' && page >= pages)}
      onClick={() => onPage(to)}
    >
      {content}
    </button>
  );
  return (
    <nav className="pager" aria-label={t('pager_label')} data-testid={testId}>
      {summary !== undefined ? (
        <span className="pager-summary" data-testid={`${testId}-count`}>
          {summary}
        </span>
      ) : null}
      {pages > 1 ? (
        <span className="pager-buttons">
          {button(page - 1, t('pager_prev'), 'prev', <Icon name="chevronLeft" size={18} />)}
          {numbered ? (
            Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <span key={n}>{button(n, t('pager_page_n', { n }), String(n), n)}</span>
            ))
          ) : (
            <span data-testid={`${testId}-page`}>{t('pager_page_of', { page, pages })}</span>
          )}
          {button(page + 1, t('pager_next'), 'next', <Icon name="chevronLeft" size={18} />, 'pager-next')}
        </span>
      ) : null}
    </nav>
  );
}
