import 'server-only'
import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { ImportFileError, parseJsonFile, readTextFile } from '@/lib/data/sources/read-input-file'
import { parseIkkyuGame, type IkkyuGameImport } from '@/lib/domain/import/ikkyu/parse-ikkyu-game'

/** A day's game files: every `*.json` but the scraper's `_summary.json`. */
export function listIkkyuGameFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    .sort()
    .map((file) => join(dir, file))
}

/** One game file, parsed; a bad one throws with its name and what is wrong where. */
export function readIkkyuFile(file: string): IkkyuGameImport {
  const parsed = parseIkkyuGame(parseJsonFile(file, readTextFile(file)), basename(file))
  if (!parsed.ok) throw new ImportFileError(file, parsed.error.replace(`${basename(file)}: `, ''))
  return parsed.value
}

/**
 * Every game in a directory of 一球速報 files, parsed and sorted by date (then id). One bad file
 * stops the read with its name and the problem: an import should not quietly lose a game.
 */
export function readIkkyuDir(dir: string): IkkyuGameImport[] {
  const games = listIkkyuGameFiles(dir).map(readIkkyuFile)
  return games.sort((a, b) => a.game.date.localeCompare(b.game.date) || a.game.id.localeCompare(b.game.id))
}
