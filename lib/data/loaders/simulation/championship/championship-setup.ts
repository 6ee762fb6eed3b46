import 'server-only'
import type { Db } from '@/lib/data/db'
import type { ChampionshipInputs, ScheduledGame } from '@/lib/domain/simulation/championship/inputs'
import { leagueRaces, type ClubRace } from '@/lib/domain/simulation/championship/magic'
import { boundedStrength, regressedStrength } from '@/lib/domain/simulation/championship/regression'
import { japanSeriesHostLeague } from '@/lib/domain/simulation/championship/series'
import { smoothedTieRate } from '@/lib/domain/simulation/championship/tie-rate'
import { pythagoreanWinPct } from '@/lib/domain/stats/pythagorean'
import { leagueStandings, tallyTeamRecords } from '@/lib/domain/stats/team-records'
import type { League, TeamCode } from '@/lib/domain/teams/teams'
import { championshipConstantsFrom } from './championship-model'
import { perDatabase } from '@/lib/data/loaders/per-database'
import { seasonScheduleFrom, type SeasonSchedule } from './season-schedule'

const LEAGUES: readonly League[] = ['central', 'pacific']

/** A club as of the date, in the order of the inputs' clubs (Central then Pacific, each by current rank). */
export type SetupClub = {
  team: TeamCode
  league: League
  rank: number
  wins: number
  losses: number
  ties: number
  remaining: number
  runsScored: number
  runsAllowed: number
  pythagorean: number | null
  race: ClubRace
}

export type ChampionshipSetup = {
  schedule: SeasonSchedule
  asOf: string
  playedThrough: string | null
  inputs: ChampionshipInputs
  clubs: readonly SetupClub[]
  exponent: number
  regressionGames: number
}

function build(db: Db, season: number, asOf: string): ChampionshipSetup | null {
  const schedule = seasonScheduleFrom(db, season)
  if (!schedule) return null
  const constants = championshipConstantsFrom(db)
  // As the standings page counts them: every regular-season game dated on or before the date is played.
  const played = schedule.games.filter((game) => game.date <= asOf)
  const left = schedule.games.filter((game) => game.date > asOf)
  const tally = tallyTeamRecords(played, (team) => schedule.previousRanks.get(team) ?? 0)
  const ranked = LEAGUES.flatMap((league) => leagueStandings(league, tally).map((row) => ({ ...row, league })))
  const indexOf = new Map(ranked.map((row, index) => [row.team, index]))
  const at = (team: TeamCode) => indexOf.get(team) ?? 0

  const remaining: ScheduledGame[] = left.map((game) => ({ home: at(game.home), away: at(game.away) }))
  const remainingOf = ranked.map(() => 0)
  const between = ranked.map(() => ranked.map(() => 0))
  for (const { home, away } of remaining) {
    remainingOf[home] = (remainingOf[home] ?? 0) + 1
    remainingOf[away] = (remainingOf[away] ?? 0) + 1
    const row = between[home]
    const column = between[away]
    if (row) row[away] = (row[away] ?? 0) + 1
    if (column) column[home] = (column[home] ?? 0) + 1
  }

  const { exponent } = constants.exponent
  const k = constants.regression.games
  const pythagorean = ranked.map((row) => pythagoreanWinPct({ runsScored: row.runsScored, runsAllowed: row.runsAllowed, exponent }))
  const leagueTieRate = (league: League) => {
    const own = played.filter((game) => !game.interleague && ranked[at(game.home)]?.league === league)
    const ties = own.filter((game) => game.homeRuns === game.awayRuns).length
    const previous = constants.leagueTies.get(`${season - 1}:${league}`)
    const prior = previous && previous.games > 0 ? previous.ties / previous.games : constants.tieRate
    return smoothedTieRate({ ties, games: own.length, prior })
  }
  const tieRate = { central: leagueTieRate('central'), pacific: leagueTieRate('pacific') }

  const races = LEAGUES.flatMap((league) => {
    const members = ranked.map((row, index) => ({ row, index })).filter(({ row }) => row.league === league)
    const raceTeams = members.map(({ row, index }) => ({ team: row.team, wins: row.wins, losses: row.losses, remaining: remainingOf[index] ?? 0 }))
    return leagueRaces(raceTeams, (a, b) => between[at(a)]?.[at(b)] ?? 0)
  })

  const headToHeadWins = ranked.flatMap((row) => ranked.map((other) => tally.headToHead.get(`${row.team}:${other.team}`)?.wins ?? 0))
  const inputs: ChampionshipInputs = {
    season,
    clubs: ranked.map((row, index) => ({
      team: row.team,
      league: row.league,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      leagueWins: row.leagueWins,
      leagueLosses: row.leagueLosses,
      previousRank: row.previousRank,
      strength: boundedStrength(regressedStrength({ measured: pythagorean[index] ?? 0.5, games: row.games, regressionGames: k })),
    })),
    headToHeadWins,
    remaining,
    homeEdge: constants.homeEdge.rate,
    tieRate,
    japanSeriesHost: japanSeriesHostLeague(season),
  }
  return {
    schedule,
    asOf,
    playedThrough: played[played.length - 1]?.date ?? null,
    inputs,
    clubs: ranked.map((row, index) => ({
      team: row.team,
      league: row.league,
      rank: row.rank,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      remaining: remainingOf[index] ?? 0,
      runsScored: row.runsScored,
      runsAllowed: row.runsAllowed,
      pythagorean: pythagorean[index] ?? null,
      race: races[index] ?? { magic: null, selfClinch: false },
    })),
    exponent,
    regressionGames: k,
  }
}

/**
 * Everything a run starts from as of a date: each league's table and head-to-head as the
 * standings page counts them (games dated on or before the date), the games after it with
 * home and away, each club's regressed pythagorean strength, the home edge and the leagues' tie
 * rates, and each club's magic number and 自力優勝. Null for a season without games.
 */
export const championshipSetupFrom = perDatabase(build, 64)
