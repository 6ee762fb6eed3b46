import type { Column } from '@/components/ui/DataTable'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { TeamLink, teamCellStyle } from './TeamLink'

/**
 * The standings tables' row header: the club's name in a cell painted in its home colours, as wide
 * as ソフトバンク from sm up so both leagues' tables line up (on a phone 44 px, the tap target of its one-character label).
 */
export function teamColumn<Row extends { team: TeamCode }>(): Column<Row> {
  return {
    key: 'team',
    header: '球団',
    rowHeader: true,
    render: (row) => <TeamLink team={row.team} />,
    cell: (row) => ({ className: 'min-w-11 px-2 sm:min-w-26', style: teamCellStyle(row.team) }),
  }
}
