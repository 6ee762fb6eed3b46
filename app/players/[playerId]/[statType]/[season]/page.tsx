import { notFound } from 'next/navigation'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { getPlayerProfile } from '@/lib/data/loaders/get-player-profile'
import { sideOfView } from '@/lib/domain/players/player-views'
import { parseRouteParams } from '@/lib/parse-route-params'
import { playerDetailParams } from '@/lib/route-params'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { CareerView } from '@/app/players/[playerId]/_components/CareerView'
import { parseCareerQuery } from '@/app/players/[playerId]/_components/career-query'
import { BattingLogView, PitchingLogView } from '@/app/players/[playerId]/_components/GameLogView'
import { describePlayerPage } from '@/app/players/[playerId]/_components/describe-player'
import { PlayerHeader } from '@/app/players/[playerId]/_components/PlayerHeader'
import { OtherSideNotice } from '@/app/players/[playerId]/_components/OtherSideNotice'
import { PlayerNav } from '@/app/players/[playerId]/_components/PlayerNav'
import { SeasonSummary } from '@/app/players/[playerId]/_components/SeasonSummary'
import { SplitsView } from '@/app/players/[playerId]/_components/SplitsView'

type Props = PageProps<'/players/[playerId]/[statType]/[season]'>

/** The player, the view and a season of his (proxy.ts answers anything else with a 404 first). */
async function load({ params }: Props) {
  const { playerId, statType, season } = parseRouteParams(playerDetailParams, await params)
  const profile = getPlayerProfile(playerId)
  const side = sideOfView(statType)
  const line = profile?.seasons.find((row) => row.season === season)
  if (!profile || !line) notFound()
  return { profile, statType, season, side, hasSide: line[side], page: describePlayerPage(profile, statType, season) }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

export default async function PlayerStatsPage(props: Props) {
  const { profile, statType, season, side, hasSide, page } = await load(props)
  const query = parseCareerQuery(side, await props.searchParams)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PlayerHeader page={page} profile={profile} season={season} simulated={isSimulated(getDataSource())} />
      {hasSide && <SeasonSummary playerId={profile.id} side={side} season={season} />}
      <PlayerNav profile={profile} segment={statType} season={season} />
      {!hasSide ? (
        <OtherSideNotice profile={profile} side={side} season={season} />
      ) : statType === 'game-batting' ? (
        <BattingLogView playerId={profile.id} name={profile.name} season={season} />
      ) : statType === 'game-pitching' ? (
        <PitchingLogView playerId={profile.id} name={profile.name} season={season} />
      ) : statType.startsWith('career-') ? (
        <CareerView playerId={profile.id} name={profile.name} type={side} season={season} query={query} path={page.path} />
      ) : (
        <SplitsView playerId={profile.id} type={side} season={season} />
      )}
    </>
  )
}
