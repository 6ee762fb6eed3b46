import type { AgingCurves } from '@/lib/schemas/simulation-growth-curve'
import { AgingCurvesView } from './AgingCurvesView'

/** The league view: the aging curves per metric for the side in the address, switchable in place. */
export function LeagueCurvesSection({ curves }: { curves: AgingCurves }) {
  return (
    <section aria-labelledby="aging-curves" className="space-y-3">
      <h2 id="aging-curves" className="text-lg font-bold text-slate-900">リーグのエイジングカーブ</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">
        選手は何歳で伸び、何歳から落ちるのか。同じ選手の1年ごとの変化を年齢別に平均してつなぎました。選手を選ぶと、その選手の歩みをこの曲線に重ね、来季を予測します。
      </p>
      <AgingCurvesView initial={curves} />
    </section>
  )
}
