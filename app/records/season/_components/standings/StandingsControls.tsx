import { LinkTabs } from '@/components/ui/LinkTabs'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import type { MonthEnd } from '@/lib/schemas/standings-trend'
import { PillLinks } from '@/components/ui/PillLinks'
import { standingsHref, type StandingsQuery, type StandingsScope } from './standings-query'

type Props = {
  scope: StandingsScope
  query: StandingsQuery
  seasons: readonly number[]
  monthEnds: readonly MonthEnd[]
  /** Whether the season has been played out: the last date is then 最終 rather than 最新. */
  finished: boolean
}

const HOME_AWAY_LABELS = { all: '全試合', home: 'ホームゲーム', away: 'ビジターゲーム' } as const

/** View, season, league, date and home/road choices; each is a link that keeps the others. */
export function StandingsControls({ scope, query, seasons, monthEnds, finished }: Props) {
  const here = standingsHref(scope, query)
  const views = (['standings', 'trends'] as const).map((view) => ({
    href: standingsHref({ ...scope, view }, query),
    label: view === 'standings' ? '順位表' : '順位変動',
  }))
  const leagues = ([undefined, 'central', 'pacific'] as const).map((league) => ({
    href: standingsHref({ ...scope, league }, query),
    label: league ? LEAGUE_NAMES[league] : '両リーグ',
    active: league === scope.league,
  }))
  const seasonPills = seasons.map((season) => ({ href: standingsHref({ ...scope, season }, { homeAway: query.homeAway }), label: `${season}`, active: season === scope.season }))
  const lastEnd = monthEnds[monthEnds.length - 1]
  const dates = monthEnds.map((end) => ({
    href: standingsHref(scope, { ...query, asOf: end === lastEnd ? undefined : end.date }),
    label: end !== lastEnd ? `${end.month}月末` : finished ? '最終' : '最新',
    active: end === lastEnd ? query.asOf === undefined : query.asOf === end.date,
  }))
  const homeAway = (['all', 'home', 'away'] as const).map((value) => ({ href: standingsHref(scope, { ...query, homeAway: value }), label: HOME_AWAY_LABELS[value] }))
  return (
    <div className="mb-6 space-y-3">
      <LinkTabs label="表示の切り替え" tabs={views} activeHref={standingsHref(scope, query)} />
      <PillLinks label="シーズン" pills={seasonPills} alignLabel />
      <PillLinks label="リーグ" pills={leagues} alignLabel />
      {scope.view === 'standings' && dates.length > 1 && <PillLinks label="時点" pills={dates} alignLabel />}
      {scope.view === 'standings' && <LinkTabs label="ホーム・ビジターの切り替え" tabs={homeAway} activeHref={here} />}
    </div>
  )
}
