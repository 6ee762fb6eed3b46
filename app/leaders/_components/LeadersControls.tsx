import { withoutSplits } from '@/components/stats/splits/split-href'
import { SplitFilterPills } from '@/components/stats/splits/SplitFilterPills'
import { PillLinks } from '@/components/ui/PillLinks'
import { seasonMonths } from '@/lib/domain/splits/season-months'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import { LEAGUES } from '@/lib/route-params'
import { LEADERS_TOPS } from '@/lib/schemas/leaders-board'
import { leadersHref, type LeadersView } from './leaders-query'

type Props = { view: LeadersView; seasons: readonly number[]; days: { first: string; last: string } | null }

/**
 * Season, league, N per list and the splits: every choice a link to its own view (the URL holds
 * it all), every other choice kept. A new season drops a date range, which names the old season's days.
 */
export function LeadersControls({ view, seasons, days }: Props) {
  return (
    <div className="mb-6 space-y-2">
      <PillLinks
        label="年度"
        scroll
        alignLabel
        pills={seasons.map((season) => ({
          href: leadersHref(view, { season, filter: withoutSplits(view.filter, ['from', 'to']) }),
          label: `${season}年`,
          active: season === view.season,
        }))}
      />
      <PillLinks
        label="リーグ"
        alignLabel
        pills={[null, ...LEAGUES].map((league) => ({
          href: leadersHref(view, { league }),
          label: league ? LEAGUE_NAMES[league] : '両リーグ',
          active: (league ?? undefined) === view.league,
        }))}
      />
      <PillLinks
        label="表示人数"
        alignLabel
        pills={LEADERS_TOPS.map((top) => ({ href: leadersHref(view, { top }), label: `上位${top}人`, active: top === view.top }))}
      />
      <SplitFilterPills
        side={view.side}
        filter={view.filter}
        hrefFor={(filter) => leadersHref(view, { filter })}
        {...(days ? { lastDate: days.last, months: seasonMonths(days) } : {})}
      />
    </div>
  )
}
