import { teamHref } from '@/components/stats/standings/TeamLink'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import { isTeamCode } from '@/lib/domain/teams/teams'
import type { DraftGroup } from '@/lib/schemas/draft-analysis'
import { pickHref } from './draft-pick-labels'

type Props = {
  caption: string
  /** The first column's heading: 順位, 出身, 球団, 指名年. */
  heading: string
  groups: readonly DraftGroup[]
  /** Extra rows under the body, e.g. the class's total. */
  total?: DraftGroup
}

const VALUE = { key: 'player_value' }

/** One row per group of picks: how many, how many reached the first team and ended above average, their value, and the best of them. */
export function DraftGroupTable({ caption, heading, groups, total }: Props) {
  const columns: Column<DraftGroup>[] = [
    { key: 'label', header: heading, rowHeader: true, render: (group) => group.label, link: (group) => (isTeamCode(group.key) ? { href: teamHref(group.key) } : null) },
    { key: 'picks', header: '指名', align: 'right', render: (group) => formatStat(group.picks, 'count') },
    { key: 'reached', header: '一軍出場', align: 'right', render: (group) => formatStat(group.reached, 'count') },
    { key: 'reach_rate', header: '一軍到達率', align: 'right', render: (group) => formatStat(group.reach_rate, 'percent') },
    { key: 'positive', header: '平均以上', align: 'right', render: (group) => formatStat(group.positive, 'count') },
    { key: 'positive_rate', header: '平均以上の率', align: 'right', render: (group) => formatStat(group.positive_rate, 'percent') },
    { key: 'total_value', header: '通算価値', align: 'right', glossary: VALUE, render: (group) => formatStat(group.total_value, 'signed1') },
    { key: 'value_per_pick', header: '1人あたり', align: 'right', render: (group) => formatStat(group.value_per_pick, 'signed1') },
    {
      key: 'best',
      header: '最も価値の高い選手',
      wrap: true,
      render: (group) => group.best?.name ?? '-',
      link: (group) => {
        const href = group.best ? pickHref(group.best) : null
        return group.best && href ? { href, note: formatStat(group.best.value, 'signed1') } : null
      },
    },
  ]
  return (
    <DataTable<DraftGroup>
      caption={caption}
      rows={groups}
      rowKey={(group) => group.key}
      columns={columns}
      phoneLead={['reach_rate']}
      density="compact"
      {...(total ? { footer: [{ key: 'total', label: total.label, value: (column) => (column.key === 'best' ? '' : column.render(total)) }] } : {})}
    />
  )
}
