import 'server-only'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export type ImportFiles = { npbDays: string[]; ikkyuGames: string[] }

const DAY_FILE = /^(\d{4})-\d{2}-\d{2}\.json(\.gz)?$/
const IKKYU_FILE = /^\d{6,}\.json$/

const SKIPPED_DIRS: ReadonlySet<string> = new Set(['node_modules', '.git'])

/**
 * The game files under a directory, at any depth: npb.jp day files (YYYY-MM-DD.json[.gz]; a day
 * stored both plain and gzipped is read once) in the directory itself or in a `Games/daily`
 * folder below it — the scrapes keep other formats under the same file names in `scraped/` and
 * `en-scraped/` — and 一球速報 game files (numeric names beside a _summary.json). `season` keeps
 * only that year's npb.jp days.
 */
export function findImportFiles(dir: string, season?: number): ImportFiles {
  const npbDays = new Map<string, string>()
  const ikkyuGames: string[] = []
  const walk = (current: string, depth: number) => {
    const names = readdirSync(current).sort()
    const dayDir = depth === 0 || /[/\\]Games[/\\]daily$/.test(current)
    const ikkyuDir = names.includes('_summary.json')
    for (const name of names) {
      const path = join(current, name)
      if (statSync(path).isDirectory()) {
        if (depth < 8 && !SKIPPED_DIRS.has(name)) walk(path, depth + 1)
        continue
      }
      const day = DAY_FILE.exec(name)
      if (day && dayDir && (season === undefined || Number(day[1]) === season)) {
        const key = join(current, name.replace(/\.gz$/, ''))
        if (!npbDays.has(key) || name.endsWith('.gz')) npbDays.set(key, path)
      } else if (ikkyuDir && IKKYU_FILE.test(name)) ikkyuGames.push(path)
    }
  }
  walk(dir, 0)
  return { npbDays: [...npbDays.values()].sort(), ikkyuGames }
}
