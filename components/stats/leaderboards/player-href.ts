import { playerCareerHref } from '@/components/stats/countdown/format-countdown'
import type { RecordType } from '@/lib/schemas/career'

/**
 * The player's career page of a season he played: his batting record from a batting list, his
 * pitching record from a pitching list — the season of the line, or his last one for a career.
 */
export function playerHref(playerId: string, type: RecordType, season: number): string {
  return playerCareerHref(playerId, type, season)
}
