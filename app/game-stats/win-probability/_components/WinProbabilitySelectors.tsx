import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import { PillLinks } from '@/components/ui/PillLinks'
import { formatBases } from '@/lib/domain/format/game-state'
import { MAP_BASES, MAP_OUTS, outsLabel } from '@/lib/domain/game-stats/win-probability-state'
import { viewHref, type WinProbabilityView } from './win-probability-view'

/**
 * 年度 (the model is NPB-wide: no league row), then the base-out state as two rows of links
 * (アウト, 走者: eleven pills rather than 24), then the season to compare with. Each is a URL.
 */
export function WinProbabilitySelectors({ view }: { view: WinProbabilityView }) {
  const { state, compare } = view
  const season = view.query.season
  return (
    <>
      <GameStatsSelectors view={view} href={(to) => viewHref(view, { season: to })} league={false} alignLabel />
      <div className="mb-6 space-y-3">
        <PillLinks label="アウト" alignLabel pills={MAP_OUTS.map((outs) => ({ href: viewHref(view, { state: { ...state, outs } }), label: outsLabel(outs), active: outs === state.outs }))} />
        <PillLinks label="走者" alignLabel scroll pills={MAP_BASES.map((bases) => ({ href: viewHref(view, { state: { ...state, bases } }), label: formatBases(bases), active: bases === state.bases }))} />
        <PillLinks
          label="比較"
          alignLabel
          scroll
          pills={[
            { href: viewHref(view, { compare: null }), label: 'なし', active: compare === null },
            ...view.seasons.filter((other) => other !== season).map((other) => ({ href: viewHref(view, { compare: other }), label: String(other), active: other === compare })),
          ]}
        />
      </div>
    </>
  )
}
