import type { TeamCode } from '@/lib/domain/teams/teams'
import type { PlayerCareer } from '@/lib/schemas/player-career'

/** A career table's row: a season's line for one club, or (team null) the total of a season split by a trade. */
export type CareerRow = { key: string; season: number; team: TeamCode | null; qualified: boolean; leads: readonly string[]; line: object }

/** His lines in order, each split season's total right after its last club — for the page's table and its CSV alike. */
export function careerRows(career: PlayerCareer): CareerRow[] {
  const lastOfSeason = new Map(career.rows.map((row, index) => [row.season, index]))
  return career.rows.flatMap((row, index) => {
    const line: CareerRow = { key: `${row.season}-${row.team}`, season: row.season, team: row.team, qualified: row.qualified, leads: row.leads, line: row }
    const split = lastOfSeason.get(row.season) === index ? career.splitSeasons.find((total) => total.season === row.season) : undefined
    return split ? [line, { key: `${row.season}-total`, season: row.season, team: null, qualified: false, leads: [], line: split }] : [line]
  })
}
