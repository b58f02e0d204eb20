/**
 * CSV for spreadsheets. Quoting keeps a cell in its column; it does not stop a spreadsheet from running a cell
 * that starts like a formula (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`, `-1+1`, or a tab or carriage return
 * before one). Such a cell is written with a leading `'`, which spreadsheets show as text.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a byte-order mark (so spreadsheets read UTF-8 Arabic names), then CRLF-separated rows. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
