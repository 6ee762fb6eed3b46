import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { leagueStandings, tallyTeamRecords, type GameScore } from '@/lib/domain/stats/team-records'
import { TEAM_BY_CODE, type League, type TeamCode } from '@/lib/domain/teams/teams'
import { memoPerDatabase } from './memo-per-database'
import { standingsTrendSchema, type MonthEnd, type StandingsTrend, type TrendPoint } from '@/lib/schemas/standings-trend'

type GameRow = { date: string; home: TeamCode; away: TeamCode; home_runs: number; away_runs: number; kind: string }

/** Games in date order and, for each date, how many games had been played by its end. */
function gamesByDate(db: Db, season: number): { games: GameScore[]; dates: string[]; played: number[] } {
  const rows = db
    .prepare<[number], GameRow>(
      "SELECT date, home, away, home_runs, away_runs, kind FROM games WHERE season = ? AND kind IN ('regular', 'interleague') ORDER BY date, id",
    )
    .all(season)
  const dates: string[] = []
  const played: number[] = []
  rows.forEach((row, index) => {
    if (dates[dates.length - 1] !== row.date) {
      dates.push(row.date)
      played.push(index + 1)
    } else played[played.length - 1] = index + 1
  })
  const games = rows.map((row) => ({ home: row.home, away: row.away, homeRuns: row.home_runs, awayRuns: row.away_runs, interleague: row.kind === 'interleague' }))
  return { games, dates, played }
}

type Tally = ReturnType<typeof tallyTeamRecords>

/**
 * The tally after each date: each day's games are tallied by the standings code and added to the
 * running totals (tallying from the opening day for every date would be quadratic).
 */
function runningTallies(games: readonly GameScore[], played: readonly number[], previousRank: (team: TeamCode) => number): Tally[] {
  let total: Tally = tallyTeamRecords([], previousRank)
  let start = 0
  return played.map((end) => {
    total = addTallies(total, tallyTeamRecords(games.slice(start, end), previousRank))
    start = end
    return total
  })
}

const COUNTS = ['wins', 'losses', 'ties', 'leagueWins', 'leagueLosses', 'games', 'runsScored', 'runsAllowed', 'homeWins', 'homeLosses', 'homeTies'] as const

function addTallies(a: Tally, b: Tally): Tally {
  const records: Tally['records'] = new Map()
  for (const [team, record] of a.records) {
    const day = b.records.get(team)
    const sum = { ...record }
    for (const key of COUNTS) sum[key] += day?.[key] ?? 0
    records.set(team, sum)
  }
  const headToHead: Tally['headToHead'] = new Map(a.headToHead)
  for (const [key, day] of b.headToHead) {
    const before = headToHead.get(key) ?? { wins: 0, losses: 0, ties: 0 }
    headToHead.set(key, { wins: before.wins + day.wins, losses: before.losses + day.losses, ties: before.ties + day.ties })
  }
  return { records, headToHead }
}

/** The last date with games in each month, e.g. 4月 → 2025-04-30. */
function monthEnds(dates: readonly string[]): MonthEnd[] {
  const ends: MonthEnd[] = []
  dates.forEach((date, index) => {
    const month = Number(date.slice(5, 7))
    const last = ends[ends.length - 1]
    if (last?.month === month) ends[ends.length - 1] = { month, date, index }
    else ends.push({ month, date, index })
  })
  return ends
}

/**
 * Day-by-day standings of a season: after each date with games, every club's record, ゲーム差
 * from that day's leader and rank, ranked by the same 勝率 and tiebreaker rules as the table.
 * Each day is tallied from the opening day, so the last day equals the final standings exactly.
 */
export function standingsTrendFrom(db: Db, season: number): StandingsTrend | null {
  const { games, dates, played } = gamesByDate(db, season)
  if (dates.length === 0) return null
  const previous = new Map(
    db.prepare<[number], { team: TeamCode; rank: number }>('SELECT team, rank FROM standings WHERE season = ?').all(season - 1).map((row) => [row.team, row.rank]),
  )
  const daily = runningTallies(games, played, (code) => previous.get(code) ?? 0)
  const league = (name: League) => {
    const byTeam = new Map<TeamCode, TrendPoint[]>()
    for (const tally of daily) {
      for (const row of leagueStandings(name, tally)) {
        const points = byTeam.get(row.team) ?? []
        points.push({ wins: row.wins, losses: row.losses, ties: row.ties, games_behind: row.gamesBehindLeader ?? 0, rank: row.rank })
        byTeam.set(row.team, points)
      }
    }
    const finalRank = (points: readonly TrendPoint[]) => points[points.length - 1]?.rank ?? 0
    const teams = [...byTeam].map(([team, points]) => ({ team, team_name: TEAM_BY_CODE[team].shortName, points }))
    return { league: name, teams: teams.sort((a, b) => finalRank(a.points) - finalRank(b.points)) }
  }
  return standingsTrendSchema.parse({ season, dates, month_ends: monthEnds(dates), central: league('central'), pacific: league('pacific') })
}

/** Built once per season and server (memo-per-database.ts): every game day of the season is replayed. */
export const getStandingsTrend = cache(memoPerDatabase(standingsTrendFrom))
