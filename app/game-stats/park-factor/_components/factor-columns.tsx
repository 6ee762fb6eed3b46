import { teamHref } from '@/components/stats/standings/TeamLink'
import type { Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { VenueMetric } from '@/lib/domain/sabermetrics/venue-factors'
import type { VenueFactorLine } from '@/lib/schemas/park-factor'
import type { FactorBasis } from './park-factor-query'

export const pf = (value: number | null) => formatStat(value, 'decimal3')

/** The event metrics' column labels, in the table's order. */
export const EVENT_LABELS: readonly (readonly [Exclude<VenueMetric, 'runs'>, string])[] = [
  ['hr', '本塁打'],
  ['h', '安打'],
  ['2b', '二塁打'],
  ['3b', '三塁打'],
  ['so', '三振'],
  ['bb', '四球'],
]

const ROLE_BADGES: Readonly<Record<VenueFactorLine['park'], string | null>> = { main: null, regional: '地方球場', other_main: '他球団の本拠地' }
const BADGE = 'ml-1 inline-block rounded bg-slate-100 px-1 text-xs font-normal text-slate-600'

/** The venue, with what it is to the club (地方球場…) and 参考 when its sample is small. */
function VenueCell({ line }: { line: VenueFactorLine }) {
  const role = ROLE_BADGES[line.park]
  return (
    <>
      {line.venue}
      {role ? <span className={BADGE}>{role}</span> : null}
      {line.small_sample ? <span className={`${BADGE} bg-amber-100 text-amber-900`}>参考</span> : null}
    </>
  )
}

/** The run factor column of the table's basis: the one a phone shows beside the venue. */
export const leadKey = (basis: FactorBasis) => `runs_${basis}`

/** Venue, club, home games, run PF single-year and multi-year (with its pool), and the event factors of the basis. */
export function factorColumns(basis: FactorBasis): Column<VenueFactorLine>[] {
  return [
    { key: 'venue', header: '球場', rowHeader: true, width: 150, wrap: true, render: (line) => <VenueCell line={line} /> },
    { key: 'team', header: '主催球団', render: (line) => line.team_name, link: (line) => ({ href: teamHref(line.team) }) },
    { key: 'games', header: '主催試合', align: 'right', render: (line) => formatStat(line.home_games, 'count') },
    { key: 'runs_single', header: '得点PF 単年', align: 'right', glossary: { key: 'park_factor' }, render: (line) => pf(line.single.runs) },
    { key: 'runs_multi', header: '得点PF 複数年', align: 'right', glossary: { key: 'park_factor' }, render: (line) => pf(line.multi.runs) },
    { key: 'pool', header: '複数年の標本', align: 'right', render: (line) => `${line.years}年・${formatStat(line.pooled_home_games, 'count')}試合` },
    ...EVENT_LABELS.map(([metric, label]): Column<VenueFactorLine> => ({ key: metric, header: label, align: 'right', render: (line) => pf(line[basis][metric]) })),
  ]
}
