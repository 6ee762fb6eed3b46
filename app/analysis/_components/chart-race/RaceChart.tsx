'use client'

import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { chartRaceQuery, type ChartRaceView } from '@/lib/api-client/chart-race'
import { createQueryClient } from '@/lib/api-client/query-client'
import { raceFrames } from '@/lib/domain/analysis/race-frames'
import type { ChartRace } from '@/lib/schemas/chart-race'
import { RacePlayback } from './RacePlayback'
import { RaceSkeleton } from './RaceSkeleton'

type Props = { view: ChartRaceView; statLabel: string; initialDate: string | null }

/** One client for the page's life; this module only ever runs in the browser (RaceChartLazy). */
let client: QueryClient | null = null

/** The race decoded once per answer (react-query keeps a stable `select`'s result), not on each of the 60 frames a second. */
const decode = (race: ChartRace) => ({ race, frames: raceFrames(race, race.top) })

function LoadedRace({ view, statLabel, initialDate }: Props) {
  const { data, isError } = useQuery({ ...chartRaceQuery(view), select: decode })
  if (!data) return <RaceSkeleton failed={isError} />
  return <RacePlayback key={`${view.side}-${view.season}-${view.stat}-${view.league}`} race={data.race} frames={data.frames} statLabel={statLabel} initialDate={initialDate} />
}

/**
 * The bar chart race of a stat: fetched from /api/analysis/chart-race/{side} through the retrying
 * client (lib/api-client/chart-race.ts), so the page's HTML stays lean and the race's JSON is
 * cached apart; drawn with CSS transforms only. The final standings are the server's table below.
 */
export function RaceChart(props: Props) {
  client ??= createQueryClient()
  return (
    <QueryClientProvider client={client}>
      <LoadedRace {...props} />
    </QueryClientProvider>
  )
}
