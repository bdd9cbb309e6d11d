/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, CRLF rows. A text
 * that a spreadsheet would take for a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so a member's nickname cannot run in the operator's spreadsheet; numbers stay
 * numbers.
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | number | boolean | bigint);
  const safe = FORMULA.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvRow = (fields: readonly unknown[]): string => `${fields.map(csvField).join(',')}\r\n`;

/** A row's field by a column's path (`actor.name` reads into an object). */
export function fieldAt(row: object, path: string): unknown {
  let v: unknown = row;
  for (const part of path.split('.')) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return v;
}
