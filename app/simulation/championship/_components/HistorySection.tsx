import { OddsHistoryLazy } from './OddsHistoryLazy'

/** The odds through the season: drawn in the browser after the first paint (a second request and recharts). */
export function HistorySection({ season }: { season: number }) {
  return (
    <section aria-labelledby="history" className="space-y-3">
      <h2 id="history" className="text-lg font-bold text-slate-900">優勝確率の推移</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">{`${season}年の毎週月曜日とレギュラーシーズン最終日の時点から計算した、各球団の優勝確率です（シードはフォームと同じ）。`}</p>
      <OddsHistoryLazy season={season} />
    </section>
  )
}
