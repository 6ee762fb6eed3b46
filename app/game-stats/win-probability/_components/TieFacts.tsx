import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatPercent } from '@/lib/domain/format/numbers'
import { tiedAfterRegulation } from '@/lib/domain/game-stats/win-probability-ties'
import { rate } from '@/lib/domain/stats/rate'
import type { WinProbabilityFacts } from '@/lib/schemas/win-probability'

type Row = { key: string; label: string; model: number | null; count: number; of: number; published: string }

const counted = (count: number, of: number) => `${formatPercent(rate(count, of))}（${count}/${of}試合）`

/**
 * The model's ties beside the season's games and NPB's usual rates (about 10 % level after nine,
 * about 2 % ending level): where the model and the games part, the map's extra-inning rows do too.
 */
export function TieFacts({ facts }: { facts: WinProbabilityFacts }) {
  const { season, games, tied_after_nine: level, ended_tied: tied, tie_at_first_pitch: first, tie_at_extra_start: extra } = facts
  const rows: Row[] = [
    { key: 'level', label: '9回を終えて同点（延長へ）', model: tiedAfterRegulation({ tieAtFirstPitch: first, tieAtExtraStart: extra }), count: level, of: games, published: '約10%' },
    { key: 'tie', label: '引き分けで終わる', model: first, count: tied, of: games, published: '約2%' },
    { key: 'extra', label: '延長に入った試合が引き分けで終わる', model: extra, count: tied, of: level, published: '-' },
  ]
  const columns: readonly Column<Row>[] = [
    { key: 'label', header: '項目', rowHeader: true, render: (row) => row.label },
    { key: 'model', header: 'モデル', align: 'right', render: (row) => formatPercent(row.model) },
    { key: 'games', header: `${season}年の試合`, align: 'right', render: (row) => counted(row.count, row.of) },
    { key: 'published', header: 'NPBの目安', align: 'right', render: (row) => row.published },
  ]
  return (
    <section aria-labelledby="tie-facts" className="space-y-3">
      <h2 id="tie-facts" className="text-lg font-bold text-slate-900">延長と引き分けの割合</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-700">
        {`モデルの値は、1回表の試合開始時（同点・無死走者なし）と10回表の開始時（同点）の引き分けの確率から求めています。${season}年の試合はレギュラーシーズン（交流戦を含む）の全試合です。`}
      </p>
      <DataTable caption={`${season}年 延長と引き分けの割合：モデル、実際の試合、NPBの目安`} columns={columns} rows={rows} rowKey={(row) => row.key} fit />
    </section>
  )
}
