import type { ReactNode } from 'react'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'

const LEAGUES: readonly League[] = ['central', 'pacific']

type Props<Row> = {
  /** Each table's caption is this and the league's name. */
  caption: string
  /** The row's label (title, season, position), repeated in each league's table. */
  label: Column<Row>
  rows: readonly Row[]
  rowKey: (row: Row) => string
  winners: (league: League, row: Row) => ReactNode
}

/**
 * A table per league, stacked on phones and side by side on wide screens: a phone reaches パ・リーグ
 * by scrolling down, never sideways, and long winner lines wrap instead of being cut.
 */
export function LeagueTables<Row>({ caption, label, rows, rowKey, winners }: Props<Row>) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {LEAGUES.map((league) => (
        <DataTable
          key={league}
          caption={`${caption} ${LEAGUE_NAMES[league]}`}
          columns={[label, { key: league, header: LEAGUE_NAMES[league], wrap: true, render: (row) => winners(league, row) }]}
          rows={rows}
          rowKey={rowKey}
          density="compact"
        />
      ))}
    </div>
  )
}
