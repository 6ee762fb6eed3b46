import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { formatPercent } from '@/lib/domain/format/numbers'
import { BLOWOUT_MARGIN, NPB_REFERENCE_RATES } from '@/lib/domain/game-stats/score-game-rates'

/** How the page counts: club-games, the buckets, each rate's definition, and where the guide figures come from. */
export function DistributionMethod() {
  return (
    <MethodSection>
      <p>対象はレギュラーシーズン（交流戦を含む）の全試合です。ポストシーズンは含みません。</p>
      <p>
        <strong>球団試合</strong>: 1試合を、戦った両球団それぞれの側から1回ずつ数えます。NPB全体では各試合を2回数え、セ・リーグ（パ・リーグ）はそのリーグの球団の側だけを数えます。交流戦はそれぞれのリーグに1回ずつ入り、リーグ内の試合は2回入ります。割合はすべて球団試合に占める割合で、平均的な球団の試合に占める割合にあたります。
      </p>
      <p>
        <strong>得点の分布</strong>: 1球団が1試合に挙げた得点を0〜14点は1点ごと、15点以上はまとめて数えます。平均と中央値は、まとめる前の得点そのものから求めます。
      </p>
      <p>
        <strong>完封負け</strong>は0点で敗れた球団試合（0-0の引き分けは含みません。1つの完封試合は敗れた側の1回だけ数えます）。<strong>1点差試合</strong>と<strong>{`${BLOWOUT_MARGIN}点差以上`}</strong>は試合終了時の点差で、{`${BLOWOUT_MARGIN}点差以上を「大差」とするのは当サイトの定義です。`}
        <strong>引き分け</strong>は同点で終わった試合、<strong>延長戦</strong>は10回以降まで続いた試合です。
      </p>
      <p>
        <strong>9回終了時に同点</strong>は、スコアボード（イニング別得点）の1〜9回の合計が両球団で同じだった試合です。9回の裏を行わなかった試合は後攻がリードしていたため含まれず、9回を終える前にコールドで終わった試合も含みません。
      </p>
      <p>
        {`NPB実績の目安: 実際のNPBでは、9回を終えて同点の試合がおよそ${formatPercent(NPB_REFERENCE_RATES.tiedAfterNine, 0)}、引き分けで終わる試合がおよそ${formatPercent(NPB_REFERENCE_RATES.ties, 0)}と公表されています。比べるための目安で、年度（延長回数の上限）によって変わります。`}
      </p>
      <p>
        球団ごとの得点・失点の分布は各球団ページの「得点分布」に、リーグ平均の得点・本塁打・打率の推移は
        <PageLink href="/game-stats/score-trend" className="tap-link">得点環境の推移</PageLink>
        にあります。
      </p>
    </MethodSection>
  )
}
