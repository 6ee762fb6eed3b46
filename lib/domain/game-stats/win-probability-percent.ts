import { formatPercent } from '@/lib/domain/format/numbers'

/**
 * A chance as the map prints it, '52.2%'. A chance that is not quite 0 or 1 never prints as
 * '0.0%' or '100.0%': those are kept for what is certain (a game already decided).
 *
 * @example formatChance(0.99971) // '>99.9%'
 * @example formatChance(0.0003) // '<0.1%'
 */
export function formatChance(chance: number): string {
  if (chance > 0 && chance < 0.0005) return '<0.1%'
  if (chance < 1 && chance >= 0.9995) return '>99.9%'
  return formatPercent(chance, 1)
}
