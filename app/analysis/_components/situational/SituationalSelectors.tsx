import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { PillLinks } from '@/components/ui/PillLinks'
import { withoutFilters } from '@/lib/domain/analysis/play-filter-fields'
import { SITUATION_DEFINITIONS, SITUATION_FAMILIES } from '@/lib/domain/analysis/situations-families'
import { STATS_TYPE_LABELS } from '@/lib/route-labels'
import { STATS_TYPES } from '@/lib/route-params'
import type { SituationalView } from './resolve-situational-view'
import { situationalHref, situationalPath } from './situational-query'

/**
 * 打撃 / 投手 tabs, the 年度 and リーグ rows, and the table's family. A new season or league
 * keeps the finder's filters on its first page; the other side drops the club and the player,
 * which name the other side's.
 */
export function SituationalSelectors({ view }: { view: SituationalView }) {
  const { side, season, seasons, latest, query } = view
  const finder = { ...query.finder, page: 1 }
  const otherSide = withoutFilters(finder.filter, ['team', 'player'])
  const tabs = STATS_TYPES.map((to) => ({
    href: situationalHref(situationalPath(to, season), { ...query, finder: to === side ? finder : { ...finder, filter: otherSide } }),
    label: `${STATS_TYPE_LABELS[to]}成績`,
  }))
  return (
    <>
      <LinkTabs label="成績の種類" tabs={tabs} activeHref={tabs[STATS_TYPES.indexOf(side)]?.href ?? ''} />
      <GameStatsSelectors
        view={{ query: { season, league: query.league }, seasons, latest, askedSeason: null }}
        href={(to, league) => situationalHref(situationalPath(side, to), { ...query, league, finder })}
      />
      <div className="mb-6">
        <PillLinks
          label="状況"
          alignLabel
          pills={SITUATION_FAMILIES.map((family) => ({ href: situationalHref(view.path, { ...query, family }), label: SITUATION_DEFINITIONS[family].label, active: family === query.family }))}
        />
      </div>
    </>
  )
}
