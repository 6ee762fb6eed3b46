import { TEAM_CODES, type TeamCode } from '@/lib/domain/teams/teams'
import { leagueStandings, tallyTeamRecords, type GameScore } from '@/lib/domain/stats/team-records'
import type { SimGame } from './game-records'
import { createLeague, runOffseason, type League } from './league'
import type { LeaguePlayer } from './league-player'
import { playPostseason } from './postseason'
import { createRng } from './rng'
import { playRegularSeason, seasonContext } from './season'

const WARM_UP_YEARS = 5

export type RosterEntry = { playerId: string; team: TeamCode; number: number; position: string }

export type SimulatedSeason = {
  season: number
  /** Games played, regular season and postseason (each was handed to onGame as it finished). */
  gameCount: number
  roster: RosterEntry[]
  /** Every player the league has had so far (retired ones keep their last team as null). */
  players: readonly LeaguePlayer[]
}

/**
 * The embedded default league, season by season: one seed gives the same league every time.
 * Each game goes to `onGame` the moment it ends, so a caller can store it and let it go; each
 * season is yielded once its postseason is over.
 */
export function* simulateLeague(seed: number, firstSeason: number, lastSeason: number, onGame: (game: SimGame) => void): Generator<SimulatedSeason> {
  const rng = createRng(seed)
  // The league is founded a few years early and aged through drafts and retirements without
  // games, so the first simulated season already has a settled mix of veterans and rookies.
  const league: League = createLeague(rng.fork('league'), firstSeason - WARM_UP_YEARS)
  for (let year = firstSeason - WARM_UP_YEARS; year < firstSeason; year++) {
    const warmUp = rng.fork(`warm-up-${year}`)
    runOffseason(warmUp, league, year, [...TEAM_CODES].sort(() => warmUp.next() - 0.5))
  }
  const previousRank = new Map<TeamCode, number>()
  for (let season = firstSeason; season <= lastSeason; season++) {
    const seasonRng = rng.fork(`season-${season}`)
    const roster: RosterEntry[] = league.players.flatMap((player) =>
      player.team ? [{ playerId: player.id, team: player.team, number: player.number, position: player.position }] : [],
    )
    const context = seasonContext(league, season)
    const scores: GameScore[] = []
    let seasonEnd = ''
    playRegularSeason(seasonRng, context, season, (game) => {
      onGame(game)
      scores.push({ home: game.home, away: game.away, homeRuns: game.homeRuns, awayRuns: game.awayRuns, interleague: game.kind === 'interleague' })
      if (game.date > seasonEnd) seasonEnd = game.date
    })
    const tally = tallyTeamRecords(scores, (team) => previousRank.get(team) ?? 0)
    const central = leagueStandings('central', tally).map((team) => team.team)
    const pacific = leagueStandings('pacific', tally).map((team) => team.team)
    ;[...central, ...pacific].forEach((team, index) => previousRank.set(team, (index % 6) + 1))
    const postseason = playPostseason(seasonRng.fork('postseason'), context, season, seasonEnd, { central, pacific })
    postseason.forEach(onGame)
    yield { season, gameCount: scores.length + postseason.length, roster, players: league.players }
    // Worst record drafts first, alternating leagues as NPB's waiver order does.
    const draftOrder = [...central].reverse().flatMap((team, index) => [team, [...pacific].reverse()[index]]).filter((team): team is TeamCode => team !== undefined)
    runOffseason(seasonRng.fork('offseason'), league, season, draftOrder)
  }
}
