import type { CanonicalPlayer } from '@/lib/domain/canonical-game'
import type { TeamCode } from '@/lib/domain/teams/teams'

export type RosterEntry = { season: number; playerId: string; team: TeamCode; number: string | null; position: string | null }

/**
 * What the later of two sightings of one person says, each fact kept from the earlier where the
 * later lacks it: npb.jp's 2024 files carry birth dates, bodies and positions that its 2025 files
 * leave out, and a player seen in both keeps them.
 */
export function mergePerson(earlier: CanonicalPlayer, later: CanonicalPlayer): CanonicalPlayer {
  return {
    id: later.id,
    nameKanji: later.nameKanji,
    nameRomaji: later.nameRomaji ?? earlier.nameRomaji,
    birthDate: later.birthDate ?? earlier.birthDate,
    bats: later.bats ?? earlier.bats,
    throws: later.throws ?? earlier.throws,
    heightCm: later.heightCm ?? earlier.heightCm,
    weightKg: later.weightKg ?? earlier.weightKg,
    team: later.team,
    number: later.number ?? earlier.number,
    position: later.position ?? earlier.position,
  }
}

/**
 * The people of imported games, one record each, and a roster line per season and person (club,
 * number and position as of his last game that season) — not one line for his last season only.
 * Feed sightings in game order.
 */
export function peopleBySeason() {
  const people = new Map<string, CanonicalPlayer>()
  const rosters = new Map<string, RosterEntry>()
  return {
    people,
    rosters,
    see(player: CanonicalPlayer, season: number): void {
      const known = people.get(player.id)
      const person = known ? mergePerson(known, player) : player
      people.set(player.id, person)
      const line = rosters.get(`${season}:${player.id}`)
      // A number belongs to its club: one seen with another club that season is not carried over.
      const number = player.number ?? (line?.team === player.team ? line.number : null)
      rosters.set(`${season}:${player.id}`, { season, playerId: player.id, team: player.team, number, position: player.position ?? line?.position ?? null })
    },
  }
}
