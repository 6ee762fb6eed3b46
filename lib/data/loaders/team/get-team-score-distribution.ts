import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { InningRuns } from '@/lib/domain/games/line-score'
import { scoreProfile } from '@/lib/domain/teams/score-profile'
import { teamGames, type GameLine } from '@/lib/domain/teams/team-games'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { chooseSeason } from '@/lib/domain/teams/season-choice'
import { clubSeasons } from './club-games'
import { teamScoreDistributionSchema, type TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'
import { memoPerDatabase } from '../memo-per-database'

type GameRow = { home: TeamCode; away: TeamCode; home_runs: number; away_runs: number; innings: number; line_home: string; line_away: string }

/** The regular season, interleague included, as the standings count it. */
const GAMES = `SELECT home, away, home_runs, away_runs, innings, line_home, line_away FROM games
  WHERE season = ? AND kind IN ('regular', 'interleague')`

/** A stored line (a JSON array of runs, null for a half not played) as runs by inning. */
function parseLine(text: string): InningRuns {
  const value: unknown = JSON.parse(text)
  return Array.isArray(value) ? value.map((runs) => (typeof runs === 'number' ? runs : null)) : []
}

const gameLine = (row: GameRow): GameLine => ({
  home: row.home, away: row.away, homeRuns: row.home_runs, awayRuns: row.away_runs, innings: row.innings,
  lineHome: parseLine(row.line_home), lineAway: parseLine(row.line_away),
})

/**
 * The club's runs per game, by inning and by margin in a season, beside its league's. The season
 * asked for when the club played in it, else its latest; null when the club has no season at all.
 */
export function teamScoreDistributionFrom(db: Db, team: TeamCode, requested: number | null): TeamScoreDistribution | null {
  const seasons = clubSeasons(db, team)
  const season = chooseSeason(seasons, requested)
  if (season === null) return null
  const games = db.prepare<[number], GameRow>(GAMES).all(season).map(gameLine)
  const league = TEAM_BY_CODE[team].league
  return teamScoreDistributionSchema.parse({
    team,
    league,
    season,
    seasons,
    club: scoreProfile(teamGames(games, (club) => club === team)),
    leagueProfile: scoreProfile(teamGames(games, (club) => TEAM_BY_CODE[club].league === league)),
  })
}

const seasonsOnce = memoPerDatabase(clubSeasons)
const distributionOnce = memoPerDatabase(teamScoreDistributionFrom)

/**
 * Kept per server (memo-per-database.ts) by the season shown, so that a stream of made-up
 * ?season= values all share the default season's answer.
 */
export const getTeamScoreDistribution = cache((team: TeamCode, requested: number | null): TeamScoreDistribution | null => {
  const seasons = seasonsOnce(team)
  return seasons ? distributionOnce(team, chooseSeason(seasons, requested)) : null
})
