import { PillLinks } from '@/components/ui/PillLinks'
import type { TeamHome } from '@/lib/schemas/team-home'
import { teamHomeHref } from './home-query'

/** The seasons the club has games in, each its own address (the latest the bare path). */
export function SeasonPicker({ home }: { home: TeamHome }) {
  const latest = home.history[0]?.season ?? home.season
  return (
    <PillLinks
      label="年度"
      scroll
      pills={home.history.map(({ season }) => ({ href: teamHomeHref(home.team, season, latest), label: `${season}`, active: season === home.season }))}
    />
  )
}
