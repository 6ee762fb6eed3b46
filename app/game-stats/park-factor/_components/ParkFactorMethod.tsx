import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { DataTable } from '@/components/ui/DataTable'
import { MIN_EVENTS, SMALL_SAMPLE_GAMES } from '@/lib/domain/sabermetrics/venue-factors'
import { POOLED_SEASONS } from '@/lib/domain/sabermetrics/venue-factor-rows'

const KEPT = [
  ['1年', '0.6'],
  ['2年', '0.7'],
  ['3年', '0.8'],
  ['4年', '0.9'],
  [`${POOLED_SEASONS}年`, '0.95'],
] as const

const FORMULA = 'rounded bg-slate-50 px-3 py-2 font-mono text-xs leading-relaxed text-slate-800 sm:text-sm'

/** The formula, the regression weights, the sample rules, why interleague games are left out, and the club factor wRC+ uses. */
export function ParkFactorMethod() {
  return (
    <MethodSection>
      <p>
        <GlossaryLink statKey="park_factor">パークファクター（PF）</GlossaryLink>
        は、その球場での試合にほかの球場の試合と比べて点や打球の結果がどれだけ出やすいかを表します。1より大きければ出やすく、小さければ出にくい球場です。
      </p>
      <p className={FORMULA}>PF ＝ (その球場での主催試合の両チームの得点 ÷ 試合数) ÷ (主催球団のビジター試合の両チームの得点 ÷ 試合数)</p>
      <p>
        本塁打・安打・二塁打・三塁打・三振・四球も同じ式で、両チームの合計を1試合あたりにして比べます（打席の記録がある試合で数えます）。安打は本塁打を含み、三振は振り逃げを、四球は故意四球を含みます。主催球団の打線と投手陣の強さは分子と分母の両方に入るため打ち消し合います。
      </p>
      <p>
        球場ごとに、主催球団がその球場で行った試合を数えます。地方球場や他球団の本拠地での主催試合は、実際に試合をした球場の行として本拠地球場とは別に集計します（本拠地球場の値には混ぜません）。
      </p>
      <h3 className="pt-2 font-bold text-slate-900">複数年の値</h3>
      <p>
        {`1年分の主催試合は60試合あまりで、単年の値は偶然で大きくぶれます。そこで、その年を含む最大${POOLED_SEASONS}年分（データの最初の年度より前は使いません）のうち、その球場で主催試合があった年度の主催試合とビジター試合を合算してPFを求め、データの年数に応じて1へ近づけます。年数は主催試合が${SMALL_SAMPLE_GAMES}試合以上あった年度の数（最低1年）です。`}
      </p>
      <p className={FORMULA}>複数年PF ＝ 1 ＋ (合算したPF − 1) × 残す割合</p>
      <DataTable
        caption="データの年数ごとの、1との差を残す割合"
        rowKey={(row) => row[0]}
        rows={KEPT}
        columns={[
          { key: 'years', header: 'データの年数', render: (row) => row[0] },
          { key: 'kept', header: '残す割合', align: 'right', render: (row) => row[1] },
        ]}
        density="compact"
        fit
      />
      <h3 className="pt-2 font-bold text-slate-900">標本の大きさ</h3>
      <p>
        {`その年度の主催試合が${SMALL_SAMPLE_GAMES}試合未満の球場（地方球場の多く）は値を計算したうえで「参考」と表示します。本塁打・安打・二塁打・三塁打・三振・四球の値は、その球場の試合とビジター試合のどちらにもその記録が${MIN_EVENTS}以上あるときだけ表示し、足りないときは「-」にします（${MIN_EVENTS}件の偶然のぶれは約22%あり、それより少ないと差のほとんどが偶然になるためです）。得点の値は常に表示します。`}
      </p>
      <h3 className="pt-2 font-bold text-slate-900">交流戦を除く理由</h3>
      <p>
        同一リーグの試合（リーグ戦）だけを使います。交流戦は主催球団のリーグによって指名打者の有無が変わり、対戦相手も別リーグの球団に限られるため、同じ球場でも得点の入り方がリーグ戦と違うからです。
      </p>
      <h3 className="pt-2 font-bold text-slate-900">wRC+で使う球団別の値との違い</h3>
      <p>
        <GlossaryLink statKey="wrc_plus">wRC+</GlossaryLink>
        の補正には、球場別ではなく球団別のパークファクター（地方球場を含む主催試合すべてをその球団の本拠地の試合として数えた値）を、半分の試合が本拠地であることから (PF ＋ 1) ÷ 2 にして使います。選手が実際に戦った主催試合全体の条件を反映するためで、本拠地球場だけの値とは地方球場の分だけ違います。詳しくは
        <PageLink href="/columns/park-factor" className="tap-link text-brand underline-offset-2 hover:underline">コラム「パークファクター」</PageLink>
        をご覧ください。
      </p>
    </MethodSection>
  )
}
