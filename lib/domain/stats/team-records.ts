import { TEAMS, type League, type TeamCode } from '@/lib/domain/teams/teams'
import type { WinLoss } from './records'
import { rankStandings, type RankedTeam, type StandingsTeam } from './standings'

/** A finished game as standings need it. */
export type GameScore = { home: TeamCode; away: TeamCode; homeRuns: number; awayRuns: number; interleague: boolean }

export type TeamRecord = StandingsTeam & {
  team: TeamCode
  games: number
  runsScored: number
  runsAllowed: number
  homeWins: number
  homeLosses: number
  homeTies: number
}

export type HeadToHead = Map<string, { wins: number; losses: number; ties: number }>

const pairKey = (a: string, b: string) => `${a}:${b}`

/** Won–lost–tied records, runs and head-to-head from a list of regular-season games. */
export function tallyTeamRecords(games: readonly GameScore[], previousRank: (team: TeamCode) => number = () => 0) {
  const records = new Map<TeamCode, TeamRecord>(
    TEAMS.map((team) => [team.id, { team: team.id, wins: 0, losses: 0, ties: 0, leagueWins: 0, leagueLosses: 0, previousRank: previousRank(team.id), games: 0, runsScored: 0, runsAllowed: 0, homeWins: 0, homeLosses: 0, homeTies: 0 }]),
  )
  const headToHead: HeadToHead = new Map()
  const credit = (team: TeamCode, opponent: TeamCode, scored: number, allowed: number, interleague: boolean, atHome: boolean) => {
    const record = records.get(team)
    if (!record) return
    record.games++
    record.runsScored += scored
    record.runsAllowed += allowed
    const outcome = scored > allowed ? 'wins' : scored < allowed ? 'losses' : 'ties'
    record[outcome]++
    if (!interleague && outcome !== 'ties') record[outcome === 'wins' ? 'leagueWins' : 'leagueLosses']++
    if (atHome) record[outcome === 'wins' ? 'homeWins' : outcome === 'losses' ? 'homeLosses' : 'homeTies']++
    const key = pairKey(team, opponent)
    const pair = headToHead.get(key) ?? { wins: 0, losses: 0, ties: 0 }
    pair[outcome]++
    headToHead.set(key, pair)
  }
  for (const game of games) {
    credit(game.home, game.away, game.homeRuns, game.awayRuns, game.interleague, true)
    credit(game.away, game.home, game.awayRuns, game.homeRuns, game.interleague, false)
  }
  return { records, headToHead }
}

/** One league's standings with NPB tiebreakers, from tallied records. */
export function leagueStandings(league: League, tally: ReturnType<typeof tallyTeamRecords>): RankedTeam<TeamRecord>[] {
  const teams = TEAMS.filter((team) => team.league === league).flatMap((team) => {
    const record = tally.records.get(team.id)
    return record ? [record] : []
  })
  const headToHead = (a: string, b: string): WinLoss => {
    const pair = tally.headToHead.get(pairKey(a, b))
    return { wins: pair?.wins ?? 0, losses: pair?.losses ?? 0 }
  }
  return rankStandings({ league, teams, headToHead })
}
