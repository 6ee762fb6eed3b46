import { formatPercent, formatRate3 } from '@/lib/domain/format/numbers'
import { roundHalfUp } from '@/lib/domain/format/round'
import { outsToInnings } from '@/lib/domain/stats/innings'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { StatFormat } from '@/lib/schemas/career'

const COUNT = new Intl.NumberFormat('ja-JP')

/** A leaderboard value as record books print it: 1,520 / .311 / 2.21 / 3.055 / 19.9% / 1,818 2/3. */
export function formatStat(value: number | null, format: StatFormat): string {
  if (value === null || !Number.isFinite(value)) return '-'
  switch (format) {
    case 'count':
      return COUNT.format(value)
    case 'rate3':
      return formatRate3(value)
    case 'fixed2':
      return roundHalfUp(value, 2).toFixed(2)
    case 'fixed3':
      return roundHalfUp(value, 3).toFixed(3)
    case 'percent':
      return formatPercent(value)
    case 'innings': {
      const { whole, thirds } = outsToInnings(value)
      if (thirds === 0) return COUNT.format(whole)
      return whole === 0 ? `${thirds}/3` : `${COUNT.format(whole)} ${thirds}/3`
    }
  }
}

/** The clubs in the order he played for them: 日本ハム→巨人. */
export function formatTeams(teams: readonly TeamCode[]): string {
  return teams.map((team) => TEAM_BY_CODE[team].shortName).join('→')
}

/** A career's span: 2016–2025, or the one season. */
export function formatSpan(first: number, last: number): string {
  return first === last ? `${first}` : `${first}–${last}`
}
