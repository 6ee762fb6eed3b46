import { PageLink } from '@/components/navigation/PageLink'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { GAME_RESULT_LABELS } from '@/lib/route-labels'
import { strategyHref, type StrategyView } from './strategy-href'

/** A view without a game of the chosen result (a club without a draw): say so and offer every game. */
export function NoGames({ view }: { view: StrategyView }) {
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      {`${view.season}年の${view.team ? TEAM_BY_CODE[view.team].shortName : '12球団'}には${GAME_RESULT_LABELS[view.result]}がありません。`}
      <PageLink href={strategyHref({ ...view, result: 'all' })} className="tap-link ml-2">
        全試合の起用を見る
      </PageLink>
    </p>
  )
}

const TERM = 'font-semibold text-slate-700'

/** How every figure of the pitching view is counted. */
export function PitchingMethod() {
  return (
    <section aria-labelledby="pitching-method" className="space-y-2 text-xs leading-relaxed text-slate-600">
      <h2 id="pitching-method" className="text-base font-bold text-slate-900">集計方法</h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
        <dt className={TERM}>先発・救援</dt>
        <dd>その試合で球団の最初に打者と対戦した投手を先発、それ以外を救援とします。公式戦（交流戦を含む）だけを数えます。</dd>
        <dt className={TERM}>平均投球回</dt>
        <dd>先発1試合あたりの投球回。10進で表し、5.67は5回2/3です。表の投球回の合計は123.1＝123回1/3の表記です。</dd>
        <dt className={TERM}>平均球数</dt>
        <dd>先発1試合あたりの投球数。公式記録の投球数、なければ一球ごとの記録の球数を使い、どちらもない試合は除きます（すべてない年度は「-」）。</dd>
        <dt className={TERM}>QS</dt>
        <dd>クオリティ・スタート。6回以上を投げて自責点3以下の先発。</dd>
        <dt className={TERM}>連投・最長連投</dt>
        <dd>連投は前日にも登板していた救援登板の数。最長連投は続けて登板した日数の最長です。勝敗で絞り込んでも、前日の登板の有無は全試合から判定します。</dd>
        <dt className={TERM}>投球回%</dt>
        <dd>球団の投球回のうち先発・救援が投げた割合（合わせて100%）。</dd>
        <dt className={TERM}>登板場面</dt>
        <dd>救援投手が最初の打者と対戦したときのイニングと、自チームから見た点差。1〜3点リードはセーブがつきうる点差です。割合は行ごとに合計100%です。</dd>
      </dl>
    </section>
  )
}

/** How the fielding view counts, and what the source cannot say. */
export function FieldingMethod({ positionsKnown }: { positionsKnown: boolean }) {
  return (
    <section aria-labelledby="fielding-method" className="space-y-2 text-xs leading-relaxed text-slate-600">
      <h2 id="fielding-method" className="text-base font-bold text-slate-900">集計方法</h2>
      {positionsKnown ? (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
          <dt className={TERM}>先発・出場</dt>
          <dd>先発はその守備位置で試合開始から出場した試合、出場は途中出場を含めてその守備位置に就いた試合の数。</dd>
          <dt className={TERM}>守備イニング</dt>
          <dd>その守備位置に就いている間に球団が守備で取ったアウトの数を3で割ったもの（123.1＝123回1/3）。</dd>
          <dt className={TERM}>守備固め</dt>
          <dd>代打・代走でなく、途中から守備位置に就いて試合に入った選手。最初に守ったイニングで数えます。</dd>
        </dl>
      ) : (
        <p>先発出場は打順に名前があった試合、途中出場は試合の途中から打席に立った試合です（投手の登板は含みません）。</p>
      )}
    </section>
  )
}
