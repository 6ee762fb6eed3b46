import 'server-only'
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { gunzipSync } from 'node:zlib'

/** A bad input file: the message names the file and where in it the problem is. */
export class ImportFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${basename(file)}: ${problem}`)
    this.name = 'ImportFileError'
  }
}

const GZIP_MAGIC = [0x1f, 0x8b]

/** The file's text, gunzipped when it is .gz; a corrupt or cut-off archive says where it broke. */
export function readTextFile(file: string): string {
  const bytes = readFileSync(file)
  if (!file.endsWith('.gz')) return bytes.toString('utf8')
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) throw new ImportFileError(file, 'not a gzip file (bad header at byte 0)')
  try {
    return gunzipSync(bytes).toString('utf8')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ImportFileError(file, `corrupt or truncated gzip: ${reason} (the archive ends at byte ${bytes.length})`)
  }
}

/** JSON.parse with the file name and the line and column of a syntax error. */
export function parseJsonFile(file: string, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const position = Number(/position (\d+)/.exec(reason)?.[1] ?? text.length)
    const before = text.slice(0, position)
    const line = before.split('\n').length
    const column = position - before.lastIndexOf('\n')
    throw new ImportFileError(file, `invalid JSON at line ${line}, column ${column} (byte ${position}): ${reason}`)
  }
}
