/** One record with the 1-based source line it starts on, so errors can point into the file. */
export type CsvLine = { line: number; fields: string[] }

const BOM = '\uFEFF'

/**
 * RFC 4180 records from text that may carry a BOM, CRLF or bare CR line ends, quoted fields (with
 * "" escapes and embedded newlines) and blank lines (some CP932 files end lines with CR CR LF).
 * A comma that ends every line, header included, is the writer's habit, not an empty column: it is dropped.
 */
export function parseCsvLines(text: string): CsvLine[] {
  const source = text.startsWith(BOM) ? text.slice(1) : text
  const records: CsvLine[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  let dirty = false

  const endField = () => {
    fields.push(field)
    field = ''
  }
  const endRecord = () => {
    endField()
    if (dirty || fields.length > 1) records.push({ line: start, fields })
    fields = []
    dirty = false
  }

  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        field += char
      }
    } else if (char === '"') {
      quoted = true
      dirty = true
    } else if (char === ',') endField()
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++
      endRecord()
      line++
      start = line
    } else {
      field += char
      dirty = true
    }
  }
  if (dirty || field !== '' || fields.length > 0) endRecord()
  return dropTrailingComma(records)
}

/** The plain tokenizer: rows of fields, header included. */
export function parseCsv(text: string): string[][] {
  return parseCsvLines(text).map((record) => record.fields)
}

function dropTrailingComma(records: CsvLine[]): CsvLine[] {
  const everyLineEndsEmpty = records.length > 0 && records.every((record) => record.fields.length > 1 && record.fields.at(-1) === '')
  return everyLineEndsEmpty ? records.map((record) => ({ line: record.line, fields: record.fields.slice(0, -1) })) : records
}
