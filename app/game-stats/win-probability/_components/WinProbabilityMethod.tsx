import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'

/** The model behind the map, the rules it plays by, the one number WPA takes from it, and how to read a cell. */
export function WinProbabilityMethod() {
  return (
    <MethodSection>
      <p>
        実際の試合で同じ場面の勝敗を数えた表ではなく、モデルで計算した値です。その年度のレギュラーシーズン（交流戦を含む）の全打席から、アウトと走者の24通りの状況ごとに、打席の後にどの状況へ移り何点入るかの確率を数え（マルコフ連鎖）、その確率で試合の終わりまでを計算しています。まれな場面でも値が揺れにくい代わりに、チーム・打者・投手・球場の違いは区別しない、平均的なチーム同士の値です。
      </p>
      <p>
        NPBの規則どおり、9回以降は表を終えてホームチームがリードしていれば裏を行わず、裏にホームチームが勝ち越した時点でサヨナラで終わり、12回裏を終えて同点なら引き分けです。2020年（延長10回まで）と2021年（延長なし）も、この表は現行の12回打ち切りの規則で計算しています。
      </p>
      <p>
        マスの数字は勝ちの確率P(勝ち)と引き分けの確率P(引き分け)、色は
        <GlossaryLink statKey="win_expectancy">勝利期待値（WE）</GlossaryLink>
        ＝ P(勝ち) ＋ ½ × P(引き分け) です。引き分けを半分の勝ちと数えると両チームの値の和が1になり、
        <GlossaryLink statKey="wpa">WPA</GlossaryLink>
        （打席の前後のWEの差）と
        <GlossaryLink statKey="li">LI</GlossaryLink>
        もこの値で計算します。延長12回の同点のように引き分けが最も起こりやすい場面も、色ではホームが負けているようには見えません。
      </p>
      <p>
        各行はその回の表・裏で、選んだアウトと走者の場面で打者を迎えたときの値です。無死走者なしはその回の先頭打者の場面（本塁打の後も同じ場面です）。列は点差（ホームの得点 − ビジターの得点）。比較の表は2つの年度の勝ちの確率の差をポイント（パーセントの差）で示します。9回を終えて同点になる確率は、P(1回表からの引き分け) ÷ P(10回表・同点からの引き分け) で求めます（引き分けは必ず同点で10回に入った試合から生まれるため）。
      </p>
      <p>
        勝利期待値・WPA・LIの求め方は
        <PageLink href="/columns/wpa" className="tap-link">コラム「勝利期待値・WPA・LIの求め方」</PageLink>
        で、モデルの検証（実際の勝率との比較）は
        <PageLink href="/game-stats/win-probability-model" className="tap-link">勝利確率モデル</PageLink>
        で詳しく説明しています。
      </p>
    </MethodSection>
  )
}
