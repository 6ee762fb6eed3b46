import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { getPlayerProfile } from '@/lib/data/loaders/get-player-profile'
import { sideOfView } from '@/lib/domain/players/player-views'
import { parseRouteParams } from '@/lib/parse-route-params'
import { playerSeasonParams, type PlayerStatType } from '@/lib/route-params'
import type { RecordType } from '@/lib/schemas/career'
import type { PlayerProfile } from '@/lib/schemas/player-profile'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { describePlayerPage } from './describe-player'
import { OtherSideNotice } from './OtherSideNotice'
import { PlayerHeader } from './PlayerHeader'
import { PlayerNav } from './PlayerNav'
import { SeasonSummary } from './SeasonSummary'

type Props = {
  params: Promise<{ playerId: string; season: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** What a view's body is drawn from: the player, the season and side, the page's path and query. */
export type StatsViewArgs = { profile: PlayerProfile; season: number; side: RecordType; path: string; search: Record<string, string | string[] | undefined> }

/** The player and a season of his (proxy.ts answers anything else with a 404 first). */
async function load(statType: PlayerStatType, { params }: Props) {
  const { playerId, season } = parseRouteParams(playerSeasonParams, await params)
  const profile = getPlayerProfile(playerId)
  const side = sideOfView(statType)
  const line = profile?.seasons.find((row) => row.season === season)
  if (!profile || !line) notFound()
  return { profile, season, side, hasSide: line[side], page: describePlayerPage(profile, statType, season) }
}

/**
 * /players/{id}/{career|game|situational}-{batting|pitching}/{season}: one route folder per view,
 * sharing this frame, so a page loads the client code of its own view only (the career chart's
 * loader stays off the game log and the splits).
 */
export function playerStatsPage(statType: PlayerStatType, view: (args: StatsViewArgs) => ReactNode) {
  return {
    generateMetadata: async (props: Props) => pageMetadata((await load(statType, props)).page),
    Page: async function PlayerStatsPage(props: Props) {
      const { profile, season, side, hasSide, page } = await load(statType, props)
      return (
        <>
          <JsonLd data={pageStructuredData(page)} />
          <PlayerHeader page={page} profile={profile} season={season} simulated={isSimulated(getDataSource())} />
          {hasSide && <SeasonSummary playerId={profile.id} side={side} season={season} />}
          <PlayerNav profile={profile} segment={statType} season={season} />
          {hasSide ? view({ profile, season, side, path: page.path, search: await props.searchParams }) : <OtherSideNotice profile={profile} side={side} season={season} />}
        </>
      )
    },
  }
}
