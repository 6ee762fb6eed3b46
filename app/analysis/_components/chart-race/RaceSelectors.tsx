import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { PillLinks } from '@/components/ui/PillLinks'
import { DEFAULT_RACE_STAT, RACE_SIDE_LABELS, RACE_SIDES, RACE_STAT_LABELS, RACE_STATS } from '@/lib/domain/analysis/race-stats'
import { chartRaceHref } from './chart-race-href'
import type { ChartRaceView } from './resolve-chart-race-view'

/** 投手・打者 as tabs, then the side's stats, 年度 and リーグ as pills: each a link, so every view has its address. */
export function RaceSelectors({ view }: { view: ChartRaceView }) {
  const { side, stat, latest } = view
  const { season, league } = view.query
  const tabs = RACE_SIDES.map((other) => ({ href: chartRaceHref(other, { season, league, stat: DEFAULT_RACE_STAT[other] }, latest), label: RACE_SIDE_LABELS[other] }))
  return (
    <>
      <LinkTabs label="投手・打者" tabs={tabs} activeHref={chartRaceHref(side, { season, league, stat: DEFAULT_RACE_STAT[side] }, latest)} />
      <div className="mb-3">
        <PillLinks
          label="成績"
          alignLabel
          pills={RACE_STATS[side].map((option) => ({ href: chartRaceHref(side, { season, league, stat: option }, latest), label: RACE_STAT_LABELS[option], active: option === stat }))}
        />
      </div>
      <GameStatsSelectors view={view} href={(to, scope) => chartRaceHref(side, { season: to, league: scope, stat }, latest)} />
    </>
  )
}
