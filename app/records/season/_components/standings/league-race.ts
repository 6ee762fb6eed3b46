import { pennantRace, remainingMeetings, type PennantRace } from '@/lib/domain/stats/magic-number'
import type { League, TeamCode } from '@/lib/domain/teams/teams'
import type { Standings } from '@/lib/schemas/standings'

/**
 * The pennant race of one league from the standings DTO. Only meaningful over all games: a home
 * or road split is not a race, so it has none.
 */
export function leagueRace(standings: Standings, league: League): PennantRace<TeamCode> | null {
  if (standings.home_away !== 'all') return null
  const rows = league === 'central' ? standings.central_league : standings.pacific_league
  const headToHead = league === 'central' ? standings.head_to_head_central : standings.head_to_head_pacific
  const played = (a: string, b: string) => {
    const record = headToHead[a]?.[b]
    return record ? record.win + record.lose + record.draw : 0
  }
  return pennantRace(
    rows.map((row) => ({ team: row.team, wins: row.win, losses: row.lose, remaining: row.remaining_games })),
    (a, b) => remainingMeetings(played(a, b)),
  )
}
