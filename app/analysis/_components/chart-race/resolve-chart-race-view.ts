import 'server-only'
import { textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView, type GameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { DEFAULT_RACE_STAT, isRaceStatOf, type RaceSide, type RaceStat } from '@/lib/domain/analysis/race-stats'
import { isCalendarDate } from '@/lib/domain/splits/split-filter'

export type ChartRaceView = GameStatsView & {
  side: RaceSide
  stat: RaceStat
  /** `?date=`: the date a shared link paused the race on (checked against the race's dates in the browser). */
  date: string | null
}

/** A race page's view from its URL: season and league as every game-stats page reads them, the side's stat (its default for anything else), a date. */
export function resolveChartRaceView(side: RaceSide, params: SearchParams): ChartRaceView {
  const stat = textParam(params, 'stat')
  const date = textParam(params, 'date')
  return {
    ...resolveGameStatsView(params),
    side,
    stat: isRaceStatOf(side, stat) ? stat : DEFAULT_RACE_STAT[side],
    date: date !== null && isCalendarDate(date) ? date : null,
  }
}
