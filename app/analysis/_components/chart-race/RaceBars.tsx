import type { RaceMoment } from '@/lib/domain/analysis/race-interpolate'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { getTeamByCode, type TeamCode } from '@/lib/domain/teams/teams'
import { clubOn } from '@/lib/domain/analysis/race-clubs'
import type { RacePlayer } from '@/lib/schemas/chart-race'
import { barTransform, labelTransform, rowTransform } from './race-geometry'

type Props = { moment: RaceMoment; players: readonly RacePlayer[]; label: string }

const NEUTRAL = { background: '#64748B', text: '#FFFFFF' }
const colorsOf = (club: string | null) => (club && club in TEAM_COLORS ? TEAM_COLORS[club as TeamCode].home : NEUTRAL)

/**
 * The bars of one moment. Each row is placed by translateY and each bar sized by scaleX from its
 * left edge (race-geometry.ts), so a frame changes transforms and opacity only: no layout, no
 * paint of neighbours. Rows are keyed by player, in a fixed order, so React moves nothing in the
 * DOM as ranks change. The whole chart is one image to assistive tech; its name reads the top three.
 */
export function RaceBars({ moment, players, label }: Props) {
  return (
    <div role="img" aria-label={label} className="absolute inset-0">
      {moment.bars.map((bar) => {
        const player = players[bar.player]
        const club = player ? clubOn(player.clubs, moment.date) : null
        const colors = colorsOf(club)
        const share = bar.value / moment.max
        return (
          <div key={player?.id ?? bar.player} aria-hidden="true" className="absolute inset-x-0 top-0 flex h-8 items-center gap-2 will-change-transform" style={{ transform: rowTransform(bar.slot), opacity: bar.opacity }}>
            <div className="flex w-28 shrink-0 items-center gap-1 sm:w-44">
              <span className="inline-flex size-5 shrink-0 items-center justify-center rounded text-[11px] font-bold" style={{ backgroundColor: colors.background, color: colors.text }}>
                {club ? getTeamByCode(club)?.abbreviation ?? '' : ''}
              </span>
              <span className="truncate text-xs font-medium text-slate-800 sm:text-sm">{player?.name ?? ''}</span>
            </div>
            <div className="relative h-6 min-w-0 flex-1">
              <div className="absolute inset-y-0 right-10 left-0">
                <div className="absolute inset-0 origin-left rounded-r ring-1 ring-black/10 ring-inset will-change-transform" style={{ backgroundColor: colors.background, transform: barTransform(share) }} />
                <div className="absolute inset-0 flex items-center will-change-transform" style={{ transform: labelTransform(share) }}>
                  <span className="pl-1.5 text-xs font-semibold tabular-nums text-slate-900 sm:text-sm">{Math.round(bar.value)}</span>
                </div>
              </div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
