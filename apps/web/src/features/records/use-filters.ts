import { useState } from 'react';
import { defaultRange, rangeProblem } from '../../lib/dates';

/**
 * A records page's filters (default: the last 7 days) and its page number. Any filter change
 * goes back to page 1, since the old page number means nothing under another filter.
 */
export function useFilters<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(() => ({ ...defaultRange(), ...initial }));
  const [page, setPage] = useState(1);
  const update = (patch: Partial<F & { from: string; to: string }>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const problem = rangeProblem(filters.from, filters.to);
  return { filters, update, page, setPage, problem };
}

/** '' (the "all" option) -> undefined, so the parameter is left out. */
export const any = <T extends string>(v: string): T | undefined => (v === '' ? undefined : (v as T));
