import { PillLinks } from '@/components/ui/PillLinks'
import type { ScoreSide } from '@/app/game-stats/_components/score/score-side'
import { LEAGUE_SCOPE_LABELS, LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import { distributionHref } from './compare-query'

type Props = { view: ScoreSide; seasons: readonly number[]; latest: number; vs: string | null }

/** The 比較 row: none, the other scopes of the season, or the other seasons of the scope — each its own URL (?vs=). */
export function CompareSelector({ view, seasons, latest, vs }: Props) {
  const pill = (value: string | null, label: string) => ({ href: distributionHref(view, latest, value), label, active: vs === value })
  return (
    <div className="-mt-3 mb-6">
      <PillLinks
        label="比較"
        scroll
        alignLabel
        pills={[
          pill(null, 'なし'),
          ...LEAGUE_SCOPES.filter((scope) => scope !== view.league).map((scope) => pill(scope, LEAGUE_SCOPE_LABELS[scope])),
          ...seasons.filter((season) => season !== view.season).map((season) => pill(String(season), `${season}年`)),
        ]}
      />
    </div>
  )
}
