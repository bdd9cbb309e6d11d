/** One field of an audited change: what it was and what it became (JSON text; '' when absent). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const text = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
const fieldsOf = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : v === null || v === undefined
      ? {}
      : { value: v };

/**
 * An audit entry's before and after, field by field: every field either side has, those that
 * changed first (a field only in `after` is new, only in `before` is gone).
 */
export function fieldChanges(before: unknown, after: unknown): (FieldChange & { changed: boolean })[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const rows = [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => {
    const was = text(b[field]);
    const is = text(a[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}
