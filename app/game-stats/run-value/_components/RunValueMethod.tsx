import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { PUBLISHED_RA9_FIP_CONSTANTS } from '@/lib/domain/sabermetrics/fip-constant-ra9'

const published = Object.entries(PUBLISHED_RA9_FIP_CONSTANTS).map(([season, value]) => `${season}年 ${value.toFixed(3)}`).join('、')

/** How every number on the page is derived from the event records. */
export function RunValueMethod() {
  return (
    <MethodSection>
      <p>
        すべての値は、試合ごとの打席と走者の記録（レギュラーシーズン）から当サイトが計算しています。考え方は読み物
        <PageLink href="/columns/run-values" className="tap-link text-brand underline">「得点期待値・RE24・得点価値の求め方」</PageLink>でも説明しています。
      </p>
      <ul className="list-disc space-y-1.5 pl-5">
        <li>
          <GlossaryLink statKey="run_expectancy">得点期待値</GlossaryLink>（RE）：アウトカウントと走者の24状況ごとに、そこからイニング終了までに入った得点の平均。1〜8回の、3アウトまで行われたイニングから求めます。
        </li>
        <li>
          <GlossaryLink statKey="linear_weights">得点価値</GlossaryLink>：出来事が起きた打席の RE24（＝ 打席後のRE − 打席前のRE ＋ その打席の得点）の平均。アウト基準は、アウト（三振と凡打）の平均得点価値の絶対値を足して、アウトを0にした値です。
        </li>
        <li>
          盗塁・盗塁死：走者の出来事の前後で同じ計算（後のRE − 前のRE ＋ 得点、3アウト目ならRE ＝ 0）をした平均。前の状況は直前の打席が終わった状況に、同じ打席のそれより前の投球での進塁を反映して求めます。重盗や暴投と同じ投球での盗塁は、その盗塁だけの変化を取り出せないため除きます。1〜8回が対象です。
        </li>
        <li>
          <GlossaryLink statKey="woba">wOBA</GlossaryLink>の重み ＝ アウト基準の得点価値 × <GlossaryLink statKey="woba_scale">wOBAスケール</GlossaryLink>。スケールは、リーグのwOBAが故意四球を除いたリーグの出塁率と等しくなるように決めます。
        </li>
        <li>R/PA ＝ リーグの得点 ÷ 打席。R/W（1勝あたりの得点）＝ 9 × 得点 ÷ 投球回 × 1.5 ＋ 3（FanGraphs の換算式）。RA9 ＝ 失点 × 27 ÷ アウト数で、失点は各試合のスコアから数えます（交流戦を含む）。</li>
        <li>
          <GlossaryLink statKey="fip_constant">FIP定数</GlossaryLink>（防御率基準）＝ リーグ防御率 −（13 × 被本塁打 ＋ 3 ×（与四球 ＋ 与死球）− 2 × 奪三振）× 3 ÷ アウト数。当サイトの
          <GlossaryLink statKey="fip">FIP</GlossaryLink>はこの防御率基準（FanGraphs方式）で、リーグのFIPはリーグ防御率に一致します。RA9基準は同じ式の防御率を失点率に替えたもので、1.02が公表する定数はこちらです（NPB全体の公表値：{published}）。
        </li>
        <li>リーグ別の表は、得点期待値・得点価値・盗塁の価値を主催球団のリーグで、wOBA・得点環境・FIP定数を選手の所属球団のリーグで分けて求めます（交流戦を含む）。</li>
      </ul>
    </MethodSection>
  )
}
