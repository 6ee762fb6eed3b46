import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { PUBLISHED_RE_SOURCE } from '@/lib/domain/sabermetrics/published-run-expectancy'

const LINK = 'text-brand underline underline-offset-2 hover:no-underline'

/** How every number on the page is counted from the season's plate appearances. */
export function RunExpectancyMethod() {
  return (
    <MethodSection>
      <p>
        <GlossaryLink statKey="run_expectancy">得点期待値</GlossaryLink>
        は、アウトカウント（3通り）と走者（8通り）の24の状況ごとに、その状況から始まった打席のあと、イニングの終わりまでに入った得点の平均です。使うのは1〜8回の、3アウトまで行われたイニングだけです。サヨナラで終わったイニング、延長、9回裏の打ち切りは途中で終わったり作戦が違ったりして平均をゆがめるため除きます。数えるのは打席の結果で入った得点で、打席の合間の暴投や盗塁による得点は含みません。
      </p>
      <p>得点確率は、同じ打席のうちイニングの終わりまでに1点以上入った割合です。得点期待値は大量点も平均に入れるのに対し、こちらは1点でも入ったかどうかだけを見ます。</p>
      <p>
        打席ごとの<GlossaryLink statKey="re24">RE24</GlossaryLink>は「打席後の得点期待値 − 打席前の得点期待値 + その打席の得点」で、3アウト目の後の得点期待値は0です。詳しくは
        <PageLink href="/columns/run-values" className={LINK}>得点価値の解説</PageLink>
        にあります。
      </p>
      <p>{`公表値は${PUBLISHED_RE_SOURCE}の表です。本サイトの値はその年度の試合記録から当サイトが計算したもので、差は「本サイト − 公表値」です。`}</p>
      <p>
        カウント別の値は、一球ごとの投球データがあるレギュラーシーズンの打席から計算します。各打席はそれが通過したカウント（ファウルで同じカウントが続いても1回）ごとに1回数え、打席の結果（その打席の得点と打席後の状況）を集めます。カウント別の得点期待値は「その打席の得点 + 打席後の状況の得点期待値」の平均で、イニングを問わず全打席を使います。0-0はすべての打席が通るので、標本の誤差の範囲でその状況の得点期待値と一致します。
      </p>
      <p>
        カウント別の勝利確率は、打席後の状況（得点を攻撃側に加えた点差）の勝利確率の平均を、攻撃側から見た値で示します。勝利確率はその年度の全打席から作る
        <PageLink href="/game-stats/win-probability-model" className={LINK}>勝利確率モデル</PageLink>
        （NPB全体、リーグ別ではありません）の値で、引き分けは半分の勝ちとして数えます。9回以降の裏に勝ち越せばサヨナラ、12回裏を終えて同点なら引き分けです。
      </p>
      <p>npb.jpの試合記録から取り込んだ年度は打席の結果だけで一球ごとのデータがないため、カウント別の表はありません。</p>
    </MethodSection>
  )
}
