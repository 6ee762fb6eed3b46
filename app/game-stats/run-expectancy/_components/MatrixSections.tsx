import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { RunExpectancyMatrixView } from '@/lib/schemas/run-expectancy'
import { MatrixTable } from './MatrixTable'

const decimal3 = (value: number | null) => formatStat(value, 'decimal3')
const percent = (value: number | null) => formatStat(value, 'percent')

/** The season's RE matrix with the PAs behind each cell, and the matrix of the chance to score at all. */
export function MatrixSections({ view }: { view: RunExpectancyMatrixView }) {
  const scope = `${view.season}年 ${LEAGUE_SCOPE_LABELS[view.league]}`
  return (
    <>
      <section aria-labelledby="re-matrix" className="space-y-3">
        <h2 id="re-matrix" className="text-lg font-bold text-slate-900">
          <GlossaryLink statKey="run_expectancy">得点期待値</GlossaryLink>表
        </h2>
        <p className="max-w-3xl text-sm text-slate-600">その状況からイニングが終わるまでに入る平均得点です。括弧内はその状況から始まった打席の数（標本）で、色が濃いほど得点が多く見込めます。</p>
        <MatrixTable caption={`${scope}の得点期待値（括弧内は打席数）`} cells={view.cells} value={(cell) => cell.runs} format={decimal3} withSample />
      </section>
      <section aria-labelledby="scoring-probability" className="space-y-3">
        <h2 id="scoring-probability" className="text-lg font-bold text-slate-900">得点確率（1点以上入る確率）</h2>
        <p className="max-w-3xl text-sm text-slate-600">同じ打席のうち、イニングが終わるまでに1点以上入った割合です。1点を取りに行く作戦（送りバントなど）の損得は、得点期待値よりこちらで見ます。</p>
        <MatrixTable caption={`${scope}の得点確率`} cells={view.cells} value={(cell) => cell.scoring_probability} format={percent} />
      </section>
    </>
  )
}
