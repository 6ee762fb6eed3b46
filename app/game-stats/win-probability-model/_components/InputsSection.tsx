import { DataTable, type Column } from '@/components/ui/DataTable'
import { baseOutLabel, outcomeLabel } from '@/lib/domain/game-stats/win-model-inputs'
import { formatPercent } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { WinModelInputs } from '@/lib/schemas/win-model'

type Props = { season: number; inputs: WinModelInputs | null }
type Row = WinModelInputs['states'][number]

const COLUMNS: readonly Column<Row>[] = [
  { key: 'state', header: '打席前の状況', rowHeader: true, render: (row) => baseOutLabel(row.outs, row.bases) },
  { key: 'sample', header: '打席', align: 'right', render: (row) => formatStat(row.sample, 'count') },
  { key: 'out', header: 'アウト', align: 'right', render: (row) => formatPercent(row.outRate) },
  { key: 'score', header: '得点', align: 'right', render: (row) => formatPercent(row.scoreRate) },
  { key: 'runs', header: '平均得点', align: 'right', render: (row) => formatStat(row.meanRuns, 'decimal3') },
  {
    key: 'top',
    header: '主な次の状況',
    wrap: true,
    render: (row) => row.top.map((outcome) => `${outcomeLabel(outcome)} ${formatPercent(outcome.probability)}`).join('・'),
  },
]

/** The chain's inputs: for each of the 24 states, how PAs from it ended, counted from the season's events. */
export function InputsSection({ season, inputs }: Props) {
  return (
    <section aria-labelledby="inputs" className="space-y-3">
      <h2 id="inputs" className="text-lg font-bold text-slate-900">入力（状態遷移）</h2>
      {inputs === null ? (
        <p className="text-sm text-slate-600">{`${season}年は打席ごとの記録がないため、遷移確率を数えられません。`}</p>
      ) : (
        <>
          <p className="max-w-3xl text-sm leading-relaxed text-slate-700">
            {`${season}年のレギュラーシーズン${formatStat(inputs.pas, 'count')}打席を、打席が始まったときのアウト数と走者で24に分け、打席の結果どの状況に移り何点入ったかを数えた割合です。モデルはこの割合を表・裏の区別なく使います。「アウト」は打席でアウトが増えた割合（併殺を含む）、「得点」は1点以上入った割合です。`}
          </p>
          <DataTable caption={`${season}年 打席前の状況ごとの遷移確率`} columns={COLUMNS} rows={inputs.states} rowKey={(row) => `${row.outs}-${row.bases}`} pinned={1} density="compact" />
        </>
      )}
    </section>
  )
}
