import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { BoardFormat } from './board-columns'

/** A board value as the table and its CSV print it ('-' for none). */
export function printBoardValue(value: number | null, format: BoardFormat): string {
  return format === 'signed2' ? formatSigned(value, 2) : formatStat(value, format)
}
