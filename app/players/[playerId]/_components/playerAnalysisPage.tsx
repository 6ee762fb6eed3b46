import { notFound } from 'next/navigation'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { getPitchAnalysis } from '@/lib/data/loaders/get-pitch-analysis'
import { getPlayerProfile } from '@/lib/data/loaders/get-player-profile'
import { sideOfView } from '@/lib/domain/players/player-views'
import { parseRouteParams } from '@/lib/parse-route-params'
import { playerAnalysisParams } from '@/lib/route-params'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { AnalysisView } from './analysis/AnalysisView'
import { describeAnalysisPage, type AnalysisKind } from './describe-player'
import { OtherSideNotice } from './OtherSideNotice'
import { PlayerHeader } from './PlayerHeader'
import { PlayerNav } from './PlayerNav'
import { SeasonSummary } from './SeasonSummary'

type Props = {
  params: Promise<{ playerId: string; season: string; tab: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * The player and a season of his (proxy.ts answers anything else with a 404 first). A season he
 * did not play on this side is the empty state of the stat pages; a season of PAs without pitches
 * loads (`available: false`) and says so.
 */
async function load(kind: AnalysisKind, { params }: Props) {
  const { playerId, season, tab } = parseRouteParams(playerAnalysisParams, await params)
  const profile = getPlayerProfile(playerId)
  const line = profile?.seasons.find((row) => row.season === season)
  if (!profile || !line) notFound()
  const side = sideOfView(kind)
  const analysis = getPitchAnalysis(playerId, season, side)
  return { profile, season, tab, side, hasSide: line[side], analysis, page: describeAnalysisPage(profile, kind, season, tab) }
}

/** /players/{id}/pitch-analysis/… and /batting-analysis/… share one page module. */
export function playerAnalysisPage(kind: AnalysisKind) {
  return {
    generateMetadata: async (props: Props) => pageMetadata((await load(kind, props)).page),
    Page: async function PlayerAnalysisPage(props: Props) {
      const { profile, season, tab, side, hasSide, analysis, page } = await load(kind, props)
      return (
        <>
          <JsonLd data={pageStructuredData(page)} />
          <PlayerHeader page={page} profile={profile} season={season} simulated={isSimulated(getDataSource())} />
          {hasSide && <SeasonSummary playerId={profile.id} side={side} season={season} />}
          <PlayerNav profile={profile} segment={kind} season={season} tab={tab} />
          {analysis ? (
            <AnalysisView kind={kind} analysis={analysis} name={profile.name} tab={tab} query={await props.searchParams} />
          ) : (
            <OtherSideNotice profile={profile} side={side} season={season} />
          )}
        </>
      )
    },
  }
}
