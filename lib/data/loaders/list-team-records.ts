import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { pitchingRates, type PitchingCounts } from '@/lib/domain/stats/pitching'
import { LEAGUE_NAMES, TEAM_BY_CODE, type League, type TeamCode } from '@/lib/domain/teams/teams'
import { teamRecordsSchema, type TeamRecords } from '@/lib/schemas/team-records'

type Keyed = { team: TeamCode; league: League }

/** Clubs' season totals with rates, plus each league's totals (the league-average row). */
export function teamRecordsFrom(db: Db, type: 'batting' | 'pitching', season: number, league?: League): TeamRecords | null {
  const view = type === 'batting' ? 'team_season_batting' : 'team_season_pitching'
  const rows = db
    .prepare<[number], Keyed & Record<string, number>>(`SELECT * FROM ${view} WHERE season = ? ORDER BY league, team`)
    .all(season)
    .filter((row) => !league || row.league === league)
  if (rows.length === 0) return null
  const leagues = [...new Set(rows.map((row) => row.league))]
  const totals = leagues.map((name) => {
    const members = rows.filter((row) => row.league === name)
    const sums: Record<string, number> = {}
    for (const member of members) for (const [key, value] of Object.entries(member)) if (typeof value === 'number' && key !== 'season') sums[key] = (sums[key] ?? 0) + value
    return { ...sums, team: null, league: name, label: `${LEAGUE_NAMES[name]}合計` }
  })
  const withRates = (row: Record<string, unknown>) => {
    const rates = type === 'batting' ? battingRates(row as BattingCounts) : pitchingRates(row as PitchingCounts)
    const { kPct, bbPct, ...rest } = rates
    return { ...row, ...rest, k_pct: kPct, bb_pct: bbPct }
  }
  return teamRecordsSchema.parse({
    type,
    season,
    teams: rows.map((row) => withRates({ ...row, label: TEAM_BY_CODE[row.team].shortName })),
    leagues: totals.map(withRates),
  })
}

export const listTeamRecords = cache((type: 'batting' | 'pitching', season: number, league?: League): TeamRecords | null => {
  const db = getDatabase()
  return db ? teamRecordsFrom(db, type, season, league) : null
})
