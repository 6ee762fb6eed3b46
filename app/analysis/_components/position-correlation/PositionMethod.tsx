import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import type { PositionCorrelationMode } from '@/lib/domain/analysis/position-slots'
import { formatStat } from '@/lib/domain/format/stat-format'

const FORMULA = 'rounded bg-slate-50 px-3 py-2 font-mono text-xs leading-relaxed text-slate-800 sm:text-sm'

/** How positions are assigned, what each figure is, and how the correlations are taken (and how far to trust them). */
export function PositionMethod({ mode, unplacedPa }: { mode: PositionCorrelationMode; unplacedPa: number }) {
  return (
    <MethodSection>
      {mode === 'batting' ? (
        <>
          <p>
            打席ごとに、その打席に立った打者がその時点で就いていた守備位置（先発や途中出場の記録）に数えます。代打で立った打席は「代打」、代打のあと守備に就いてからの打席はその守備位置、投手が自分で打った打席は「投手」です。
            {unplacedPa > 0 ? `出場の記録と合わず守備位置を決められない打席（この年度は${formatStat(unplacedPa, 'count')}打席）は集計から除いています。` : ''}
          </p>
          <p>
            球団の各ポジションの
            <GlossaryLink statKey="wrc_plus">wRC+</GlossaryLink>・<GlossaryLink statKey="wraa">wRAA</GlossaryLink>
            は、選手の年度成績と同じく球団の所属リーグのリーグ定数と球団のパークファクターで計算します。12球団の行のwRAAは各球団の合計、wRC+は各球団の値を打席数で重み付けした平均です（両リーグで得点環境が違うため、片方のリーグの定数では測りません）。
          </p>
        </>
      ) : (
        <p>
          レギュラーシーズンの選手別の守備成績をポジションごとに合計します。試合は選手ごとの出場試合の合計（延べ）、守備イニングはその位置に就いていた間のアウト数÷3です。
          <GlossaryLink statKey="fpct">守備率</GlossaryLink>
          ＝(刺殺＋補殺)÷(刺殺＋補殺＋失策)、
          <GlossaryLink statKey="rf">RF</GlossaryLink>
          ＝(刺殺＋補殺)×27÷守備についていた間のアウト数です。
        </p>
      )}
      <h3 className="pt-2 font-bold text-slate-900">相関係数</h3>
      <p>
        {mode === 'batting'
          ? '球団ごとに、そのポジションのwRAA（平均的な打者と比べて増やした得点）と、球団の得点・得失点差・勝率との相関を求めます。wRAAは得点の量なので、打席の少ない位置は小さな値になり、結果に与えた重みがそのまま表れます。ただし投手と指名打者の打席数はリーグ（指名打者制の有無）で大きく違うため、この2つの相関にはリーグの違いが混ざります。'
          : '球団ごとに、そのポジションの守備率と、球団の失点・得失点差・勝率との相関を求めます。失点との相関は負（守備率が高いほど失点が少ない）なら守備が失点を防いでいることを示します。'}
      </p>
      <p className={FORMULA}>r ＝ Σ(x − x̄)(y − ȳ) ÷ √( Σ(x − x̄)² × Σ(y − ȳ)² )</p>
      <p>
        ピアソンの相関係数 r は −1〜+1 で、+1に近いほど一緒に増え、−1に近いほど片方が増えると片方が減る関係です。12球団だけの相関は偶然でも大きくぶれます（12組では |r| が約0.58を超えないと、有意水準5%で偶然と区別できません）。そこで、全年度の球団を合わせた相関も示します。その際は年度ごとの12球団の平均を引いてから合わせるので、得点の多い年・少ない年の違いは相関に入りません。全球団の選手が同じ値の位置（失策のない捕手など）は相関を計算できず「-」です。
      </p>
    </MethodSection>
  )
}
