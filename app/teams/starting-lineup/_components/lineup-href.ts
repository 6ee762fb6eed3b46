import type { TeamCode } from '@/lib/domain/teams/teams'
import { withSeasonQuery } from '@/lib/schemas/search-params'

/** A club's lineup page for a season (route table: /teams/starting-lineup/:season/:teamId). */
export function lineupHref(season: number, team: TeamCode): string {
  return `/teams/starting-lineup/${season}/${team}`
}

/** The index with a season picked; the latest season is the bare index. */
export function lineupIndexHref(season: number, latest: number): string {
  return withSeasonQuery('/teams/starting-lineup', season, latest)
}
