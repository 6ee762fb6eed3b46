import { PageLink } from '@/components/navigation/PageLink'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import type { StandingsRow } from '@/lib/schemas/standings'
import { TeamName } from './TeamName'

type Props = { league: League; rows: readonly StandingsRow[]; href: string | null }

const COLUMNS: readonly Column<StandingsRow>[] = [
  { key: 'rank', header: '順位', align: 'center', width: 40, render: (row) => row.rank, cell: () => ({ className: 'font-semibold' }) },
  { key: 'team', header: '球団', rowHeader: true, render: (row) => <TeamName team={row.team} /> },
  { key: 'record', header: '勝-敗-分', align: 'right', glossary: { key: 'win' }, render: (row) => `${row.win}-${row.lose}-${row.draw}` },
  { key: 'winning_percentage', header: '勝率', align: 'right', glossary: { key: 'winning_percentage' }, render: (row) => formatRate3(row.winning_percentage) },
  { key: 'games_behind_display', header: 'ゲーム差', align: 'right', glossary: { key: 'games_behind' }, render: (row) => row.games_behind_display },
]

/** One league's table at a glance: rank, club, W-L-T, 勝率, ゲーム差. */
export function CompactStandings({ league, rows, href }: Props) {
  const name = LEAGUE_NAMES[league]
  return (
    <DataTable
      caption={name}
      captionNode={
        <caption className="px-3 text-left text-sm font-semibold text-white" style={{ backgroundColor: LEAGUE_COLORS[league] }}>
          {href ? (
            <PageLink href={href} className="flex min-h-11 items-center hover:underline sm:min-h-9">
              {name}
            </PageLink>
          ) : (
            <span className="flex min-h-11 items-center sm:min-h-9">{name}</span>
          )}
        </caption>
      }
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.team}
      density="compact"
    />
  )
}
