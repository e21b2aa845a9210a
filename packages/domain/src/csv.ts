/**
 * The one way to write CSV for a spreadsheet (the bookings export, and any export after it): every
 * cell goes through `csvCell`, which keeps a spreadsheet from running text as a formula. Following
 * OWASP's CSV-injection guidance, a cell that starts with = + - @ TAB or CR, or holds one of them
 * right after a `,` or `;` (where a spreadsheet importing with another separator splits the cell),
 * is prefixed with `'` and quoted.
 */

const FORMULA_START = /^\s*[=+\-@\t\r]/;
const SPLIT_FORMULA = /[,;]\s*[=+\-@\t\r]/;

/** One cell: numbers as they are, text quoted when needed and made inert when a spreadsheet could run it. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const risky = FORMULA_START.test(value) || SPLIT_FORMULA.test(value);
  const text = risky ? `'${value}` : value;
  return risky || /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, every cell guarded. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

/** Rupees with two decimals, no grouping and no symbol, so spreadsheets read a number: 123456.50. */
export function csvRupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** The byte-order mark that makes spreadsheet programs read the file as UTF-8 (₹ and names intact). */
export const CSV_BOM = '\uFEFF';

/** A whole file: the byte-order mark, the header line and the lines, CRLF-separated as RFC 4180 has it. */
export function csvDocument(header: readonly string[], lines: readonly string[]): string {
  return `${CSV_BOM}${[csvLine(header), ...lines].join('\r\n')}\r\n`;
}

/** Reads a file written by csvDocument back into rows (quoted cells, doubled quotes, CRLF; the byte-order mark dropped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
