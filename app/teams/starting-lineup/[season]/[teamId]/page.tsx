import { PageLink } from '@/components/navigation/PageLink'
import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/layout/PageHeader'
import { PillLinks } from '@/components/ui/PillLinks'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getStartingLineups } from '@/lib/data/loaders/team/get-starting-lineups'
import { glossaryHref } from '@/lib/domain/glossary/glossary'
import { sendLineups } from '@/lib/domain/teams/sent-lineups'
import { TEAM_BY_CODE, TEAMS } from '@/lib/domain/teams/teams'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { linkTemplate } from '@/components/ui/table-layout'
import { parseRouteParams } from '@/lib/parse-route-params'
import { lineupParams } from '@/lib/route-params'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { LineupGrid } from '@/app/teams/starting-lineup/_components/LineupGrid'
import { lineupHref } from '@/app/teams/starting-lineup/_components/lineup-href'
import { POSITION_COLOR_VARIABLES } from '@/app/teams/starting-lineup/_components/position-colors'
import { MostUsedLineups } from '@/app/teams/starting-lineup/_components/MostUsedLineups'
import { PositionLegend } from '@/app/teams/starting-lineup/_components/PositionLegend'
import { SlotTable } from '@/app/teams/starting-lineup/_components/SlotTable'

type Props = PageProps<'/teams/starting-lineup/[season]/[teamId]'>

/** What the grid needs of the clubs and the player pages, handed over so that its first load carries neither. */
const OPPONENT_MARKS = Object.fromEntries(TEAMS.map((club) => [club.id, club.abbreviation]))
const playerHrefAround = (season: number) => linkTemplate([['_', playerCareerHref('_', 'batting', season)]]) ?? ['/players/', `/career-batting/${season}`]

const H2 = 'text-lg font-bold text-slate-900'

/** The club's season (proxy.ts answers a club and season without games with a 404 first: lib/data/http/team-season-route.ts). */
async function load({ params }: Props) {
  const { season, teamId } = parseRouteParams(lineupParams, await params)
  const lineups = getStartingLineups(season, teamId)
  if (!lineups) notFound()
  const team = TEAM_BY_CODE[teamId]
  const path = lineupHref(season, teamId)
  const description = `${season}年の${team.fullName}の先発オーダー全${lineups.games.length}試合と、最も多いオーダー（対右・対左投手別）、打順ごとの起用選手とOPS。`
  const page: PageDescriptor = {
    title: `${season}年 ${team.shortName} スタメン`,
    description,
    path,
    crumbs: [{ label: 'チーム', href: '/teams/info' }, { label: 'スタメン', href: '/teams/starting-lineup' }],
    structuredData: { '@type': 'Dataset', name: `${season}年 ${team.fullName} スタメン`, description, url: absoluteUrl(path), temporalCoverage: String(season), inLanguage: 'ja', about: { '@type': 'SportsTeam', name: team.fullName, sport: 'Baseball' } },
  }
  return { team, lineups, page }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

export default async function TeamStartingLineupPage(props: Props) {
  const { team, lineups, page } = await load(props)
  const { season, names, positionsKnown } = lineups
  const seasons = servedSeasons()
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <PillLinks label="年度" scroll pills={seasons.map((year) => ({ href: lineupHref(year, team.id), label: `${year}`, active: year === season }))} />
      {/* The position colours, set once for the cards and the grid (globals.css: lineup-colors); without positions the names take the brand colour. */}
      <div className="mt-6 space-y-8" {...(positionsKnown ? { style: POSITION_COLOR_VARIABLES } : {})}>
        <MostUsedLineups lineups={lineups} />
        <section aria-labelledby="slots" className="space-y-3">
          <h2 id="slots" className={H2}>打順別の先発選手</h2>
          <SlotTable slots={lineups.slots} names={names} season={season} caption={`${season}年 ${team.shortName} 打順別の先発選手`} />
          <p className="text-xs text-slate-600">
            各打順で先発した試合の多い3人まで（4人目からは「ほか」にまとめています）。OPSは出塁率（(安打+四球+死球)÷(打数+四球+死球+犠飛)）と長打率（塁打÷打数）の和で、その打順で先発した試合にその打順で立った打席だけから計算します。
            <PageLink href={glossaryHref('ops') ?? '/columns/glossary'} className="tap-link">OPSの説明</PageLink>
          </p>
        </section>
        <section aria-labelledby="games" className="space-y-3">
          <h2 id="games" className={H2}>試合別のスタメン</h2>
          <PositionLegend positionsKnown={positionsKnown} />
          <LineupGrid team={team.id} opponents={OPPONENT_MARKS} playerHref={playerHrefAround(season)} caption={`${season}年 ${team.shortName} 試合別のスタメン`} {...sendLineups(lineups.games, names)} />
          <p className="text-xs text-slate-600">相手は球団の略号、相手先発は右投げ・左投げ。日付から試合の詳細へ移れます。</p>
        </section>
      </div>
    </>
  )
}
