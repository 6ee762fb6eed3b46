import 'server-only'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { NpbGame } from '@/lib/domain/import/npb-game/game-schema'
import { findImportFiles } from './find-import-files'
import { readNpbDayFile } from './read-day-file'

/** ../shared/npb-data beside the project, or NPB_DATA_DIR: real files for tests, never shipped. */
export const NPB_DATA_DIR = process.env.NPB_DATA_DIR ?? join(process.cwd(), '..', 'shared', 'npb-data')

export function hasRealData(): boolean {
  return existsSync(NPB_DATA_DIR)
}

/** Every game of an npb.jp season from its daily files, in date order. */
export function readSeasonGames(season: number): NpbGame[] {
  return findImportFiles(NPB_DATA_DIR, season).npbDays.flatMap((file) => readNpbDayFile(file))
}
