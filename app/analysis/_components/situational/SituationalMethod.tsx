import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'

/** How the tables and the finder count, and where each derived number is explained. */
export function SituationalMethod() {
  return (
    <MethodSection>
      <p>すべての値は、試合ごとの打席の記録（レギュラーシーズン、交流戦を含む）から当サイトが集計しています。投手の表は、その状況で投手が対戦した打者の成績（被打率・被OPSなど）です。</p>
      <ul className="list-disc space-y-1.5 pl-5">
        <li>状況は打席が始まったときのもの（走者・アウト・イニング・点差）。カウントは打席の最後の球を投げる前のカウントで、初球で終わった打席は 0-0 です。</li>
        <li>点差は、打撃の表では攻撃側、投手の表では守備側の球団から見たリード（4点以上はまとめています）。</li>
        <li>
          レバレッジは <GlossaryLink statKey="li">LI</GlossaryLink> が1.5以上をハイ、0.85以上1.5未満をミドル、0.85未満をローとしています（FanGraphs の区分）。
        </li>
        <li>左右は、打者の表では投手の投げる手、投手の表では打者が立った打席（両打ちは投手と反対側）で分けます。</li>
        <li>
          <GlossaryLink statKey="re24">RE24</GlossaryLink> ＝ 打席後の得点期待値 − 打席前の得点期待値 ＋ その打席の得点（3アウト目で0）。得点期待値はその年度の主催球団のリーグのものです。
          <GlossaryLink statKey="wpa">WPA</GlossaryLink> は打席の前後の勝利確率の差（引き分けは半分の勝ちとして数えます）。投手側はどちらも符号を反対にしています。考え方は
          <PageLink href="/columns/run-values" className="tap-link">「得点期待値・RE24・得点価値の求め方」</PageLink>・
          <PageLink href="/columns/wpa" className="tap-link">WPAの読み物</PageLink>で説明しています。
        </li>
        <li>代打は、その打席が代打として出場した区間に入っている打席です。初球の条件は一球ごとの記録がある年度だけで使えます（打球を含めストライクになった球を「初球ストライク」としています）。</li>
      </ul>
    </MethodSection>
  )
}
