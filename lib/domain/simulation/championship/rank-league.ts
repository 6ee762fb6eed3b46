import { rankStandings } from '@/lib/domain/stats/standings'
import type { League, TeamCode } from '@/lib/domain/teams/teams'

/** What the tiebreakers read beyond 勝率 and wins: league-game decisions and head-to-head wins. */
export type TiebreakRecords = {
  leagueWins: Int32Array
  leagueLosses: Int32Array
  /** headToHead[a × clubs + b]: a's wins over b. */
  headToHead: Int32Array
}

/** One simulated season's records per club index (the engine's typed arrays, reused season after season). */
export type SeasonTable = {
  wins: Int32Array
  losses: Int32Array
  ties: Int32Array
  clubs: number
  /** The tiebreak records, worked out only when a league has clubs level on 勝率 (a few seasons in a hundred). */
  tiebreak: () => TiebreakRecords
}

/** Who the league's clubs are, for the rare exact tie: codes for the shared tiebreakers and last season's ranks. */
export type LeagueMembers = {
  league: League
  /** Club indices of the league. */
  indices: Int32Array
  teams: readonly TeamCode[]
  /** Last season's rank per member (same order as indices); a seeded random order when unknown. */
  previousRanks: () => readonly number[]
}

/** > 0 when b's 勝率 is above a's, compared exactly as fractions (cross-multiplied). */
function compare(wins: Int32Array, losses: Int32Array, a: number, b: number): number {
  const winsA = wins[a] ?? 0
  const winsB = wins[b] ?? 0
  return winsB * (winsA + (losses[a] ?? 0)) - winsA * (winsB + (losses[b] ?? 0))
}

/**
 * Writes the league's clubs into `order`, best first. Usually an insertion sort by 勝率 on the
 * typed arrays, with no allocation; when two clubs are exactly level (or one has no decisions)
 * the whole league goes through the standings page's rankStandings, so the NPB tiebreakers
 * (tiebreakers.ts) decide exactly as they do on the standings page.
 */
export function rankLeague(table: SeasonTable, members: LeagueMembers, order: Int32Array): void {
  const { indices } = members
  const { wins, losses } = table
  const size = indices.length
  let level = false
  for (let position = 0; position < size; position++) {
    const club = indices[position] ?? 0
    if ((wins[club] ?? 0) + (losses[club] ?? 0) === 0) level = true
    let slot = position
    while (slot > 0 && compare(wins, losses, order[slot - 1] ?? 0, club) > 0) {
      order[slot] = order[slot - 1] ?? 0
      slot--
    }
    order[slot] = club
  }
  for (let position = 1; position < size && !level; position++) level = compare(wins, losses, order[position - 1] ?? 0, order[position] ?? 0) === 0
  if (level) breakLevelRecords(table, members, order)
}

function breakLevelRecords(table: SeasonTable, members: LeagueMembers, order: Int32Array): void {
  const records = table.tiebreak()
  const previous = members.previousRanks()
  const indexOf = new Map<string, number>(members.teams.map((team, position) => [team, members.indices[position] ?? 0]))
  const teams = members.teams.map((team, position) => {
    const club = members.indices[position] ?? 0
    return {
      team,
      club,
      wins: table.wins[club] ?? 0,
      losses: table.losses[club] ?? 0,
      ties: table.ties[club] ?? 0,
      leagueWins: records.leagueWins[club] ?? 0,
      leagueLosses: records.leagueLosses[club] ?? 0,
      previousRank: previous[position] ?? 0,
    }
  })
  const headToHead = (a: string, b: string) => {
    const x = indexOf.get(a) ?? 0
    const y = indexOf.get(b) ?? 0
    return { wins: records.headToHead[x * table.clubs + y] ?? 0, losses: records.headToHead[y * table.clubs + x] ?? 0 }
  }
  rankStandings({ league: members.league, teams, headToHead }).forEach((team, position) => {
    order[position] = team.club
  })
}
