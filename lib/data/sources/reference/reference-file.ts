import 'server-only'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodeCsvBytes } from '@/lib/domain/import/reference/decode-csv-bytes'

/** The first of several spellings a file has gone by that exists under dir, as a path relative to dir. */
export function findReferenceFile(dir: string, candidates: readonly string[]): string | null {
  return candidates.find((file) => existsSync(join(dir, file))) ?? null
}

/** Like findReferenceFile, for files a table cannot do without. */
export function requireReferenceFile(dir: string, candidates: readonly string[]): string {
  const file = findReferenceFile(dir, candidates)
  if (file === null) throw new Error(`none of ${candidates.join(', ')} under ${dir}`)
  return file
}

export function readReferenceText(dir: string, file: string): string {
  return decodeCsvBytes(readFileSync(join(dir, file)))
}

/** chrisj117__npb-scraper's per-season raw folder: stats/YYYY/raw/YYYY<stem>.csv. */
export function chrisj117RawFile(season: number, stem: string): string {
  return join('chrisj117__npb-scraper', 'stats', String(season), 'raw', `${season}${stem}.csv`)
}
