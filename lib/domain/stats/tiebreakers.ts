import { compareRecords, sumRecords, type WinLoss } from './records'

export type StandingsTeam = {
  team: string
  wins: number
  losses: number
  ties: number
  leagueWins: number
  leagueLosses: number
  /** Rank in the previous season, the last tiebreaker. */
  previousRank: number
}

type Comparator<T> = (a: T, b: T) => number
/** A tiebreaker builds its comparator for one tied group, or returns null where it cannot decide. */
type Tiebreaker<T> = (group: readonly T[], headToHead: (a: string, b: string) => WinLoss) => Comparator<T> | null

const byWins: Tiebreaker<StandingsTeam> = () => (a, b) => b.wins - a.wins

/** 勝率 in games among the tied teams only; with 3+ teams each team's record against the rest. */
const byHeadToHead: Tiebreaker<StandingsTeam> = (group, headToHead) => {
  const records = new Map<string, WinLoss>()
  for (const team of group) {
    const others = group.filter((other) => other.team !== team.team)
    records.set(team.team, sumRecords(others.map((other) => headToHead(team.team, other.team))))
  }
  return byRecord([...records.values()], (team) => records.get(team.team) ?? { wins: 0, losses: 0 })
}

const byLeagueGames: Tiebreaker<StandingsTeam> = (group) =>
  byRecord(group.map(leagueRecord), leagueRecord)

const byPreviousRank: Tiebreaker<StandingsTeam> = () => (a, b) => a.previousRank - b.previousRank

function leagueRecord(team: StandingsTeam): WinLoss {
  return { wins: team.leagueWins, losses: team.leagueLosses }
}

/** A record that has no decisions (teams that have not met yet) cannot rank, so the step is skipped. */
function byRecord(records: readonly WinLoss[], of: (team: StandingsTeam) => WinLoss): Comparator<StandingsTeam> | null {
  if (records.some((record) => record.wins + record.losses === 0)) return null
  return (a, b) => compareRecords(of(a), of(b))
}

/**
 * NPB tiebreakers on exactly equal 勝率 (conventions page). Central: wins → head-to-head 勝率 →
 * 勝率 in league games → previous season's rank. Pacific: head-to-head → league games → previous
 * rank.
 */
const TIEBREAKERS: Readonly<Record<'central' | 'pacific', readonly Tiebreaker<StandingsTeam>[]>> = {
  central: [byWins, byHeadToHead, byLeagueGames, byPreviousRank],
  pacific: [byHeadToHead, byLeagueGames, byPreviousRank],
}

/**
 * Orders a group of teams with equal 勝率. The first tiebreaker that separates anyone splits the
 * group; each still-tied subgroup starts over from the first tiebreaker, so head-to-head is
 * recomputed among the teams still level (our reading where the rules are silent). Teams level
 * on everything (bad input: shared previous ranks) fall back to team code order, to stay stable.
 */
export function breakTies<T extends StandingsTeam>(
  group: readonly T[],
  league: 'central' | 'pacific',
  headToHead: (a: string, b: string) => WinLoss,
): T[] {
  if (group.length <= 1) return [...group]
  for (const tiebreaker of TIEBREAKERS[league]) {
    const compare = tiebreaker(group, headToHead)
    if (compare === null) continue
    const sorted = [...group].sort(compare)
    const runs = splitRuns(sorted, compare)
    if (runs.length > 1) return runs.flatMap((run) => breakTies(run, league, headToHead))
  }
  return [...group].sort((a, b) => (a.team < b.team ? -1 : a.team > b.team ? 1 : 0))
}

function splitRuns<T>(sorted: readonly T[], compare: Comparator<T>): T[][] {
  const runs: T[][] = []
  for (const item of sorted) {
    const run = runs[runs.length - 1]
    const first = run?.[0]
    if (run !== undefined && first !== undefined && compare(first, item) === 0) run.push(item)
    else runs.push([item])
  }
  return runs
}
