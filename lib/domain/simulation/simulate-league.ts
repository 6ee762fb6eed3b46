import type { TeamCode } from '@/lib/domain/teams/teams'
import { leagueStandings, tallyTeamRecords } from '@/lib/domain/stats/team-records'
import type { SimGame } from './game-records'
import { createLeague, runOffseason, type League } from './league'
import type { LeaguePlayer } from './league-player'
import { playPostseason } from './postseason'
import { createRng } from './rng'
import { playRegularSeason, seasonContext } from './season'

export type RosterEntry = { playerId: string; team: TeamCode; number: number; position: string }

export type SimulatedSeason = {
  season: number
  games: SimGame[]
  roster: RosterEntry[]
  /** Every player the league has had so far (retired ones keep their last team as null). */
  players: readonly LeaguePlayer[]
}

/**
 * The embedded default league, season by season: one seed gives the same league every time.
 * Yields each season (regular season and postseason) as soon as it is played, so callers can
 * store it and let it go.
 */
export function* simulateLeague(seed: number, firstSeason: number, lastSeason: number): Generator<SimulatedSeason> {
  const rng = createRng(seed)
  const league: League = createLeague(rng.fork('league'), firstSeason)
  const previousRank = new Map<TeamCode, number>()
  for (let season = firstSeason; season <= lastSeason; season++) {
    const seasonRng = rng.fork(`season-${season}`)
    const roster: RosterEntry[] = league.players.flatMap((player) =>
      player.team ? [{ playerId: player.id, team: player.team, number: player.number, position: player.position }] : [],
    )
    const context = seasonContext(league, season)
    const regular = playRegularSeason(seasonRng, context, season)
    const tally = tallyTeamRecords(
      regular.map((game) => ({ home: game.home, away: game.away, homeRuns: game.homeRuns, awayRuns: game.awayRuns, interleague: game.kind === 'interleague' })),
      (team) => previousRank.get(team) ?? 0,
    )
    const central = leagueStandings('central', tally).map((team) => team.team)
    const pacific = leagueStandings('pacific', tally).map((team) => team.team)
    ;[...central, ...pacific].forEach((team, index) => previousRank.set(team, (index % 6) + 1))
    const seasonEnd = regular.reduce((latest, game) => (game.date > latest ? game.date : latest), '')
    const postseason = playPostseason(seasonRng.fork('postseason'), context, season, seasonEnd, { central, pacific })
    yield { season, games: [...regular, ...postseason], roster, players: league.players }
    // Worst record drafts first, alternating leagues as NPB's waiver order does.
    const draftOrder = [...central].reverse().flatMap((team, index) => [team, [...pacific].reverse()[index]]).filter((team): team is TeamCode => team !== undefined)
    runOffseason(seasonRng.fork('offseason'), league, season, draftOrder)
  }
}
