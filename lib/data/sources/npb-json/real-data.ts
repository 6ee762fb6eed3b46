import 'server-only'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { NpbPlay } from '@/lib/domain/import/npb-play-sequence'

/** ../shared/npb-data beside the project, or NPB_DATA_DIR: real files for tests, never shipped. */
export const NPB_DATA_DIR = process.env.NPB_DATA_DIR ?? join(process.cwd(), '..', 'shared', 'npb-data')

export type NpbDailyGame = { playByPlay: NpbPlay[]; linescore: string[] }

export function hasRealData(): boolean {
  return existsSync(NPB_DATA_DIR)
}

/** Every game of an npb.jp season from its gzipped daily files, in date order. */
export function readSeasonGames(season: number): NpbDailyGame[] {
  const dir = join(NPB_DATA_DIR, `KurimaReiji__npb${season}`, 'Games', 'daily')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json.gz'))
    .sort()
    .flatMap((file) => JSON.parse(gunzipSync(readFileSync(join(dir, file))).toString('utf8')) as NpbDailyGame[])
}
