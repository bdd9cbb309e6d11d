import { useQuery } from '@tanstack/react-query';
import { API, opsCount, type GridList, type OpsExportBody } from '@playhouse/contract';
import { opsCall } from './api';

/**
 * How many rows a list's filter matches (exact up to the contract's bound, the database's
 * estimate beyond). Its key sits under the list's own, so whatever refreshes the list refreshes it.
 */
export function useListCount(merchant: string, list: GridList, filter: OpsExportBody['filter']) {
  return useQuery({
    queryKey: ['ops', merchant, list, 'count', filter],
    queryFn: async () => opsCount.parse(await opsCall(API.operator.gridCount, { merchant, body: { list, filter } })),
  }).data;
}
