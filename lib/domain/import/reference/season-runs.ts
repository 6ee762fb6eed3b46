import type { TeamCode } from '@/lib/domain/teams/teams'
import { countCell, csvRows, textCell } from './csv-table'
import { ReferenceParseError } from './reference-parse-error'
import { teamCell } from './team-cell'

/** Runs for and against from a standings table that has them, with the record to check the join by. */
export type SeasonRuns = { team: TeamCode; w: number; l: number; t: number; runsScored: number; runsAllowed: number }

/** One season's rows of yasumorishima's npb_standings_YYYY_YYYY.csv (Japanese club names, 引分 as D). */
export function parseSeasonRuns(text: string, file: string, season: number): SeasonRuns[] {
  return csvRows(text, file)
    .filter((row) => textCell(row, 'year') === String(season))
    .map((row) => {
      const team = teamCell(row, 'team')
      if (!team) throw new ReferenceParseError({ file, line: row.line }, 'a club outside NPB in the first-team standings')
      return {
        team,
        w: countCell(row, 'W'),
        l: countCell(row, 'L'),
        t: countCell(row, 'D'),
        runsScored: countCell(row, 'RS'),
        runsAllowed: countCell(row, 'RA'),
      }
    })
}
