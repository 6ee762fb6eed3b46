import type { CanonicalPa, CanonicalStint } from '@/lib/domain/canonical-game'
import type { TeamCode } from '@/lib/domain/teams/teams'

type Sides = { home: TeamCode; away: TeamCode }

/**
 * Who played: each pitcher from first to last batter he faced, in the order the box lists them
 * (the first is the starter), and each batter who came to the plate. npb.jp does not say where a
 * batter fielded or when he left, so batters carry the position '' (unknown), which keeps them
 * out of fielding lines rather than guessing.
 */
export function buildStints(pas: readonly CanonicalPa[], pitchers: { home: readonly string[]; away: readonly string[] }, sides: Sides): CanonicalStint[] {
  const stints: CanonicalStint[] = []
  for (const side of ['away', 'home'] as const) {
    const team = sides[side]
    const fielding = side === 'home' ? 'top' : 'bottom'
    const faced = pas.filter((pa) => pa.half === fielding)
    const order = [...pitchers[side], ...faced.map((pa) => pa.pitcherId).filter((id) => !pitchers[side].includes(id))]
    ;[...new Set(order)].forEach((playerId, index) => {
      const own = faced.filter((pa) => pa.pitcherId === playerId)
      stints.push({
        team, playerId, position: 'P', battingOrder: null, starter: index === 0,
        enteredSeq: index === 0 ? 0 : (own[0]?.seq ?? 0), exitedSeq: own.at(-1)?.seq ?? null,
      })
    })
    const batting = pas.filter((pa) => pa.half !== fielding)
    const firstNine = new Set(batting.slice(0, 9).map((pa) => pa.batterId))
    for (const batterId of new Set(batting.map((pa) => pa.batterId))) {
      const own = batting.filter((pa) => pa.batterId === batterId)
      const starter = firstNine.has(batterId)
      stints.push({
        team, playerId: batterId, position: '', battingOrder: own[0]?.battingOrder ?? null, starter,
        enteredSeq: starter ? 0 : (own[0]?.seq ?? 0), exitedSeq: null,
      })
    }
  }
  return stints
}
