import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { dataSourceFrom } from '@/lib/data/loaders/get-data-source'
import {
  COUNTDOWN_WINDOW,
  MILESTONES,
  SEASON_GAMES,
  pacePerGame,
  projectMilestone,
  selectCandidates,
  yearsUntil,
  type Milestone,
  type MilestoneId,
  type SeasonCalendar,
} from '@/lib/domain/stats/milestones'
import { countdownSchema, type Countdown } from '@/lib/schemas/milestones'

/** Column of the season tables each milestone counts. */
const COLUMN: Readonly<Record<MilestoneId, string>> = { hits: 'h', home_runs: 'hr', rbi: 'rbi', wins: 'w', saves: 'sv', holds: 'hld', strikeouts: 'so' }

/** Used only when the data holds no finished season to copy the calendar from. */
const FALLBACK_CALENDAR: SeasonCalendar = { opening: '03-29', closing: '09-30' }

type TotalsRow = { player_id: string; name: string; team: string; games_played: number; pace_games: number | null } & Record<string, number | string | null>

/**
 * Career totals (over the seasons in the data) and last-season counts of every player on a
 * roster in the latest season, for one side of the game. Season tables are regular season only.
 */
function totals(db: Db, kind: Milestone['kind'], seasons: readonly number[], season: number): TotalsRow[] {
  const table = kind === 'batting' ? 'player_season_batting' : 'player_season_pitching'
  const columns = MILESTONES.filter((milestone) => milestone.kind === kind).map((milestone) => COLUMN[milestone.id])
  const sums = columns.map((column) => `SUM(s.${column}) AS total_${column}, SUM(CASE WHEN s.season = @season THEN s.${column} END) AS pace_${column}`)
  return db
    .prepare<[{ season: number; seasons: string }], TotalsRow>(
      `SELECT r.player_id, p.name_kanji AS name, r.team, COALESCE(club.games, 0) AS games_played,
         MAX(CASE WHEN s.season = @season THEN st.games END) AS pace_games, ${sums.join(', ')}
       FROM rosters r
       JOIN players p ON p.id = r.player_id
       JOIN ${table} s ON s.player_id = r.player_id AND s.season IN (SELECT value FROM json_each(@seasons))
       LEFT JOIN standings st ON st.season = s.season AND st.team = s.team
       LEFT JOIN standings club ON club.season = r.season AND club.team = r.team
       WHERE r.season = @season
       GROUP BY r.player_id`,
    )
    .all({ season, seasons: JSON.stringify(seasons) })
}

/** Opening and closing day of the latest season whose 143 games were all played. */
function seasonCalendar(db: Db, seasons: readonly number[]): SeasonCalendar {
  const row = db
    .prepare<[string], { opening: string; closing: string }>(
      `SELECT MIN(date) AS opening, MAX(date) AS closing FROM games
       WHERE kind IN ('regular', 'interleague') AND season = (
         SELECT season FROM standings WHERE season IN (SELECT value FROM json_each(?))
         GROUP BY season HAVING MIN(games) >= ${SEASON_GAMES} ORDER BY season DESC LIMIT 1)`,
    )
    .get(JSON.stringify(seasons))
  return row?.opening && row.closing ? { opening: row.opening.slice(5), closing: row.closing.slice(5) } : FALLBACK_CALENDAR
}

const asNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null)

/**
 * Active players approaching each milestone, with the pace of the latest season per team game
 * and the projected date. Career totals are those of the seasons in the database only.
 */
export function milestoneCountdownFrom(db: Db): Countdown | null {
  const seasons = dataSourceFrom(db)?.seasons ?? []
  const season = seasons[0]
  if (season === undefined) return null
  const asOf = db
    .prepare<[number], { date: string | null }>("SELECT MAX(date) AS date FROM games WHERE season = ? AND kind IN ('regular', 'interleague')")
    .get(season)?.date
  if (!asOf) return null
  const calendar = seasonCalendar(db, seasons)
  const fewestGames = db.prepare<[number], { games: number | null }>('SELECT MIN(games) AS games FROM standings WHERE season = ?').get(season)?.games ?? 0
  const rows = { batting: totals(db, 'batting', seasons, season), pitching: totals(db, 'pitching', seasons, season) }
  const milestones = MILESTONES.map((milestone) => {
    const column = COLUMN[milestone.id]
    const candidates = rows[milestone.kind].map((row) => {
      const total = asNumber(row[`total_${column}`]) ?? 0
      const paceCount = asNumber(row[`pace_${column}`])
      const pace = paceCount === null || row.pace_games === null ? null : pacePerGame(paceCount, row.pace_games)
      const remaining = milestone.target - total
      const projection = projectMilestone({ remaining, pacePerGame: pace, season, gamesPlayed: row.games_played, calendar })
      return {
        player_id: row.player_id,
        name: row.name,
        team: row.team,
        total,
        remaining,
        pace_count: paceCount,
        pace_per_season: pace === null ? null : pace * SEASON_GAMES,
        projection,
        years_ahead: projection ? yearsUntil(asOf, projection.date) : null,
      }
    })
    const { inWindow, entries } = selectCandidates(candidates, milestone.target)
    return { ...milestone, in_window: inWindow, entries }
  })
  return countdownSchema.parse({ season, seasons: [...seasons].sort(), complete: fewestGames >= SEASON_GAMES, as_of: asOf, calendar, window: COUNTDOWN_WINDOW, milestones })
}

export const listMilestoneCountdown = cache((): Countdown | null => {
  const db = getDatabase()
  return db ? milestoneCountdownFrom(db) : null
})
