import { inningsToOuts as outsFromThirds } from '@/lib/domain/stats/innings'

/**
 * Outs from innings pitched as the scraped tables print them: the whole innings in one column and
 * '.1' / '.2' (or nothing) in the next. A single '76.2' in the first column is read the same way,
 * since newer files join the two. The digit after the point counts outs, not tenths.
 * @example inningsToOuts('76', '.2') // 230
 * @example inningsToOuts('61', '') // 183
 */
export function inningsToOuts(whole: string, fraction: string): number {
  const joined = `${whole.trim()}${fraction.trim()}`
  const match = /^(\d+)?(?:\.([012]))?$/.exec(joined)
  if (!match || joined === '') throw new RangeError(`innings pitched must look like 76, 76.2 or .1, got "${joined}"`)
  return outsFromThirds(Number(match[1] ?? 0), Number(match[2] ?? 0))
}
