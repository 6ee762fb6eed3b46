import type { CanonicalPlayer } from '@/lib/domain/canonical-game'
import type { NpbGamePlayer } from './game-schema'
import { npbTeamCode } from './game-identity'

const POSITIONS: Readonly<Record<string, string>> = { Pitcher: 'P', Catcher: 'C', Infielder: 'IF', Outfielder: 'OF' }

const count = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null)

const hand = <T extends string>(value: string | null | undefined, allowed: readonly T[]): T | null =>
  allowed.find((option) => option === value) ?? null

/** 'Chikamoto, Koji' → 'Koji Chikamoto', the order the site prints romaji in. */
function romaji(lastFirst: string | null | undefined): string | null {
  if (!lastFirst) return null
  const [last = '', first = ''] = lastFirst.split(',').map((part) => part.trim())
  return first ? `${first} ${last}` : last
}

/** The game file's player list (both schema versions) as canonical players; unknown clubs are skipped. */
export function readNpbPlayers(players: readonly NpbGamePlayer[]): CanonicalPlayer[] {
  return players.flatMap((player) => {
    const id = player.playerId ?? player.id
    const team = npbTeamCode(player.teamCode)
    const nameKanji = player.jaRegisteredName ?? player.jaBoxscoreName
    if (!id || !team || !nameKanji) return []
    return [{
      id,
      // npb.jp pads registered names with an ideographic space; the site uses a plain one.
      nameKanji: nameKanji.replace(/\u3000/g, ' ').trim(),
      nameRomaji: romaji(player.fullLFMName),
      birthDate: player.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(player.birthDate) ? player.birthDate : null,
      bats: hand(player.batSide, ['R', 'L', 'S'] as const),
      throws: hand(player.pitchHand, ['R', 'L'] as const),
      heightCm: count(player.height),
      weightKg: count(player.weight),
      team,
      number: player.primaryNumber ?? null,
      position: POSITIONS[player.primaryPosition ?? ''] ?? null,
    }]
  })
}
