import { TeamBadge } from '@/components/stats/records/TeamBadge'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { getBattingPostseason, getPitchingPostseason } from '@/lib/data/loaders/get-player-postseason'
import { stageLabel } from '@/lib/domain/players/postseason'
import type { RecordType } from '@/lib/schemas/career'
import type { BattingPostseason, PitchingPostseason } from '@/lib/schemas/player-postseason'
import { battingLineColumns, countColumn, pitchingLineColumns } from './game-log-columns'

type BattingStage = BattingPostseason['rows'][number]
type PitchingStage = PitchingPostseason['rows'][number]
type Props = { playerId: string; name: string; type: RecordType }

/** The postseason lines sum counts only (get-player-postseason.ts), not win values: a WPA column of 0.00 would read as data. */
const withoutWpa = <Row,>(columns: Column<Row>[]) => columns.filter((column) => column.key !== 'wpa')

const PITCHING_COUNTS = { g: '登板', gs: '先発', w: '勝', l: '敗', sv: 'S', hld: 'H' } as const

const LEADING: Column<BattingStage | PitchingStage>[] = [
  { key: 'season', header: '年度', rowHeader: true, render: (row) => row.season },
  { key: 'stage', header: 'ステージ', render: (row) => stageLabel(row.stage) },
  { key: 'team', header: '球団', render: (row) => <TeamBadge team={row.team} /> },
]

type TableProps<Row extends BattingStage | PitchingStage> = { caption: string; columns: Column<Row>[]; rows: readonly Row[]; total: Pick<Row, 'line' | 'rates'> }

/** Season, stage and club, then the line; the postseason total below (its stats drawn from the same columns). */
function StageTable<Row extends BattingStage | PitchingStage>({ caption, columns, rows, total }: TableProps<Row>) {
  const first = rows[0]
  if (!first) return null
  const totalRow = { ...first, ...total }
  return (
    <DataTable<Row> caption={caption} columns={[...(LEADING as Column<Row>[]), ...columns]} rows={rows} rowKey={(row) => `${row.season}-${row.stage}`}
      leading={LEADING.length} density="compact" footer={[{ key: 'total', label: `通算（${rows.length}ステージ）`, value: (column) => column.render(totalRow) }]} />
  )
}

/** ポストシーズン成績: CS and 日本シリーズ lines, stage by stage, kept out of the regular-season table above. */
export function PostseasonTable(props: Props) {
  return (
    <section aria-labelledby="postseason" className="space-y-2 pt-2">
      <h2 id="postseason" className="text-base font-bold text-slate-900">ポストシーズン成績</h2>
      <PostseasonLines {...props} />
      <p className="text-xs text-slate-600">クライマックスシリーズ（CS）と日本シリーズの成績です。上の年度別成績（レギュラーシーズン）には含みません。</p>
    </section>
  )
}

function PostseasonLines({ playerId, name, type }: Props) {
  const caption = `${name} ポストシーズン${type === 'batting' ? '打撃' : '投手'}成績`
  if (type === 'batting') {
    const postseason = getBattingPostseason(playerId)
    const columns = [countColumn<BattingStage>('g', '試合', (row) => row.line.g), ...withoutWpa(battingLineColumns<BattingStage>())]
    return !postseason ? <NoPostseason /> : <StageTable<BattingStage> caption={caption} columns={columns} rows={postseason.rows} total={postseason.total} />
  }
  const postseason = getPitchingPostseason(playerId)
  const counts = (Object.keys(PITCHING_COUNTS) as (keyof typeof PITCHING_COUNTS)[]).map((key) => countColumn<PitchingStage>(key, PITCHING_COUNTS[key], (row) => row.line[key]))
  return !postseason ? <NoPostseason /> : <StageTable<PitchingStage> caption={caption} columns={[...counts, ...withoutWpa(pitchingLineColumns<PitchingStage>())]} rows={postseason.rows} total={postseason.total} />
}

function NoPostseason() {
  return <p className="text-sm text-slate-700">ポストシーズンの出場はありません。</p>
}
