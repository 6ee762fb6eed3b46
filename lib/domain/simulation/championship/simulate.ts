import type { League } from '@/lib/domain/teams/teams'
import type { Rng } from '../rng'
import { emptyCounts, type ChampionshipCounts, type ChampionshipInputs } from './inputs'
import { homeWinProbability } from './log5'
import { createPostseason } from './postseason'
import { rankLeague, type LeagueMembers, type SeasonTable, type TiebreakRecords } from './rank-league'
import { UniformStream } from './uniform-stream'

const LEAGUES: readonly League[] = ['central', 'pacific']
const TIE = 0
const HOME = 1
const AWAY = 2

/** A random order of 1…size: last season's ranks when the data has none (a seeded coin flip). */
function shuffledRanks(size: number, next: () => number): number[] {
  const ranks = Array.from({ length: size }, (_, index) => index + 1)
  for (let index = size - 1; index > 0; index--) {
    const swap = Math.floor(next() * (index + 1))
    const held = ranks[index] ?? 0
    ranks[index] = ranks[swap] ?? 0
    ranks[swap] = held
  }
  return ranks
}

function leagueMembers(inputs: ChampionshipInputs, next: () => number): LeagueMembers[] {
  return LEAGUES.map((league) => {
    const indices = Int32Array.from(inputs.clubs.flatMap((club, index) => (club.league === league ? [index] : [])))
    if (indices.length < 3) throw new Error(`${league} needs three clubs for the Climax Series`)
    const teams = Array.from(indices, (index) => inputs.clubs[index]?.team ?? 'g')
    const known = Array.from(indices, (index) => inputs.clubs[index]?.previousRank ?? 0)
    return { league, indices, teams, previousRanks: known.every((rank) => rank > 0) ? () => known : () => shuffledRanks(indices.length, next) }
  })
}

/**
 * Monte Carlo over the remaining schedule: `seasons` times, every remaining game is played from
 * one uniform draw (below its tie rate a tie, then a home win by log5 with the home edge, else an
 * away win), each league is ranked by 勝率 with the NPB tiebreakers, then the Climax Series and the
 * Japan Series are played with the same game odds. Typed arrays reused season after season:
 * nothing is allocated per game. Draws come from `rng` (a chunk's createRng stream) through
 * UniformStream, so the same inputs and rng give the same counts.
 */
