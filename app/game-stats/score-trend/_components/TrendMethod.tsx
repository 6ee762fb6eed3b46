import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'

/** How the figures are computed: the same definitions as the season-average page, by calendar month. */
export function TrendMethod() {
  return (
    <MethodSection>
      <p>対象はレギュラーシーズン（交流戦を含む）の全試合です。ポストシーズンは含みません。</p>
      <p>
        <GlossaryLink statKey="runs_per_game">得点/試合</GlossaryLink>・<GlossaryLink statKey="hr_per_game">本塁打/試合</GlossaryLink>
        は1球団1試合あたりで、得点（本塁打）の合計を球団試合数（1試合を両球団の側から1回ずつ数えたもの）で割ります。リーグ別ではそのリーグの球団の攻撃だけを数え、交流戦はそれぞれのリーグの球団の側に入ります。NPB全体は両リーグの合計です。
      </p>
      <p>
        <GlossaryLink statKey="avg" side="batting">打率</GlossaryLink>＝安打÷打数、<GlossaryLink statKey="k_pct" side="batting">三振率</GlossaryLink>＝三振÷打席（振り逃げを含む）、
        <GlossaryLink statKey="bb_pct" side="batting">四球率</GlossaryLink>＝四球÷打席（故意四球を含む）。打席ごとの記録から、選手の年度成績と同じ分類で数えます。
      </p>
      <p>
        月は試合が行われた日の月です（3月下旬の開幕戦は3月、交流戦は5〜6月）。月ごとの値を合計したシーズンの値は
        <PageLink href="/records/season-average/batting" className="tap-link">年度別リーグ平均（打撃）</PageLink>
        の数値と一致します。1試合ごとの得点の分布は
        <PageLink href="/game-stats/score-distribution" className="tap-link">得点分布</PageLink>
        にあります。
      </p>
    </MethodSection>
  )
}
