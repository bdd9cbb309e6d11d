import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager';
import { RecordsTable, type RecordsTableProps } from './RecordsTable';

/** One page of a paged list as the server answers it. */
export interface PageOf<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalElements: number;
}

export interface PagedTableProps<T> extends Omit<RecordsTableProps<T>, 'rows' | 'footer'> {
  /** The current page's answer (undefined while loading or failed). */
  data: PageOf<T> | undefined;
  onPage(page: number): void;
  /** The pager's test id (default: the records' `records`). */
  pagerTestId?: string;
  /** The pager's count line (default: the records' "n records"). */
  summary?(count: number): ReactNode;
}

/** A records table with its pager underneath: loading, failure with retry, empty, or the page of rows. */
export function PagedTable<T>({ data, onPage, pagerTestId = 'records', summary, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation();
  return (
    <RecordsTable
      {...table}
      rows={data?.content}
      footer={
        data ? (
          <Pager
            page={data.pageNum}
            pages={data.totalPages}
            onPage={onPage}
            testId={pagerTestId}
            summary={summary ? summary(data.totalElements) : t('records_count', { count: data.totalElements })}
          />
        ) : null
      }
    />
  );
}
