import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { scoreProfile } from '@/lib/domain/teams/score-profile'
import { teamGames } from '@/lib/domain/teams/team-games'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { chooseSeason } from '@/lib/domain/teams/season-choice'
import { seasonGameLines } from '@/lib/data/loaders/game-stats/score/season-game-lines'
import { clubSeasons } from './club-games'
import { teamScoreDistributionSchema, type TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'
import { memoPerDatabase } from '../memo-per-database'

/**
 * The club's runs per game, by inning and by margin in a season, beside its league's. The season
 * asked for when the club played in it, else its latest; null when the club has no season at all.
 */
export function teamScoreDistributionFrom(db: Db, team: TeamCode, requested: number | null): TeamScoreDistribution | null {
  const seasons = clubSeasons(db, team)
  const season = chooseSeason(seasons, requested)
  if (season === null) return null
  const games = seasonGameLines(db, season)
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
