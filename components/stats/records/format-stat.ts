import { formatEra, formatInnings, formatPercent, formatRate3, formatSigned } from '@/lib/domain/format/numbers'
import { roundHalfUp } from '@/lib/domain/format/round'

/**
 * How a column prints: `count` whole numbers (a per-club average one decimal),
 * `rate3` .312, `era` and `decimal2` two decimals, `decimal1` one, `signed1` +12.3, `integer`
 * rounded (wRC+), `percent` 21.3%, `innings` outs as 123 1/3.
 */
export type StatFormat = 'count' | 'rate3' | 'era' | 'decimal2' | 'decimal1' | 'signed1' | 'integer' | 'percent' | 'innings'

const DASH = '-'

/** `perClub`: a league's per-club average row, whose counts all print with one decimal so the column lines up. */
export function formatStat(value: number | null, format: StatFormat, perClub = false): string {
  if (value === null || !Number.isFinite(value)) return DASH
  switch (format) {
    case 'count':
      return perClub || !Number.isInteger(value) ? roundHalfUp(value, 1).toFixed(1) : String(value)
    case 'rate3':
      return formatRate3(value)
    case 'era':
      return formatEra(value)
    case 'decimal2':
      return roundHalfUp(value, 2).toFixed(2)
    case 'decimal1':
      return roundHalfUp(value, 1).toFixed(1)
    case 'signed1':
      return formatSigned(value, 1)
    case 'integer':
      return roundHalfUp(value, 0).toFixed(0)
    case 'percent':
      return formatPercent(value)
    case 'innings':
      // A league's per-club average is a fraction of an out: show the nearest out.
      return formatInnings(roundHalfUp(value, 0))
  }
}
