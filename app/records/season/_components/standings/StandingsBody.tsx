import { cacheLife } from 'next/cache'
import type { StandingsQuery, StandingsScope } from './standings-query'
import { loadStandingsBody } from './load-standings-body'
import { StandingsView } from './StandingsView'

/**
 * The standings table's view below the header, kept for the server's life ('use cache', keyed by the
 * parsed scope and query): the data only changes with a new database, which is a new release.
 */
export async function StandingsBody(props: { scope: StandingsScope; query: StandingsQuery }) {
  'use cache'
  cacheLife('max')
  const { lead, standings, leagues, finished } = loadStandingsBody(props)
  return (
    <>
      {lead}
      <StandingsView standings={standings} leagues={leagues} finished={finished} />
    </>
  )
}
