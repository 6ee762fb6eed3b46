import 'server-only'
import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import type { League, TeamCode } from '@/lib/domain/teams/teams'
import type { StatSide } from '@/lib/schemas/stat-lines'

/**
 * A view's lines: a side, one season (`from` = `to`) or a range of them, a split filter and an
 * optional club or league. Over a range a month split takes that month of every season, and a
 * date range or "as of" date (which names one season's days) is dropped.
 */
export type StatLinesQuery<S extends StatSide = StatSide> = {
  side: S
  from: number
  to: number
  filter: SplitFilter
  team?: TeamCode
  league?: League
}
