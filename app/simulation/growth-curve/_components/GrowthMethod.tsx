import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { BacktestSummary } from '@/lib/schemas/simulation-growth-curve'
import { formatMetric } from './metric-labels'

const backtestLine = (label: string, b: BacktestSummary | null, unit: string) =>
  b === null || b.marcel === null
    ? `${label}: バックテストできる年度がありません。`
    : `${label}（${unit}、延べ${formatStat(b.players, 'count')}人）: Marcel ${formatMetric(b.metric, b.marcel)}、前年の値そのまま ${formatMetric(b.metric, b.naive)}。80%区間に入った割合 ${formatStat(b.coverage, 'percent')}。`

/** How the curves and the projection are computed, with the constants, their sources and the backtest measured on this database. */
export function GrowthMethod({ batting, pitching }: { batting: BacktestSummary | null; pitching: BacktestSummary | null }) {
  return (
    <MethodSection>
      <h3 className="font-semibold text-slate-900"><GlossaryLink statKey="aging_curve">エイジングカーブ</GlossaryLink>（デルタ法）</h3>
      <p>
        同じ選手が2年続けて一定以上出場した（打者は各年100打席以上、投手は30投球回以上）組について、年齢a歳からa+1歳への変化を集めます。変化は各年のリーグ平均との差で測るので、リーグ全体の打高・投高は年齢の効果に入りません。各組は2シーズンの打席数（投手はアウト数）の調和平均で重みづけて年齢ごとに平均し、27歳を0として前後に積み上げます（Lichtman, 2009）。年齢は各年4月1日時点。20組に満たない年齢は参考値として点線と※で示します。
      </p>
      <h3 className="font-semibold text-slate-900">来季の予測（<GlossaryLink statKey="marcel">Marcel法</GlossaryLink>）</h3>
      <p>
        Tom TangoのMarcel法（2004年）です。打撃は単打・二塁打・三塁打・本塁打・四球（故意四球は別）・死球・三振・犠飛・犠打を打席あたりの率で、投球は奪三振・与四球・与死球・被本塁打・本塁打以外の被安打・自責点・アウトを対戦打者あたりの率で、それぞれ予測します。
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>重み: 直近3年を5・4・3（投手は3・2・1）。</li>
        <li>平均への回帰: 打者は1200打席分、投手は134投球回分（Marcelの投手の慣例。対戦打者数に換算）のリーグ平均を加えます。リーグ平均は本人の各年の出場で重みづけた値です。</li>
        <li>年齢係数: 29歳未満は 1 + 0.006 ×（29 − 年齢）、29歳以上は 1 ÷（1 + 0.003 ×（年齢 − 29））。安打・四球・奪三振（投手）のような良い結果の率に掛け、三振（打者）や被安打・自責点のような悪い結果の率を割ります。生年月日がない選手には使いません。</li>
        <li>再基準化: 予測した全員の率を予測出場で重みづけて平均したとき、直近の年のリーグの率と一致するよう成分ごとに補正します。</li>
        <li>
          出場: 打者は 0.5 × 前年打席 + 0.1 × 前々年打席 + 200、投手は 0.5 × 前年投球回 + 0.1 × 前々年投球回 + 60（先発。前年の登板の半分以上が先発）または + 25（救援）。
        </li>
        <li>
          予測した率から、直近の年のNPB全体の係数で<GlossaryLink statKey="woba">wOBA</GlossaryLink>・ISO・K%・BB%、防御率・<GlossaryLink statKey="fip" side="pitching">FIP</GlossaryLink>を計算します。
        </li>
      </ul>
      <h3 className="font-semibold text-slate-900">80%区間</h3>
      <p>
        過去の全年度で同じ予測をやり直した誤差（予測 − 実績）から、誤差の分散を σ² = A + B ÷ 出場 の形で最小二乗法により当てはめます。Aは実力の読み違い、B ÷ 出場はその年の出場機会の中での偶然の揺れです。区間は予測値 ± 1.2816σ（正規分布の80%）で、σは予測出場で計算します。
      </p>
      <h3 className="font-semibold text-slate-900">バックテスト（このサイトのデータで測定）</h3>
      <ul className="list-disc space-y-1 pl-5">
        <li>{backtestLine('打者のwOBA誤差（RMSE）', batting, 'その年300打席以上')}</li>
        <li>{backtestLine('投手の防御率誤差（RMSE）', pitching, 'その年100投球回以上')}</li>
      </ul>
      <p>各年度をその前の年までのデータだけで予測し、実績と比べた値です。比べる相手は前年の値をそのまま予測とする方法（前年にも出場した同じ選手で比較）です。</p>
    </MethodSection>
  )
}