export function simulateChampionship(inputs: ChampionshipInputs, seasons: number, rng: Rng): ChampionshipCounts {
  const { clubs, remaining } = inputs
  const size = clubs.length
  const stream = new UniformStream(rng)
  const next = stream.next
  const decided = new Float64Array(size * size)
  for (let h = 0; h < size; h++)
    for (let a = 0; a < size; a++) decided[h * size + a] = homeWinProbability({ home: clubs[h]?.strength ?? 0.5, away: clubs[a]?.strength ?? 0.5, homeEdge: inputs.homeEdge })

  // Each game as two thresholds on its draw: below tieBelow a tie, below homeBelow a home win.
  const games = remaining.length
  const home = Int32Array.from(remaining, (game) => game.home)
  const away = Int32Array.from(remaining, (game) => game.away)
  const tieBelow = Float64Array.from(remaining, (game) => (inputs.tieRate[clubs[game.home]?.league ?? 'central'] + inputs.tieRate[clubs[game.away]?.league ?? 'central']) / 2)
  const homeBelow = Float64Array.from(remaining, (game, index) => {
    const tie = tieBelow[index] ?? 0
    return tie + (1 - tie) * (decided[game.home * size + game.away] ?? 0.5)
  })
  const draws = new Float64Array(games)
  const outcomes = new Uint8Array(games)

  const base = {
    wins: Int32Array.from(clubs, (club) => club.wins),
    losses: Int32Array.from(clubs, (club) => club.losses),
    ties: Int32Array.from(clubs, (club) => club.ties),
    leagueWins: Int32Array.from(clubs, (club) => club.leagueWins),
    leagueLosses: Int32Array.from(clubs, (club) => club.leagueLosses),
    headToHead: Int32Array.from(inputs.headToHeadWins),
  }
  const records: TiebreakRecords = { leagueWins: new Int32Array(size), leagueLosses: new Int32Array(size), headToHead: new Int32Array(size * size) }
  /** The season's league-game and head-to-head records, replayed from its outcomes (only for a level table). */
  const tiebreak = () => {
    records.leagueWins.set(base.leagueWins)
    records.leagueLosses.set(base.leagueLosses)
    records.headToHead.set(base.headToHead)
    for (let game = 0; game < games; game++) {
      const outcome = outcomes[game]
      if (outcome === TIE) continue
      const winner = (outcome === HOME ? home[game] : away[game]) ?? 0
      const loser = (outcome === HOME ? away[game] : home[game]) ?? 0
      records.headToHead[winner * size + loser] = (records.headToHead[winner * size + loser] ?? 0) + 1
      if (clubs[winner]?.league === clubs[loser]?.league) {
        records.leagueWins[winner] = (records.leagueWins[winner] ?? 0) + 1
        records.leagueLosses[loser] = (records.leagueLosses[loser] ?? 0) + 1
      }
    }
    return records
  }
  const table: SeasonTable = { wins: new Int32Array(size), losses: new Int32Array(size), ties: new Int32Array(size), clubs: size, tiebreak }
  const { wins, losses, ties } = table

  const members = leagueMembers(inputs, next)
  const orders = members.map((league) => new Int32Array(league.indices.length))
  const leagueTie = members.map((league) => inputs.tieRate[league.league])
  const postseason = createPostseason(decided, size, next)
  const hostLeague = inputs.japanSeriesHost === 'central' ? 0 : 1
  const seriesTie = (inputs.tieRate.central + inputs.tieRate.pacific) / 2
  const counts = emptyCounts(size, Math.max(...members.map((league) => league.indices.length)))
  const sums = { wins: new Float64Array(size), losses: new Float64Array(size), ties: new Float64Array(size) }
  const champions = new Int32Array(2)

  for (let season = 0; season < seasons; season++) {
    wins.set(base.wins)
    losses.set(base.losses)
    ties.set(base.ties)
    stream.fill(draws)
    for (let game = 0; game < games; game++) {
      const draw = draws[game] ?? 0
      const h = home[game] ?? 0
      const a = away[game] ?? 0
      if (draw < (tieBelow[game] ?? 0)) {
        ties[h] = (ties[h] ?? 0) + 1
        ties[a] = (ties[a] ?? 0) + 1
        outcomes[game] = TIE
      } else if (draw < (homeBelow[game] ?? 0)) {
        wins[h] = (wins[h] ?? 0) + 1
        losses[a] = (losses[a] ?? 0) + 1
        outcomes[game] = HOME
      } else {
        wins[a] = (wins[a] ?? 0) + 1
        losses[h] = (losses[h] ?? 0) + 1
        outcomes[game] = AWAY
      }
    }
    for (let club = 0; club < size; club++) {
      sums.wins[club] = (sums.wins[club] ?? 0) + (wins[club] ?? 0)
      sums.losses[club] = (sums.losses[club] ?? 0) + (losses[club] ?? 0)
      sums.ties[club] = (sums.ties[club] ?? 0) + (ties[club] ?? 0)
    }
    for (let league = 0; league < members.length; league++) {
      const order = orders[league] ?? new Int32Array(0)
      const leagueMembersOf = members[league]
      if (!leagueMembersOf) continue
      rankLeague(table, leagueMembersOf, order)
      for (let rank = 0; rank < order.length; rank++) {
        const row = counts.ranks[order[rank] ?? 0]
        if (row) row[rank] = (row[rank] ?? 0) + 1
      }
      const champion = postseason.climax(order, leagueTie[league] ?? 0)
      counts.climaxFinal[champion] = (counts.climaxFinal[champion] ?? 0) + 1
      champions[league] = champion
    }
    const winner = postseason.japanSeries(champions[hostLeague] ?? 0, champions[1 - hostLeague] ?? 0, seriesTie)
    counts.japanSeries[winner] = (counts.japanSeries[winner] ?? 0) + 1
  }
  return { ...counts, seasons, wins: Array.from(sums.wins), losses: Array.from(sums.losses), ties: Array.from(sums.ties) }
}
