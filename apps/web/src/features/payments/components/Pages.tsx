import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** Previous / "page x of y" / next under a payment list. */
export function Pages({
  page,
  pages,
  onPage,
  testId,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pay-pages" aria-label={t('pay_pages')} data-testid={testId}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pay_prev')}
      </Button>
      <span>{t('pay_page_of', { page, pages })}</span>
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pay_next')}
      </Button>
    </nav>
  );
}

/** Date and time of an ISO stamp in the reader's locale. */
export const when = (iso: string) => new Date(iso).toLocaleString();
