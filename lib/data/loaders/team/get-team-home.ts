import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { outcomeOf } from '@/lib/domain/teams/club-games'
import { clubRecord, clubSplits } from '@/lib/domain/teams/club-record'
import { lastGames } from '@/lib/domain/teams/last-games'
import { monthRecords } from '@/lib/domain/teams/month-records'
import { chooseSeason } from '@/lib/domain/teams/season-choice'
import { currentStreak } from '@/lib/domain/teams/streak'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { teamHomeSchema, type TeamHome } from '@/lib/schemas/team-home'
import { isKnownSeason } from '@/lib/seasons'
import { memoPerDatabase } from '../memo-per-database'
import { clubHistoryFrom } from './club-history'
import { clubLeadersFrom } from './club-leaders'
import { clubSeasonGames, clubSeasons, latestSeason } from './club-games'
import { clubRosterFrom } from './club-roster'

/** The schedule's length since 2015 (conventions page): a club that has played them all has finished. */
const SEASON_GAMES = 143

type StandingsRow = { rank: number; games_behind: number | null; pythagorean_wp: number | null; expected_wins: number | null }

/**
 * The club home page's data for a season: the one asked for when the club has games in it, else
 * its latest (a bad or unknown season falls back quietly). null when the club has no games in any
 * season the site serves. Record, months and the last ten come from the games; rank, ゲーム差 and the
 * pythagorean expectation (exponent 1.83) from the derived standings, which are tallied from the same games.
 */
export function teamHomeFrom(db: Db, team: TeamCode, requested: number | null): TeamHome | null {
  const season = chooseSeason(clubSeasons(db, team), requested)
  return season === null ? null : teamSeasonHomeFrom(db, team, season)
}

function teamSeasonHomeFrom(db: Db, team: TeamCode, season: number): TeamHome | null {
  const standing = db
    .prepare<[number, TeamCode], StandingsRow>('SELECT rank, games_behind, pythagorean_wp, expected_wins FROM standings WHERE season = ? AND team = ? AND games > 0')
    .get(season, team)
  if (!standing || !isKnownSeason(season)) return null
  const history = clubHistoryFrom(db, team).filter((row) => isKnownSeason(row.season))
  const games = clubSeasonGames(db, team, season)
  const recent = lastGames(games, 10)
  const last = latestSeason(db)
  return teamHomeSchema.parse({
    team,
    season,
    finished: (last !== null && season < last) || games.length >= SEASON_GAMES,
    summary: {
      record: clubRecord(games),
      rank: standing.rank,
      gamesBehind: standing.games_behind,
      pythagoreanWinPct: standing.pythagorean_wp,
      expectedWins: standing.expected_wins,
      splits: clubSplits(team, games),
    },
    lastGames: recent,
    lastGamesRecord: clubRecord(recent),
    streak: currentStreak(games.map(outcomeOf)),
    months: monthRecords(games),
    leaders: clubLeadersFrom(db, team, season),
    roster: clubRosterFrom(db, team, season),
    history,
  })
}

const seasonsOnce = memoPerDatabase(clubSeasons)
const seasonHomeOnce = memoPerDatabase(teamSeasonHomeFrom)

/**
 * Kept per server (memo-per-database.ts) by the season shown, so any number of bad ?season= values
 * share the latest season's answer; React's cache shares it between metadata and page.
 */
export const getTeamHome = cache((team: TeamCode, requested: number | null): TeamHome | null => {
  const season = chooseSeason(seasonsOnce(team) ?? [], requested)
  return season === null ? null : seasonHomeOnce(team, season)
})
