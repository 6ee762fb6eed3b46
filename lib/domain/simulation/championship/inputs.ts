import type { League, TeamCode } from '@/lib/domain/teams/teams'

/** A club as of the date: its record to date and the strength its remaining games are played with. */
export type ChampionshipClub = {
  team: TeamCode
  league: League
  wins: number
  losses: number
  ties: number
  /** Decisions in games against its own league (the tiebreaker after head-to-head). */
  leagueWins: number
  leagueLosses: number
  /** Last season's rank in its league, the last tiebreaker; 0 when the data has no previous season. */
  previousRank: number
  /** Regressed pythagorean W% to date, the club's true-talent estimate for log5. */
  strength: number
}

/** A regular-season game still to play, as indices into `clubs`. */
export type ScheduledGame = { home: number; away: number }

/**
 * Everything the simulation needs as of a date. Pure data, so the same inputs and seed give the
 * same counts on any machine.
 */
export type ChampionshipInputs = {
  season: number
  clubs: readonly ChampionshipClub[]
  /** headToHeadWins[a × clubs.length + b]: a's wins over b to date. */
  headToHeadWins: readonly number[]
  remaining: readonly ScheduledGame[]
  /** The home side's 勝率 between equal clubs (measured on our data). */
  homeEdge: number
  /** Each league's tie rate; an interleague game uses the mean of the two. */
  tieRate: Readonly<Record<League, number>>
  /** The league whose champion hosts Japan Series games 1, 2, 6, 7 (and 8 on). */
  japanSeriesHost: League
}

/**
 * Additive counts over simulated seasons: one chunk's counts plus another's are the counts of
 * both. Per club, in the order of `clubs`.
 */
export type ChampionshipCounts = {
  seasons: number
  /** Σ final wins, losses and ties over the seasons (÷ seasons = the expected final record). */
  wins: number[]
  losses: number[]
  ties: number[]
  /** ranks[club][r]: seasons the club finished (r + 1)th in its league. */
  ranks: number[][]
  /** Seasons the club won its Climax Series final (so played the Japan Series). */
  climaxFinal: number[]
  /** Seasons the club won the Japan Series (日本一). */
  japanSeries: number[]
}

/** Counts of zero seasons for `clubs` clubs in leagues of `leagueSize`. */
export function emptyCounts(clubs: number, leagueSize = 6): ChampionshipCounts {
  const zeros = () => Array.from({ length: clubs }, () => 0)
  return { seasons: 0, wins: zeros(), losses: zeros(), ties: zeros(), ranks: Array.from({ length: clubs }, () => Array.from({ length: leagueSize }, () => 0)), climaxFinal: zeros(), japanSeries: zeros() }
}

/** Two sets of counts added (chunks summed in order give the whole run). */
export function addCounts(a: ChampionshipCounts, b: ChampionshipCounts): ChampionshipCounts {
  const add = (x: readonly number[], y: readonly number[]) => x.map((value, index) => value + (y[index] ?? 0))
  return {
    seasons: a.seasons + b.seasons,
    wins: add(a.wins, b.wins),
    losses: add(a.losses, b.losses),
    ties: add(a.ties, b.ties),
    ranks: a.ranks.map((row, index) => add(row, b.ranks[index] ?? [])),
    climaxFinal: add(a.climaxFinal, b.climaxFinal),
    japanSeries: add(a.japanSeries, b.japanSeries),
  }
}
