import { parseCsvLines } from './parse-csv'
import { ReferenceParseError } from './reference-parse-error'

/** A data row that still knows its file, line and header, so every bad cell can be reported exactly. */
export type CsvRow = { file: string; line: number; headerLine: number; header: readonly string[]; fields: readonly string[] }

/** Header spellings drift between seasons ("vsS" / "vs S"); cells are looked up by this key. */
const columnKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase()

/** The data rows of a CSV whose first record is its header. */
export function csvRows(text: string, file: string): CsvRow[] {
  const [head, ...body] = parseCsvLines(text)
  if (!head) throw new ReferenceParseError({ file, line: 1 }, 'the file is empty')
  return body.map((record) => ({ file, line: record.line, headerLine: head.line, header: head.fields, fields: record.fields }))
}

export function failAt(row: CsvRow, index: number, problem: string): ReferenceParseError {
  return new ReferenceParseError({ file: row.file, line: row.line, column: { index: index + 1, name: row.header[index] ?? '' } }, problem)
}

function indexOf(row: CsvRow, column: string): number {
  return row.header.findIndex((name) => columnKey(name) === columnKey(column))
}

export function hasColumn(row: CsvRow, column: string): boolean {
  return indexOf(row, column) >= 0
}

function fieldAt(row: CsvRow, index: number): string {
  const value = row.fields[index]
  if (value === undefined) throw failAt(row, index, `the row has ${row.fields.length} fields, too few to reach this column`)
  return value.trim()
}

export function textCell(row: CsvRow, column: string): string {
  const index = indexOf(row, column)
  if (index < 0) throw new ReferenceParseError({ file: row.file, line: row.headerLine }, `no column "${column}" in the header`)
  return fieldAt(row, index)
}

/** The unnamed column right after a named one (the '.1'/'.2' beside IP); '' when the header has none. */
export function cellAfter(row: CsvRow, column: string): string {
  const index = indexOf(row, column) + 1
  if (index === 0 || row.header[index]?.trim() !== '') return ''
  return row.fields[index]?.trim() ?? ''
}

export function countCell(row: CsvRow, column: string): number {
  const value = textCell(row, column)
  if (!/^\d+$/.test(value)) throw failAt(row, indexOf(row, column), `expected a whole count, got "${value}"`)
  return Number(value)
}

/** A printed rate ('.285', '2.47'); the tables' placeholders for "no value" ('----', '-', '') give null. */
export function decimalCell(row: CsvRow, column: string): number | null {
  const value = textCell(row, column)
  if (/^-+$/.test(value) || value === '') return null
  if (!/^\d*\.?\d+$/.test(value)) throw failAt(row, indexOf(row, column), `expected a decimal, got "${value}"`)
  return Number(value)
}

/** Runs a cell conversion and reports its failure at the cell, not somewhere in the caller. */
export function convertCell<T>(row: CsvRow, column: string, convert: (value: string) => T): T {
  const value = textCell(row, column)
  try {
    return convert(value)
  } catch (error) {
    throw failAt(row, indexOf(row, column), error instanceof Error ? error.message : String(error))
  }
}
