'use client'

import { useSearchParams } from 'next/navigation'
import { PillLinks } from '@/components/ui/PillLinks'
import { countFromParam, seedFromParam } from '@/lib/domain/simulation/tools/seed'
import { DEFAULT_SEASONS, MAX_SEASONS, MIN_SEASONS } from '@/lib/domain/simulation/championship/chunks'
import { championshipHref } from './championship-params'

type Props = { season: number; seasons: readonly number[]; latest: number }

/**
 * The 年度 row. Each season opens at its own midpoint with the run's size and seed as the address
 * has them now (the form may have changed them without a page load).
 */
export function SeasonPills({ season, seasons, latest }: Props) {
  const params = useSearchParams()
  const n = countFromParam(params.get('n'), { min: MIN_SEASONS, max: MAX_SEASONS, fallback: DEFAULT_SEASONS })
  const seed = seedFromParam(params.get('seed'))
  return (
    <PillLinks
      label="年度"
      scroll
      pills={seasons.map((to) => ({ href: championshipHref({ season: to, latest, midpoint: '' }, { n, seed }), label: String(to), active: to === season }))}
    />
  )
}
