/** Excel opens a UTF-8 CSV as Shift_JIS unless the file starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF'

/**
 * One CSV field (RFC 4180): quoted only when it holds a comma, a quote or a line break, with
 * quotes doubled.
 *
 * @example csvField('Ｃ．スチュワート, Jr.') // '"Ｃ．スチュワート, Jr."'
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/**
 * A whole CSV document: BOM, then one CRLF-terminated line per row (RFC 4180 line ends, which
 * Excel and Numbers both read).
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}
