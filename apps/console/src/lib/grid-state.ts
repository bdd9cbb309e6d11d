import { z } from 'zod';

/**
 * The grid's own part of a list's URL: the hidden columns, comma-separated (`hide=email,mobile`),
 * so a link and a saved view bring the same columns back.
 */
export const gridHide = z
  .string()
  .max(200)
  .regex(/^[A-Za-z.,]*$/)
  .optional()
  .catch(undefined);

export const hiddenOf = (hide: string | undefined): string[] => (hide ? hide.split(',').filter(Boolean) : []);
export const hideOf = (hidden: string[]): string | undefined => (hidden.length ? hidden.join(',') : undefined);

/** What a saved view keeps of a list's URL: everything but the open row. */
export function viewSearchOf(search: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(search)) if (k !== 'open' && v !== undefined && v !== '') out[k] = String(v);
  return out;
}
