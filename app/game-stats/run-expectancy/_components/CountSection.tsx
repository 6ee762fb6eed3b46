import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { formatLead } from '@/lib/domain/format/game-state'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { CountExpectancy } from '@/lib/schemas/run-expectancy'
import { CountGrid } from './CountGrid'
import { CountSelectors } from './CountSelectors'
import { CountTable } from './CountTable'
import type { CountQuery } from './run-expectancy-query'
import { stateLabel } from './state-labels'

type Props = { view: CountExpectancy | null; query: CountQuery; href: (query: CountQuery) => string }

const UNAVAILABLE = {
  'no-pitch-data': (season: number) => `${season}年の試合記録には一球ごとの投球データがない（打席の結果だけの記録です）ため、カウント別の得点期待値・勝利確率は集計できません。`,
  'not-built': () => 'このデータベースにはカウント別の集計表がまだないため、カウント別の得点期待値・勝利確率を表示できません（データベースの再構築で作られます）。',
} as const

/** RE and WE by count: the chosen state's 12 counts in the chosen game situation, then RE by count of every state. */
export function CountSection({ view, query, href }: Props) {
  const { state, situation } = query
  const label = stateLabel(state.outs, state.bases)
  const moment = `${situation.inning}回${situation.half === 'top' ? '表' : '裏'}・攻撃側${formatLead(situation.lead)}`
  return (
    <section aria-labelledby="by-count" className="space-y-4">
      <h2 id="by-count" className="text-lg font-bold text-slate-900">カウント別の得点期待値と勝利確率</h2>
      <p className="max-w-3xl text-sm text-slate-600">
        打席の途中、ボールとストライクのカウントごとに、その打席が終わった後まで含めた得点期待値と
        <GlossaryLink statKey="win_expectancy">勝利確率</GlossaryLink>
        です。0-0は打席開始時点なので、その状況そのものの値になります。勝利確率は選んだイニング・点差での攻撃側の値です。
      </p>
      {view === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-sm text-slate-700">この年度・リーグの試合記録がないため、カウント別の値は集計できません。</p>
      ) : !view.available ? (
        <p id="no-pitch-data" className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-sm text-slate-700">{UNAVAILABLE[view.reason](view.season)}</p>
      ) : (
        <>
          <CountSelectors query={query} href={href} />
          <p className="text-sm text-slate-700">
            {`${label}の得点期待値 ${formatStat(view.state_runs, 'decimal3')}、${moment}での攻撃側の勝利確率 ${formatStat(view.state_we, 'percent')}（打席開始前）`}
          </p>
          <CountTable view={view} caption={`${view.season}年 ${LEAGUE_SCOPE_LABELS[view.league]} ${label}のカウント別 得点期待値と勝利確率（${moment}）`} />
          <h3 className="pt-2 text-base font-bold text-slate-900">全24状況のカウント別得点期待値</h3>
          <p className="max-w-3xl text-sm text-slate-600">行は状況、列はカウントです。状況の名前を選ぶと、その状況の表を上に表示します。</p>
          <CountGrid
            view={view}
            caption={`${view.season}年 ${LEAGUE_SCOPE_LABELS[view.league]} 状況×カウント別の得点期待値`}
            stateHref={(next) => `${href({ ...query, state: { outs: next.outs as CountQuery['state']['outs'], bases: next.bases } })}#by-count`}
          />
        </>
      )}
    </section>
  )
}
