import { getTeamByCode } from '@/lib/domain/teams/teams'

export type GameIdParts = { date: string; dateLabel: string; homeName: string; awayName: string; number: number }

/** Reads a validated game id (YYYYMMDD-home-away-NN) into display parts. */
export function describeGameId(gameId: string): GameIdParts {
  const [datePart = '', home = '', away = '', number = '1'] = gameId.split('-')
  const year = Number(datePart.slice(0, 4))
  const month = Number(datePart.slice(4, 6))
  const day = Number(datePart.slice(6, 8))
  return {
    date: `${datePart.slice(0, 4)}-${datePart.slice(4, 6)}-${datePart.slice(6, 8)}`,
    dateLabel: `${year}年${month}月${day}日`,
    homeName: getTeamByCode(home)?.shortName ?? home,
    awayName: getTeamByCode(away)?.shortName ?? away,
    number: Number(number),
  }
}
