// A small CSV writer (RFC 4180) that is safe to open in a spreadsheet: a cell
// starting with = + - @, a tab or a carriage return would be read as a formula
// (CSV injection, OWASP), so it gets a leading apostrophe and is quoted —
// the same guard as papaparse's `escapeFormulae`, without the dependency.
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers we write are figures, never formulas: a negative amount stays a number.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (FORMULA_START.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows joined with CRLF, as RFC 4180 and spreadsheet programs expect. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
