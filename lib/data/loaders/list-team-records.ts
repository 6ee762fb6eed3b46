import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { pitchingRates, type PitchingCounts } from '@/lib/domain/stats/pitching'
import { LEAGUE_NAMES, TEAM_BY_CODE, TEAM_CODES, type League, type TeamCode } from '@/lib/domain/teams/teams'
import { defaultOrder, defaultSortKey } from '@/lib/schemas/season-records'
import { TEAM_BATTING_SORT_KEYS, TEAM_PITCHING_SORT_KEYS, teamRecordsSchema, type TeamRecords } from '@/lib/schemas/team-records'
import { memoPerDatabase } from './memo-per-database'

type StatsType = 'batting' | 'pitching'
type Keyed = { team: TeamCode; league: League }
type Row = Record<string, unknown> & { team: TeamCode | null; league: League }

const NOT_COUNTED = new Set(['season'])

function withRates<T extends Record<string, unknown>>(type: StatsType, row: T): T & Record<string, unknown> {
  const rates = type === 'batting' ? battingRates(row as unknown as BattingCounts) : pitchingRates(row as unknown as PitchingCounts)
  const { kPct, bbPct, ...rest } = rates
  return { ...row, ...rest, k_pct: kPct, bb_pct: bbPct }
}

/** Nulls last whatever the order; equal values keep the clubs' listing order. */
function sortRows<T extends Row>(rows: readonly T[], key: string, order: 'asc' | 'desc'): T[] {
  const position = (row: T) => (row.team ? TEAM_CODES.indexOf(row.team) : TEAM_CODES.length)
  const value = (row: T) => (typeof row[key] === 'number' ? row[key] : null)
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    if (x === null || y === null) return x === y ? position(a) - position(b) : x === null ? 1 : -1
    return (order === 'asc' ? x - y : y - x) || position(a) - position(b)
  })
}

/**
 * Clubs' season totals with rates and games, sorted by a whitelisted column, plus per league a
 * 合計 row (sums; rates of the sums = the league's rates) and a 平均 row (sums ÷ clubs).
 */
export function teamRecordsFrom(db: Db, type: StatsType, season: number, league?: League, sort?: string, order?: 'asc' | 'desc'): TeamRecords | null {
  const view = type === 'batting' ? 'team_season_batting' : 'team_season_pitching'
  const rows = db
    .prepare<[number], Keyed & Record<string, number>>(
      `SELECT v.*, COALESCE(st.games, (SELECT COUNT(*) FROM games g WHERE g.season = v.season
         AND g.kind IN ('regular', 'interleague') AND v.team IN (g.home, g.away))) AS g
       FROM ${view} v LEFT JOIN standings st ON st.season = v.season AND st.team = v.team WHERE v.season = ? ORDER BY v.league, v.team`,
    )
    .all(season)
    .filter((row) => !league || row.league === league)
  if (rows.length === 0) return null
  const keys = type === 'batting' ? TEAM_BATTING_SORT_KEYS : TEAM_PITCHING_SORT_KEYS
  const sortKey = sort && keys.includes(sort) ? sort : defaultSortKey(type)
  const sortOrder = order ?? defaultOrder(type, sortKey)
  const leagues = [...new Set(rows.map((row) => row.league))]
  const sumsOf = (name: League) => {
    const members = rows.filter((row) => row.league === name)
    const sums: Record<string, number> = {}
    for (const member of members) for (const [key, value] of Object.entries(member)) if (typeof value === 'number' && !NOT_COUNTED.has(key)) sums[key] = (sums[key] ?? 0) + value
    return { sums, clubs: members.length }
  }
  const totals = leagues.map((name) => ({ name, ...sumsOf(name) }))
  const perClub = (sums: Record<string, number>, clubs: number) => Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, value / clubs]))
  const teams: Row[] = rows.map((row) => withRates(type, { ...row, label: TEAM_BY_CODE[row.team].shortName }))
  return teamRecordsSchema.parse({
    type,
    season,
    sort: sortKey,
    order: sortOrder,
    teams: sortRows(teams, sortKey, sortOrder),
    leagues: totals.map(({ name, sums }) => withRates(type, { ...sums, team: null, league: name, label: `${LEAGUE_NAMES[name]}合計` })),
    averages: totals.map(({ name, sums, clubs }) => ({
      ...ratesOf(type, sums),
      ...perClub(sums, clubs),
      team: null,
      league: name,
      label: `${LEAGUE_NAMES[name]}平均`,
    })),
  })
}

/** Just the rates of a league's sums: the 平均 row shares them with the 合計 row. */
function ratesOf(type: StatsType, sums: Record<string, number>) {
  return Object.fromEntries(Object.entries(withRates(type, sums)).filter(([key]) => !(key in sums)))
}

/** Kept per server (memo-per-database.ts): twelve clubs' totals per season, league and order. */
export const listTeamRecords = cache(memoPerDatabase(teamRecordsFrom))
