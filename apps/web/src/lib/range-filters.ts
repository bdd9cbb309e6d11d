import { useState } from 'react';
import { defaultRange, rangeProblem } from './dates';

/**
 * A report's filters over a day range (default: the last 7 days) and its page number, for the
 * records pages and the agent reports. Any filter change goes back to page 1, since the old page
 * number means nothing under another filter. `problem` is the range rule's text key, if any.
 * Until the range is chosen it follows today in the merchant's time zone (the site's, the one the
 * server cuts days in).
 */
export function useRangeFilters<F extends Record<string, string>>(initial: F) {
  const [chosen, setChosen] = useState<F & { from?: string; to?: string }>(initial);
  const [page, setPage] = useState(1);
  const filters = { ...defaultRange(), ...chosen };
  const update = (patch: Partial<F & { from: string; to: string }>) => {
    setChosen((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const problem = rangeProblem(filters.from, filters.to);
  return { filters, update, page, setPage, problem };
}

/** '' (the "all" option) -> undefined, so the parameter is left out. */
export const any = <T extends string>(v: string): T | undefined => (v === '' ? undefined : (v as T));
