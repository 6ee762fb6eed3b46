import type { CellProps } from '@/components/ui/DataTable'
import { heatColor, heatTextColor } from '@/lib/domain/pitching-analysis/heat-color'

/** A usage cell tinted on the heat scale from 0 to the table's largest share, so the main pitches stand out. */
export function shareTint(share: number | null, max: number): CellProps {
  if (share === null) return {}
  return { style: { background: heatColor(share, 0, max), color: heatTextColor(share, 0, max) } }
}
