import 'server-only'
import type { Db } from '@/lib/data/db'
import { clubGameResult } from '@/lib/domain/teams/club-game-result'
import { isTeamCode, type TeamCode } from '@/lib/domain/teams/teams'
import type { UsageGame } from '@/lib/domain/teams/usage-slices'

export type SeasonGame = { id: string; date: string; home: TeamCode; away: TeamCode; homeRuns: number; awayRuns: number; savePitcher: string | null; tracked: boolean }

type GameRow = { id: string; date: string; home: string; away: string; home_runs: number; away_runs: number; save_pitcher: string | null; tracked: number }

/**
 * The regular season, interleague included, as the standings count it. `tracked`: the game has
 * pitch rows, without which a pitch count of 0 would be a lie.
 */
const GAMES = `SELECT id, date, home, away, home_runs, away_runs, save_pitcher,
  EXISTS (SELECT 1 FROM pitches pi WHERE pi.game_id = g.id) AS tracked
  FROM games g WHERE season = ? AND kind IN ('regular', 'interleague')`

/** A season's games by id, and each of them once per club with the club's result. Null without games. */
export function seasonUsageGames(db: Db, season: number): { byId: Map<string, SeasonGame>; clubGames: UsageGame[] } | null {
  const byId = new Map<string, SeasonGame>()
  for (const row of db.prepare<[number], GameRow>(GAMES).all(season)) {
    const { home, away } = row
    if (!isTeamCode(home) || !isTeamCode(away)) continue
    byId.set(row.id, { id: row.id, date: row.date, home, away, homeRuns: row.home_runs, awayRuns: row.away_runs, savePitcher: row.save_pitcher, tracked: row.tracked === 1 })
  }
  if (byId.size === 0) return null
  const clubGames = [...byId.values()].flatMap((game) =>
    [game.away, game.home].map((team): UsageGame => ({ gameId: game.id, date: game.date, team, result: clubGameResult(game, team) })),
  )
  return { byId, clubGames }
}

/** Game ids begin with their date (lib/game-id.ts): a season's rows of an event table are a range of ids. */
export const seasonIdRange = (season: number) => ({ seasonStart: String(season), seasonEnd: String(season + 1) })
