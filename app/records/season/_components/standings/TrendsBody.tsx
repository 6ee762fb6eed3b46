import { cacheLife } from 'next/cache'
import type { StandingsQuery, StandingsScope } from './standings-query'
import { loadStandingsBody } from './load-standings-body'
import { TrendsView } from './TrendsView'

/** The trends view below the header, kept like StandingsBody. */
export async function TrendsBody(props: { scope: StandingsScope; query: StandingsQuery }) {
  'use cache'
  cacheLife('max')
  const { lead, standings, trend, leagues } = loadStandingsBody(props)
  return (
    <>
      {lead}
      <TrendsView standings={standings} trend={trend} leagues={leagues} />
    </>
  )
}
