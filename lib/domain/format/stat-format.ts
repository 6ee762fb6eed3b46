import { roundHalfUp } from './round'
import { formatEra, formatInnings, formatPercent, formatRate3, formatSigned } from './numbers'

/**
 * How a stat prints; the number itself stays unrounded. `count` whole numbers with thousands
 * separators, `rate3` .312, `era` and `decimal2` two decimals, `decimal1` one, `decimal3` three,
 * `signed1` +12.3, `integer` rounded (wRC+), `percent` 21.3%, `innings` outs as 1,818 2/3.
 */
export const STAT_FORMATS = ['count', 'rate3', 'era', 'decimal1', 'decimal2', 'decimal3', 'signed1', 'integer', 'percent', 'innings'] as const
export type StatFormat = (typeof STAT_FORMATS)[number]

const DASH = '-'
const COUNT = new Intl.NumberFormat('ja-JP')
const AVERAGE = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

function innings(outs: number): string {
  const whole = Math.floor(outs / 3)
  // formatInnings prints the thirds; the whole innings get their separators here.
  return whole >= 1000 ? formatInnings(outs).replace(String(whole), COUNT.format(whole)) : formatInnings(outs)
}

/**
 * A stat as record books print it. `perClub`: a league's per-club average row, whose counts all
 * print with one decimal so the column lines up.
 */
export function formatStat(value: number | null, format: StatFormat, perClub = false): string {
  if (value === null || !Number.isFinite(value)) return DASH
  switch (format) {
    case 'count':
      return perClub || !Number.isInteger(value) ? AVERAGE.format(roundHalfUp(value, 1)) : COUNT.format(value)
    case 'rate3':
      return formatRate3(value)
    case 'era':
      return formatEra(value)
    case 'decimal1':
      return roundHalfUp(value, 1).toFixed(1)
    case 'decimal2':
      return roundHalfUp(value, 2).toFixed(2)
    case 'decimal3':
      return roundHalfUp(value, 3).toFixed(3)
    case 'signed1':
      return formatSigned(value, 1)
    case 'integer':
      return roundHalfUp(value, 0).toFixed(0)
    case 'percent':
      return formatPercent(value)
    case 'innings':
      // A league's per-club average is a fraction of an out: show the nearest out.
      return innings(roundHalfUp(value, 0))
  }
}
