import type { KeyboardEvent } from 'react';

/**
 * A queue dialog's steps on single keys (A approve, R reject …), outside the text fields and
 * without a modifier: the step of the key pressed runs, if the dialog offers it now.
 */
/**
 * For a dialog whose steps are keys: focus the dialog itself on opening, not its first field (a
 * reason typed there would swallow the keys); Radix's content takes focus with tabIndex -1.
 */
export const focusDialog = (e: Event) => {
  e.preventDefault();
  (e.currentTarget as HTMLElement | null)?.focus();
};

export function stepKeys(steps: Partial<Record<string, () => void>>) {
  return (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('input, textarea, select') || e.ctrlKey || e.metaKey || e.altKey) return;
    const run = steps[e.key.toLowerCase()];
    if (!run) return;
    e.preventDefault();
    run();
  };
}
