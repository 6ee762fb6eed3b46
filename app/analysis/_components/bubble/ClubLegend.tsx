import { TEAM_CHART_COLORS } from '@/lib/domain/teams/chart-colors'
import { TEAM_CODES, TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** Which colour is which club, for the clubs the chart draws, in the listing order. */
export function ClubLegend({ teams }: { teams: readonly TeamCode[] }) {
  const present = new Set(teams)
  return (
    <ul aria-label="球団の色" className="flex flex-wrap gap-x-3 gap-y-1">
      {TEAM_CODES.filter((team) => present.has(team)).map((team) => (
        <li key={team} className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block size-2.5 rounded-full" style={{ backgroundColor: TEAM_CHART_COLORS[team] }} />
          {TEAM_BY_CODE[team].shortName}
        </li>
      ))}
    </ul>
  )
}
