import type { IkkyuBoxBatter, IkkyuGame } from './schema'

export type Side = 'home' | 'away'

/**
 * Our id for a 一球速報 player: its own 7-digit id with a `y` in front (y2118420), so it can never
 * collide with npb.jp's 8-digit ids; the two sources are not linked to one person here.
 */
export const ikkyuPlayerId = (sourceId: string) => `y${sourceId}`

const compact = (name: string) => name.normalize('NFKC').replace(/\s+/g, '')

/** A box batting line with its player id, taken from the PAs by name where the box has none. */
export type BoxBatter = IkkyuBoxBatter & { id: string | null; side: Side }

/** Who played for each side, looked up by id or by the names the scoreboard prints. */
export type Roster = {
  boxBatters: readonly BoxBatter[]
  battingOrder: (playerId: string) => number | null
  /** A runner, catcher or pitcher named in result_detail, within one side. */
  findByName: (name: string, side: Side) => string | null
}

export function buildRoster(game: IkkyuGame): Roster {
  const people = new Map<string, { name: string; side: Side }>()
  const sideOfTeam = (team: string): Side => (team === game.home ? 'home' : 'away')
  for (const atBat of game.atbats) {
    people.set(ikkyuPlayerId(atBat.batter.player_id), { name: atBat.batter.name, side: sideOfTeam(atBat.batting_team) })
    people.set(ikkyuPlayerId(atBat.pitcher.player_id), { name: atBat.pitcher.name, side: sideOfTeam(atBat.fielding_team) })
  }
  for (const side of ['home', 'away'] as const) {
    for (const line of game.boxscore.pitching[side]) people.set(ikkyuPlayerId(line.player_id), { name: line.name, side })
  }
  const idByName = (name: string, side: Side) =>
    [...people].find(([, person]) => person.side === side && compact(person.name) === compact(name))?.[0] ?? null
  const boxBatters: BoxBatter[] = (['away', 'home'] as const).flatMap((side) =>
    game.boxscore.batting[side].map((line) => ({ ...line, side, id: line.player_id ? ikkyuPlayerId(line.player_id) : idByName(line.name, side) })),
  )
  for (const line of boxBatters) if (line.id && !people.has(line.id)) people.set(line.id, { name: line.name, side: line.side })
  const orderById = new Map(boxBatters.flatMap((line) => (line.id ? [[line.id, line.order] as const] : [])))
  return {
    boxBatters,
    battingOrder: (playerId) => orderById.get(playerId) ?? null,
    findByName: (name, side) => {
      const short = compact(name)
      const matches = [...people].filter(([, person]) => person.side === side && compact(person.name).startsWith(short))
      // 「中村」 alone means the one whose whole surname it is when the team also has a 中村悠平.
      const exact = matches.find(([, person]) => (person.name.normalize('NFKC').split(/\s+/)[0] ?? '') === short)
      return (exact ?? matches[0])?.[0] ?? null
    },
  }
}
