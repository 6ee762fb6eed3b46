import type { ClubFielding, PositionUsage } from '@/lib/schemas/player-strategy'

/** Players used across the nine lineup positions, a player counted once per position he played. */
export function playersUsed(club: ClubFielding): number {
  return club.positions.reduce((sum, position) => sum + position.playersUsed, 0)
}

/** 守備固め in the slice, whatever the inning. */
export function defensiveSubs(club: ClubFielding): number {
  return club.defensiveSubs.reduce((sum, count) => sum + count, 0)
}

/** Batters who started at least once, and games entered after the start (npb.jp: positions unknown). */
export function lineupFigures(club: ClubFielding): { starters: number; substitute: number } {
  return {
    starters: club.lineup.filter((player) => player.starts > 0).length,
    substitute: club.lineup.reduce((sum, player) => sum + player.substitute, 0),
  }
}

/** The player with the most starts at the position, or null where no one started there. */
export function topStarter(position: PositionUsage | undefined) {
  const top = position?.players[0]
  return top && top.starts > 0 ? top : null
}

/** The batter with the most starts in the slice, whatever his position, or null without a start. */
export function topLineupStarter(club: ClubFielding) {
  const top = club.lineup[0]
  return top && top.starts > 0 ? top : null
}
