import { PageLink } from '@/components/navigation/PageLink'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { DataTable } from '@/components/ui/DataTable'
import { getRunValueFigures } from '@/lib/data/loaders/get-run-value-figures'
import { formatBases } from '@/lib/domain/format/game-state'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { RUN_VALUE_EVENT_LABELS } from '@/lib/domain/sabermetrics/run-value-events'
import type { RunValueFigures } from '@/lib/schemas/column-figures'
import { ArticleSection } from './ArticleSection'
import { Formula } from './Formula'
import { TermLink } from './TermLink'
import { WobaWeightsTable } from './WobaWeightsTable'

const EVENT_LABELS: Readonly<Record<string, string>> = RUN_VALUE_EVENT_LABELS

const re = (runs: number | null) => formatStat(runs, 'decimal3')
const signed = (runs: number | null) => formatSigned(runs, 3)
const OUTS = ['無死', '一死', '二死'] as const

function MatrixTable({ matrix, season }: Pick<RunValueFigures, 'matrix' | 'season'>) {
  const rows = [0, 1, 2, 3, 4, 5, 6, 7].map((bases) => ({ bases, cells: [0, 1, 2].map((outs) => matrix[outs * 8 + bases]) }))
  return (
    <DataTable
      caption={`${season}年 得点期待値（NPB全体）。括弧内はその状況から始まった打席の数`}
      rowKey={(row) => String(row.bases)}
      rows={rows}
      columns={[
        { key: 'bases', header: '走者', render: (row) => formatBases(row.bases) },
        ...OUTS.map((label, outs) => ({
          key: label,
          header: label,
          align: 'right' as const,
          render: (row: (typeof rows)[number]) => (
            <>
              <span className="font-medium tabular-nums">{re(row.cells[outs]?.runs ?? null)}</span>
              <span className="ml-1 text-xs text-slate-500 tabular-nums">({formatStat(row.cells[outs]?.sample ?? 0, 'count')})</span>
            </>
          ),
        })),
      ]}
    />
  )
}

/** /columns/run-values: run expectancy, RE24, linear weights and wOBA weights, with the latest season's figures. */
export function RunValuesArticle() {
  const figures = getRunValueFigures()
  if (!figures) return <RecordsNotice>データベースが未構築のため、計算例の数値を表示できません。</RecordsNotice>
  const { season, matrix, example, weights, woba } = figures
  const halfInnings = matrix[0]?.sample ?? 0
  return (
    <div className="space-y-8">
      <p className="text-sm leading-relaxed text-slate-700 sm:text-base">
        RE24・得点価値（線形加重）・wOBAは、どれも「その打席で何点分の仕事をしたか」を測る指標で、土台は同じ得点期待値表です。当サイトはこれらを試合ごとの打席の記録から自前で計算しています。以下の数値は{season}年のNPB全体（セ・パ両リーグと交流戦）の実際の値です。
      </p>
      <ArticleSection id="re-matrix" title="得点期待値表">
        <p>
          <TermLink statKey="run_expectancy">得点期待値</TermLink>は、アウトカウント（3通り）と走者の状況（8通り）を組み合わせた24の状況ごとに、そこからイニングが終わるまでに平均何点入るかです。
        </p>
        <Formula>RE(走者, アウト) ＝ その状況から始まった打席の後、イニング終了までに入った得点の合計 ÷ その状況の回数</Formula>
        <ul className="list-disc space-y-1 pl-5">
          <li>1〜8回の、3アウトまで行われたイニングだけを使います。サヨナラで終わったイニング、延長、9回裏の打ち切りは途中で終わったり作戦が違ったりして平均をゆがめるため除きます。{season}年は{formatStat(halfInnings, 'count')}イニングが対象です。</li>
          <li>打席の結果で入った得点を数えます。打席と打席の間の盗塁や暴投で入った得点は含みません。</li>
          <li>リーグ別の表も同じ方法で、主催球団のリーグで分けて作ります。</li>
        </ul>
        <MatrixTable matrix={matrix} season={season} />
      </ArticleSection>
      <ArticleSection id="re24-per-pa" title="RE24：打席ごとの得点の増減">
        <Formula>RE24 ＝ RE(打席後の状況) − RE(打席前の状況) ＋ その打席で入った得点</Formula>
        <p>
          3アウト目の後の得点期待値は0とします。たとえば{season}年の表では、無死一塁（{re(example.before)}）で二塁打を打ち、一塁走者が生還して無死二塁（{re(example.after)}）になった打席は、{re(example.after)} − {re(example.before)} ＋ 1 ＝ <strong>{signed(example.re24)}</strong> 点分の価値です。
        </p>
      </ArticleSection>
      <ArticleSection id="event-values" title="得点価値（線形加重）">
        <p>
          出来事ごとの<TermLink statKey="linear_weights">得点価値</TermLink>は、その出来事が起きた打席のRE24の平均です。得点期待値表と同じ打席（1〜8回の完了したイニング）から求めます。アウトの価値は三振と凡打を合わせた平均で、それを0とした「アウト基準」の値がwOBAの重みの元になります。
        </p>
        <DataTable
          caption={`${season}年 出来事ごとの得点価値（NPB全体）`}
          rowKey={(row) => row.event}
          rows={weights}
          columns={[
            { key: 'event', header: '出来事', render: (row) => EVENT_LABELS[row.event] ?? row.event },
            { key: 'count', header: '回数', align: 'right', render: (row) => formatStat(row.count, 'count') },
            { key: 'run_value', header: '得点価値', align: 'right', glossary: { key: 'run_value' }, render: (row) => signed(row.run_value) },
            { key: 'above_outs', header: 'アウト基準', align: 'right', glossary: { key: 'above_outs' }, render: (row) => signed(row.above_outs) },
          ]}
        />
        <p>
          年度・リーグごとの値と、盗塁・盗塁死の価値、wOBAの重み・FIP定数・1勝あたりの得点の一覧は
          <PageLink href="/game-stats/run-value" className="text-brand underline underline-offset-2">得点価値（Linear Weights）</PageLink>
          にあります。
        </p>
      </ArticleSection>
      <ArticleSection id="woba-weights" title="wOBAの重み">
        <Formula>重み ＝ アウト基準の得点価値 × wOBAスケール</Formula>
        <p>
          <TermLink statKey="woba_scale">wOBAスケール</TermLink>は、リーグ全体の<TermLink statKey="woba">wOBA</TermLink>が故意四球を除いたリーグの出塁率と等しくなるように決めます。重みとスケールは年度ごと・リーグごとに求め、選手の<TermLink statKey="woba">wOBA</TermLink>・<TermLink statKey="wraa">wRAA</TermLink>・<TermLink statKey="wrc">wRC</TermLink>・<TermLink statKey="wrc_plus">wRC+</TermLink>には所属リーグの値を使います。
        </p>
        <WobaWeightsTable season={season} rows={woba} />
      </ArticleSection>
    </div>
  )
}
