import { formatInnings } from '@/lib/domain/format/numbers'
import type { SeasonRecordsScope } from '@/lib/schemas/season-records'

/**
 * The season's qualifying mark in words: 規定打席 = 3.1 × team games (rounded half-up), 規定投球回
 * = 1.0 × team games. When the clubs have played different numbers of games (mid-season) the
 * mark is per club, so the range is given.
 */
export function qualifyingNote(type: 'batting' | 'pitching', scope: SeasonRecordsScope): string {
  const games = scope.teams.map((team) => team.games)
  const [fewest, most] = [Math.min(...games), Math.max(...games)]
  const gamesText = fewest === most ? `${most}試合` : `${fewest}〜${most}試合`
  if (type === 'batting') {
    const { min, max } = scope.qualifyingPa
    return `規定打席 ${min === max ? max : `${min}〜${max}`}（チーム試合数 ${gamesText} × 3.1）`
  }
  const { min, max } = scope.qualifyingOuts
  const innings = min === max ? formatInnings(max) : `${formatInnings(min)}〜${formatInnings(max)}`
  return `規定投球回 ${innings}回（チーム試合数 ${gamesText} × 1.0）`
}
