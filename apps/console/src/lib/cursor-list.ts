import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A server list read a page at a time by its cursor (`next` of the page before), for the one Grid:
 * the rows so far, and the Grid's paging props.
 */
export function useCursorList<T>(
  queryKey: QueryKey,
  page: (cursor: string | undefined) => Promise<{ rows: T[]; next: string | null }>,
) {
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => page(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.rows) ?? [], [list.data]);
  return {
    rows,
    error: list.error,
    paging: { rows, hasMore: !!list.hasNextPage, onMore: () => void list.fetchNextPage(), loading: list.isFetching },
  };
}
