'use client'

import dynamic from 'next/dynamic'
import { RaceSkeleton } from './RaceSkeleton'

/**
 * The race, its playback and its fetcher (react-query, zod) load in the browser after the page:
 * the server's skeleton holds their place, so the first load carries only what the page shows.
 */
export const RaceChartLazy = dynamic(() => import('./RaceChart').then((module) => module.RaceChart), {
  ssr: false,
  loading: () => <RaceSkeleton />,
})
