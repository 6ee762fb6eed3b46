import type { League, TeamCode } from '@/lib/domain/teams/teams'
import { AWARD_POSITIONS, placesAt, type AwardPosition } from './positions'
import { byValueDesc, topWithTies } from './rank'
import type { BattingSeason, FieldingSeason, PitchingSeason } from './season-lines'

/** The Pacific League has used the DH since 1975; the Central had none in 2016–2025. */
export const DH_LEAGUES: readonly League[] = ['pacific']

export type PositionWinner = {
  position: AwardPosition
  playerId: string
  league: League
  teams: TeamCode[]
  value: number
  batting: BattingSeason | null
  pitching: PitchingSeason | null
}

/**
 * The position a batter is judged at: where he played the most games (DH games count as a
 * position), provided that is at least half his club's games; otherwise none. Equal counts go
 * to the position listed first (C before 1B …), a fixed order so the choice is repeatable.
 *
 * @example mainPosition([{ position: 'SS', g: 120 }, { position: '2B', g: 15 }], 143) // 'SS' (120 ≥ 71.5)
 */
export function mainPosition(games: readonly { position: AwardPosition; g: number }[], teamGames: number): AwardPosition | null {
  const ordered = AWARD_POSITIONS.filter((p) => p !== 'P')
    .map((position) => ({ position, g: games.filter((x) => x.position === position).reduce((sum, x) => sum + x.g, 0) }))
    .sort((a, b) => b.g - a.g)
  const [top] = ordered
  return top && top.g > 0 && 2 * top.g >= teamGames ? top.position : null
}

/**
 * Our ベストナイン for one league: at each position the batter judged there (`mainPosition`) with
 * the most batting runs (wRAA), three outfielders, a DH only where the league uses one; the
 * pitcher with the most FIP-based pitching runs. Ties at the last place share it.
 */
export function bestNine({ league, batting, pitching, fielding }: {
  league: League
  batting: readonly BattingSeason[]
  pitching: readonly PitchingSeason[]
  fielding: readonly FieldingSeason[]
}): PositionWinner[] {
  const pitchers = pitching.filter((line) => line.runs !== null)
  const pitcherWinners = topWithTies(pitchers, 1, byValueDesc((line) => line.runs ?? 0)).map((line) => ({
    position: 'P' as const, playerId: line.playerId, league: line.league, teams: line.teams, value: line.runs ?? 0, batting: null, pitching: line,
  }))
  const judged = batting.flatMap((line) => {
    if (line.wraa === null) return []
    const games = fielding.filter((f) => f.playerId === line.playerId && f.league === line.league)
    const position = mainPosition(games, line.teamGames)
    const { playerId, teams } = line
    return position ? [{ position, playerId, league: line.league, teams, value: line.wraa, batting: line, pitching: null }] : []
  })
  const positions = AWARD_POSITIONS.filter((p) => p !== 'P' && (p !== 'DH' || DH_LEAGUES.includes(league)))
  const batterWinners = positions.flatMap((position) =>
    topWithTies(judged.filter((c) => c.position === position), placesAt(position), byValueDesc((c) => c.value)),
  )
  return [...pitcherWinners, ...batterWinners]
}
