import type { RecordType } from '@/lib/schemas/career'

/** The player's page: his batting record from a batting list, his pitching record from a pitching list. */
export function playerHref(playerId: string, type: RecordType): string {
  return type === 'batting' ? `/players/${playerId}` : `/players/${playerId}/pitching`
}
