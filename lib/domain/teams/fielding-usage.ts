import type { ClubFielding, FieldingUsage, LineupPlayer, PositionPlayer, PositionUsage } from '@/lib/schemas/player-strategy'
import { fieldingInningAfter, stintOuts, type FieldingClock } from './fielding-clock'
import { FIELDING_POSITIONS, isFieldingPosition, isGlovePosition, type FieldingPosition } from './fielding-positions'
import { ENTRY_INNING_LABELS, entryInningColumn } from './usage-buckets'
import { sliceUsage, type UsageGame, type UsageView } from './usage-slices'
import type { TeamCode } from './teams'

/** A player's stint at one position in one game, as substitutions stores it ('' where the source gives no position). */
export type FieldingStint = {
  gameId: string
  team: TeamCode
  playerId: string
  name: string
  position: string
  starter: boolean
  enteredSeq: number
  exitedSeq: number | null
}

/** A stint with its outs in the field and, for a 守備固め, the column of the inning he came in at. */
type Measured = FieldingStint & { outs: number; defensiveSubColumn: number | null }

const playerInGame = (stint: FieldingStint) => `${stint.gameId}:${stint.team}:${stint.playerId}`

/**
 * Measures each stint on its club's clock. A 守備固め is a player whose first stint of the game is
 * at a position in the field, not in the lineup from the start and not as a pinch hitter or runner
 * (a pinch hitter who stays on to field entered as a pinch hitter).
 */
export function measureStints(stints: readonly FieldingStint[], clocks: ReadonlyMap<string, FieldingClock>): Measured[] {
  const first = new Map<string, FieldingStint>()
  for (const stint of stints) {
    const known = first.get(playerInGame(stint))
    if (!known || stint.enteredSeq < known.enteredSeq || (stint.enteredSeq === known.enteredSeq && stint.starter)) first.set(playerInGame(stint), stint)
  }
  return stints.map((stint) => {
    const clock = clocks.get(`${stint.gameId}:${stint.team}`)
    const entersAsFielder = !stint.starter && first.get(playerInGame(stint)) === stint && isGlovePosition(stint.position)
    return {
      ...stint,
      outs: clock ? stintOuts(clock, stint.enteredSeq, stint.exitedSeq) : 0,
      defensiveSubColumn: entersAsFielder ? entryInningColumn(clock ? fieldingInningAfter(clock, stint.enteredSeq) : 9) : null,
    }
  })
}

const byUse = <Row extends { starts: number; name: string; playerId: string }>(a: Row, b: Row, more: number) =>
  b.starts - a.starts || more || a.name.localeCompare(b.name, 'ja') || a.playerId.localeCompare(b.playerId)

/** Who played `position`: each player's starts, games and outs there, most starts first. */
export function positionUsage(position: FieldingPosition, stints: readonly Measured[]): PositionUsage {
  const players = new Map<string, PositionPlayer & { gameIds: Set<string> }>()
  let defensiveSubs = 0
  for (const stint of stints) {
    if (stint.position !== position) continue
    const player = players.get(stint.playerId) ?? { playerId: stint.playerId, name: stint.name, starts: 0, games: 0, outs: 0, gameIds: new Set<string>() }
    players.set(stint.playerId, player)
    if (stint.starter) player.starts += 1
    player.outs += stint.outs
    player.gameIds.add(stint.gameId)
    if (stint.defensiveSubColumn !== null) defensiveSubs += 1
  }
  const list = [...players.values()].map(({ gameIds, ...player }) => ({ ...player, games: gameIds.size }))
  return {
    position,
    starts: list.reduce((sum, player) => sum + player.starts, 0),
    playersUsed: list.length,
    defensiveSubs,
    players: list.sort((a, b) => byUse(a, b, b.outs - a.outs)),
  }
}

/** Batters by games started and games entered later, whatever their position (pitchers' own stints aside). */
export function lineupUsage(stints: readonly Measured[]): LineupPlayer[] {
  const games = new Map<string, { player: Pick<LineupPlayer, 'playerId' | 'name'>; started: boolean }>()
  for (const stint of stints) {
    if (stint.position === 'P') continue
    const known = games.get(playerInGame(stint))
    games.set(playerInGame(stint), { player: { playerId: stint.playerId, name: stint.name }, started: (known?.started ?? false) || stint.starter })
  }
  const players = new Map<string, LineupPlayer>()
  for (const { player, started } of games.values()) {
    const row = players.get(player.playerId) ?? { ...player, starts: 0, substitute: 0 }
    players.set(player.playerId, row)
    if (started) row.starts += 1
    else row.substitute += 1
  }
  return [...players.values()].sort((a, b) => byUse(a, b, b.substitute - a.substitute))
}

export function clubFielding(team: TeamCode, games: number, stints: readonly Measured[]): ClubFielding {
  const defensiveSubs = ENTRY_INNING_LABELS.map(() => 0)
  for (const stint of stints) if (stint.defensiveSubColumn !== null) defensiveSubs[stint.defensiveSubColumn] = (defensiveSubs[stint.defensiveSubColumn] ?? 0) + 1
  return { team, games, positions: FIELDING_POSITIONS.map((position) => positionUsage(position, stints)), defensiveSubs, lineup: lineupUsage(stints) }
}

/**
 * The fielding-usage view of a season: each club of the view (and in monthly mode each month's).
 * `positionsKnown` is false when no stint of the season names a position (npb.jp's box scores).
 */
export function fieldingUsage(
  season: number,
  stints: readonly FieldingStint[],
  clocks: ReadonlyMap<string, FieldingClock>,
  games: readonly UsageGame[],
  view: UsageView,
): FieldingUsage {
  const { clubs, months } = sliceUsage(measureStints(stints, clocks), games, view)
  const club = (slice: (typeof clubs)[number]) => clubFielding(slice.team, slice.games, slice.items)
  return {
    season,
    ...view,
    positionsKnown: stints.some((stint) => isFieldingPosition(stint.position)),
    clubs: clubs.map(club),
    months: months.map((month) => ({ month: month.month, clubs: month.clubs.map(club) })),
  }
}
