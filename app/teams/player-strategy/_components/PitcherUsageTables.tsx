import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatShares } from '@/lib/domain/format/shares'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { ClubPitching, PitcherUsage } from '@/lib/schemas/player-strategy'
import { ReliefEntriesTable } from './ReliefEntriesTable'
import { averageInnings, averagePitches, totalInnings } from './usage-format'

type Props = { club: ClubPitching; pitchers: readonly PitcherUsage[]; season: number }

/** The pitcher's name, linking to his page: the row header of every table here. */
export function pitcherColumn(season: number): Column<PitcherUsage> {
  return { key: 'pitcher', header: '投手', rowHeader: true, render: (row) => row.name, link: (row) => ({ href: playerCareerHref(row.playerId, 'pitching', season) }) }
}

/** One club's staff: its starters, its relievers, and when and at what score the relievers came in. */
export function PitcherUsageTables({ club, pitchers, season }: Props) {
  const starters = pitchers.filter((row) => row.counts.starts > 0)
  const relievers = [...pitchers].filter((row) => row.counts.reliefAppearances > 0).sort((a, b) => b.counts.reliefAppearances - a.counts.reliefAppearances)
  const startShares = new Map(starters.map((row, index) => [row.playerId, formatShares(starters.map((one) => one.counts.starts))[index] ?? '-']))
  const name = pitcherColumn(season)
  const starterColumns: Column<PitcherUsage>[] = [
    name,
    { key: 'starts', header: '先発', align: 'right', render: (row) => row.counts.starts },
    { key: 'startShare', header: '先発の割合', align: 'right', render: (row) => startShares.get(row.playerId) ?? '-' },
    { key: 'avgInnings', header: '平均投球回', align: 'right', render: (row) => averageInnings(row.counts.startOuts, row.counts.starts) },
    { key: 'avgPitches', header: '平均球数', align: 'right', render: (row) => averagePitches(row.counts) },
    { key: 'qs', header: 'QS', align: 'right', render: (row) => row.counts.qualityStarts },
    { key: 'startInnings', header: '先発投球回', align: 'right', render: (row) => totalInnings(row.counts.startOuts) },
  ]
  const reliefColumns: Column<PitcherUsage>[] = [
    name,
    { key: 'relief', header: '救援登板', align: 'right', render: (row) => row.counts.reliefAppearances },
    { key: 'reliefInnings', header: '救援回', align: 'right', render: (row) => totalInnings(row.counts.reliefOuts) },
    { key: 'backToBack', header: '連投', align: 'right', render: (row) => row.counts.backToBack },
    { key: 'longestRun', header: '最長連投', align: 'right', render: (row) => (row.counts.longestRun > 0 ? `${row.counts.longestRun}日` : '-') },
    { key: 'sv', header: 'セーブ', align: 'right', render: (row) => row.counts.saves, glossary: { key: 'sv', side: 'pitching' } },
    { key: 'hld', header: 'ホールド', align: 'right', render: (row) => row.counts.holds, glossary: { key: 'hld', side: 'pitching' } },
  ]
  // The club's line is drawn by the same columns, from the club's counts (the shares of its starts make 100%).
  const clubRow: PitcherUsage = { playerId: '', name: 'チーム計', counts: club.counts }
  const clubLine = (column: Column<PitcherUsage>) => (column.key === 'startShare' ? (club.counts.starts > 0 ? '100.0%' : '-') : column.render(clubRow))
  return (
    <div className="space-y-8">
      <section aria-labelledby="starters" className="space-y-3">
        <h2 id="starters" className="text-lg font-bold text-slate-900">先発投手</h2>
        <DataTable caption="先発投手の起用" columns={starterColumns} rows={starters} rowKey={(row) => row.playerId} density="compact" footer={[{ key: 'club', label: 'チーム計', value: clubLine }]} />
      </section>
      <section aria-labelledby="relievers" className="space-y-3">
        <h2 id="relievers" className="text-lg font-bold text-slate-900">救援投手</h2>
        <DataTable caption="救援投手の起用" columns={reliefColumns} rows={relievers} rowKey={(row) => row.playerId} density="compact" footer={[{ key: 'club', label: 'チーム計', value: clubLine }]} />
      </section>
      <section aria-labelledby="entries" className="space-y-3">
        <h2 id="entries" className="text-lg font-bold text-slate-900">救援投手の登板場面</h2>
        <p className="text-xs text-slate-500">登板したイニングと、登板時の点差（自チームから見た得点差）。抑え・セットアッパーがどの場面で使われたかが分かります。</p>
        <ReliefEntriesTable by="inning" caption="救援投手の登板イニング" lead={name} rows={relievers} rowKey={(row) => row.playerId} total={{ label: 'チーム計', counts: club.counts }} />
        <ReliefEntriesTable by="margin" caption="救援投手の登板時の点差" lead={name} rows={relievers} rowKey={(row) => row.playerId} total={{ label: 'チーム計', counts: club.counts }} />
      </section>
    </div>
  )
}
