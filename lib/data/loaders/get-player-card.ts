import 'server-only'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { getPlayerCareer } from '@/lib/data/loaders/get-player-career'
import { getPlayerProfile } from '@/lib/data/loaders/get-player-profile'
import { playerCardSide, playerCardText, type PlayerCardText } from '@/lib/domain/players/player-card'

/**
 * What a player's Open Graph card for a season says: his main side's key line that season (the
 * summed line when a trade split it, as the summary strip on his page reads it). Null for an unknown
 * player or a season he has no page for — the same answer proxy.ts gives his pages.
 */
export function getPlayerCard(playerId: string, season: number): PlayerCardText | null {
  const profile = getPlayerProfile(playerId)
  const row = profile?.seasons.find((candidate) => candidate.season === season)
  if (!profile || !row) return null
  const side = playerCardSide(row, profile.primary_position)
  const career = row[side] ? getPlayerCareer(playerId, side) : null
  const line = career?.splitSeasons.find((total) => total.season === season) ?? career?.rows.find((line) => line.season === season) ?? null
  return playerCardText({ name: profile.name, kana: profile.kana, romaji: profile.romaji, season, team: row.team, side, line, simulated: isSimulated(getDataSource()) })
}
