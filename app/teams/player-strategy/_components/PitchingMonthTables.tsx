import { DataTable, type Column } from '@/components/ui/DataTable'
import type { ClubPitching, PitchingUsage } from '@/lib/schemas/player-strategy'
import { MonthMatrix } from './MonthMatrix'
import { averageInnings, averagePitches, inningShares, totalInnings } from './usage-format'

type MonthRow = { month: number; club: ClubPitching }

const COLUMNS: Column<MonthRow>[] = [
  { key: 'month', header: '月', rowHeader: true, render: (row) => `${row.month}月` },
  { key: 'games', header: '試合', align: 'right', render: (row) => row.club.games },
  { key: 'starters', header: '先発投手', align: 'right', render: (row) => `${row.club.starters}人` },
  { key: 'avgInnings', header: '平均投球回', align: 'right', render: (row) => averageInnings(row.club.counts.startOuts, row.club.counts.starts) },
  { key: 'avgPitches', header: '平均球数', align: 'right', render: (row) => averagePitches(row.club.counts) },
  { key: 'qs', header: 'QS', align: 'right', render: (row) => row.club.counts.qualityStarts },
  { key: 'relief', header: '救援登板', align: 'right', render: (row) => row.club.counts.reliefAppearances },
  { key: 'reliefInnings', header: '救援回', align: 'right', render: (row) => totalInnings(row.club.counts.reliefOuts) },
  { key: 'backToBack', header: '連投', align: 'right', render: (row) => row.club.counts.backToBack },
  { key: 'starterShare', header: '先発 投球回%', align: 'right', render: (row) => inningShares(row.club.counts).starters },
  { key: 'bullpenShare', header: '救援 投球回%', align: 'right', render: (row) => inningShares(row.club.counts).bullpen },
]

/** One club's key figures month by month, the season's under them. */
function ClubMonths({ usage }: { usage: PitchingUsage }) {
  const season = usage.clubs[0]
  const rows = usage.months.flatMap((month): MonthRow[] => (month.clubs[0] ? [{ month: month.month, club: month.clubs[0] }] : []))
  const seasonRow = season ? { month: 0, club: season } : null
  return (
    <DataTable
      caption="月別の投手起用"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => String(row.month)}
      density="compact"
      phoneLead={['bullpenShare']}
      footer={seasonRow ? [{ key: 'season', label: 'シーズン', value: (column) => column.render(seasonRow) }] : []}
    />
  )
}

/** Monthly mode: one club's figures by month, or every club's main figures side by side. */
export function PitchingMonthTables({ usage }: { usage: PitchingUsage }) {
  if (usage.team) return <ClubMonths usage={usage} />
  return (
    <div className="space-y-8">
      <MonthMatrix id="bullpen-share" title="救援投手の投球回の割合" note="球団の投球回のうち救援投手が投げた割合。" months={usage.months} season={usage.clubs} value={(club) => inningShares(club.counts).bullpen} />
      <MonthMatrix id="start-innings" title="先発投手の平均投球回" months={usage.months} season={usage.clubs} value={(club) => averageInnings(club.counts.startOuts, club.counts.starts)} />
      <MonthMatrix id="back-to-back" title="救援投手の連投" note="前日にも登板していた救援登板の数。" months={usage.months} season={usage.clubs} value={(club) => club.counts.backToBack} />
    </div>
  )
}
