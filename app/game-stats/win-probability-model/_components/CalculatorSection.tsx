import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import type { WinProbability } from '@/lib/schemas/win-model'
import { WinCalculator } from './WinCalculator'

type Props = { season: number; latest: number; answer: WinProbability | null }

/** The calculator, its answer server-rendered for the URL's state so the page reads whole without script. */
export function CalculatorSection({ season, latest, answer }: Props) {
  return (
    <section aria-labelledby="calculator" className="space-y-3">
      <h2 id="calculator" className="text-lg font-bold text-slate-900">勝利確率の計算機</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">
        {`イニング・表裏・アウト・走者・点差を選ぶと、${season}年のモデルでホームチームの勝ち・引き分け・負けの確率とLIを計算します。選んだ場面はページのアドレスに入るので、そのまま共有できます。`}
      </p>
      {answer === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{`${season}年は打席ごとの記録がないため、勝利確率を計算できません。`}</p>
      ) : (
        <WinCalculator season={season} latest={latest} initial={answer} liLabel={<GlossaryLink statKey="li">LI</GlossaryLink>} />
      )}
    </section>
  )
}
