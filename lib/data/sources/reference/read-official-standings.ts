import 'server-only'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { mergeSeasonRuns } from '@/lib/domain/import/reference/merge-season-runs'
import { parseOfficialStandings, type OfficialStandingRow } from '@/lib/domain/import/reference/official-standing-row'
import { parseSeasonRuns } from '@/lib/domain/import/reference/season-runs'
import { NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'
import { chrisj117RawFile, readReferenceText, requireReferenceFile } from './reference-file'

const RUNS_FOLDER = join('yasumorishima__npb-prediction', 'data', 'raw')

/** yasumorishima's standings with runs, named for the seasons they span (npb_standings_2015_2025.csv). */
function runsFileFor(season: number, dir: string): string | null {
  if (!existsSync(join(dir, RUNS_FOLDER))) return null
  const file = readdirSync(join(dir, RUNS_FOLDER)).find((name) => {
    const span = /^npb_standings_(\d{4})_(\d{4})\.csv$/.exec(name)
    return span !== null && Number(span[1]) <= season && season <= Number(span[2])
  })
  return file === undefined ? null : join(RUNS_FOLDER, file)
}

/** Central then Pacific League, each in ranking order; runs scored/allowed where a runs table covers the season. */
export function readOfficialStandings(season: number, dir: string = NPB_DATA_DIR): OfficialStandingRow[] {
  const rows = (['central', 'pacific'] as const).flatMap((league) => {
    const letter = league === 'central' ? 'C' : 'P'
    // From 2025 the first-team files carry an _npb suffix, beside _farm ones.
    const file = requireReferenceFile(dir, [chrisj117RawFile(season, `StandingsRaw${letter}`), chrisj117RawFile(season, `StandingsRaw${letter}_npb`)])
    return parseOfficialStandings(readReferenceText(dir, file), file, league)
  })
  const runsFile = runsFileFor(season, dir)
  if (runsFile === null) return rows
  return mergeSeasonRuns(rows, parseSeasonRuns(readReferenceText(dir, runsFile), runsFile, season), runsFile)
}
