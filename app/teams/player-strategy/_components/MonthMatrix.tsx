import { TeamBadge } from '@/components/stats/records/TeamBadge'
import { DataTable, type Column } from '@/components/ui/DataTable'
import type { TeamCode } from '@/lib/domain/teams/teams'

type Month<Club> = { month: number; clubs: readonly Club[] }

type Props<Club extends { team: TeamCode }> = {
  id: string
  title: string
  note?: string
  months: readonly Month<Club>[]
  /** The season's line of each club, under the months. */
  season: readonly Club[]
  value: (club: Club) => string | number
}

/** One figure for every club, month by month (3月 … 10月), with the season's under the months. */
export function MonthMatrix<Club extends { team: TeamCode }>({ id, title, note, months, season, value }: Props<Club>) {
  const teams = season.map((club) => club.team)
  const columns: Column<Month<Club>>[] = [
    { key: 'month', header: '月', rowHeader: true, render: (row) => `${row.month}月` },
    ...teams.map((team): Column<Month<Club>> => {
      const of = (clubs: readonly Club[]) => {
        const club = clubs.find((one) => one.team === team)
        return club ? value(club) : '-'
      }
      return { key: team, header: <TeamBadge team={team} />, align: 'right', render: (row) => of(row.clubs) }
    }),
  ]
  const seasonLine = (column: Column<Month<Club>>) => {
    const club = season.find((one) => one.team === column.key)
    return club ? value(club) : ''
  }
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">{title}</h2>
      {note ? <p className="text-xs text-slate-500">{note}</p> : null}
      <DataTable caption={`月別の${title}`} columns={columns} rows={months} rowKey={(row) => String(row.month)} density="compact" footer={[{ key: 'season', label: 'シーズン', value: seasonLine }]} />
    </section>
  )
}
