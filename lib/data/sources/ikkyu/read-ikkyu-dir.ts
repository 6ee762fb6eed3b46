import 'server-only'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseIkkyuGame, type IkkyuGameImport } from '@/lib/domain/import/ikkyu/parse-ikkyu-game'

/** A day's game files: every `*.json` but the scraper's `_summary.json`. */
export function listIkkyuGameFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    .sort()
    .map((file) => join(dir, file))
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file}: not readable JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Every game in a directory of 一球速報 files, parsed and sorted by date (then id). One bad file
 * stops the read with its name and the problem: an import should not quietly lose a game.
 */
export function readIkkyuDir(dir: string): IkkyuGameImport[] {
  const games = listIkkyuGameFiles(dir).map((file) => {
    const parsed = parseIkkyuGame(readJson(file), file)
    if (!parsed.ok) throw new Error(parsed.error)
    return parsed.value
  })
  return games.sort((a, b) => a.game.date.localeCompare(b.game.date) || a.game.id.localeCompare(b.game.id))
}
