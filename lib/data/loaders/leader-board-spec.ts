import 'server-only'
import type { StatFormat } from '@/lib/domain/format/stat-format'
import type { RankOrder } from '@/lib/domain/stats/career-ranking'

/** One leaderboard of the career and single-season record pages: what it ranks and how it prints. */
export type LeaderBoardSpec<Row> = {
  key: string
  title: string
  label: string
  format: StatFormat
  order?: RankOrder
  value: (row: Row) => number | null
}

/** A count list leaves out lines without one: nobody leads with zero. */
export const positive = (n: number) => (n > 0 ? n : null)
