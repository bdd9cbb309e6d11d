/**
 * CSV export of a report: a header row of the column labels, then one row per record. Cells
 * that hold a comma, quote or line break are quoted (quotes doubled); a cell starting with =,
 * +, - or @ that is not a number gets a leading apostrophe so a spreadsheet never runs it as a
 * formula. Lines end with CRLF, and the file starts with a BOM so spreadsheets read UTF-8.
 */
export interface CsvColumn<T> {
  label: string;
  value(row: T): string | number | bigint | null | undefined;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(v: string | number | bigint | null | undefined): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s) && !NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.label)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => csvCell(c.value(r))).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** Amounts in a CSV: minor units as a plain decimal with 2 places and no symbol or separators ("-1234.50"). */
export function csvAmount(minor: string | bigint): string {
  const v = BigInt(minor);
  const abs = v < 0n ? -v : v;
  return `${v < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Offers the text as a file download. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
