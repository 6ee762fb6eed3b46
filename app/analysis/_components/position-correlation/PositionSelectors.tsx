import { PillLinks } from '@/components/ui/PillLinks'
import type { PositionSlot } from '@/lib/domain/analysis/position-slots'
import { TEAMS } from '@/lib/domain/teams/teams'
import { POSITION_CORRELATION_MODES } from '@/lib/route-params'
import { POSITION_CORRELATION_MODE_LABELS } from '@/lib/route-labels'
import { positionViewHref, type PositionView } from './position-view-href'

type Props = { view: PositionView; latest: number; seasons: readonly number[]; scatter: PositionSlot | null }

/**
 * The 表示 (batting or fielding), 年度 and 球団 rows: each pill is the view's own address. The
 * scatter's position stays when the season or the club changes, not when the mode does (the
 * modes list different positions).
 */
export function PositionSelectors({ view, latest, seasons, scatter }: Props) {
  const to = (next: Partial<PositionView>, keep: PositionSlot | null = scatter) => positionViewHref({ ...view, ...next }, latest, keep)
  return (
    <div className="mb-6 space-y-3">
      <PillLinks
        label="表示"
        alignLabel
        pills={POSITION_CORRELATION_MODES.map((mode) => ({ href: to({ mode }, null), label: POSITION_CORRELATION_MODE_LABELS[mode], active: mode === view.mode }))}
      />
      <PillLinks label="年度" alignLabel scroll pills={seasons.map((season) => ({ href: to({ season }), label: String(season), active: season === view.season }))} />
      <PillLinks
        label="球団"
        alignLabel
        scroll
        pills={[
          { href: to({ team: 'all' }), label: '12球団', active: view.team === 'all' },
          ...TEAMS.map((team) => ({ href: to({ team: team.id }), label: team.shortName, active: view.team === team.id })),
        ]}
      />
    </div>
  )
}
