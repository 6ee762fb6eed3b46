import { Suspense } from 'react'
import { RouteLoading } from '@/components/layout/RouteLoading'
import { PageHeader } from '@/components/layout/PageHeader'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { STATS_TYPE_LABELS } from '@/lib/route-labels'
import { LEAGUES, seasonRecordParams, STATS_TYPES } from '@/lib/route-params'
import { recordsSearchSchema } from '@/lib/schemas/season-records'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { SEASON_SEGMENTS, staticParams } from '@/lib/static-params'
import { PlayerRecordsView } from './records/PlayerRecordsView'
import { RecordsNav } from './records/RecordsNav'
import { TeamRecordsView } from './records/TeamRecordsView'

type Scope = 'players' | 'teams'
type RouteParams = { statsType: string; season: string; league?: string }
export type SeasonRecordProps = { params: Promise<RouteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const SCOPE_LABELS: Readonly<Record<Scope, string>> = { players: '選手', teams: 'チーム' }

function describe(scope: Scope, raw: RouteParams) {
  const { statsType, season, league } = parseRouteParams(seasonRecordParams, raw)
  const leagueLabel = league ? `${LEAGUE_NAMES[league]} ` : ''
  const kind = `${SCOPE_LABELS[scope]}${STATS_TYPE_LABELS[statsType]}成績`
  const basePath = `/records/season/${scope}/${statsType}/${season}`
  const title = `${season}年 ${leagueLabel}${kind}`
  const description =
    scope === 'players'
      ? `${season}年NPB${league ? ` ${LEAGUE_NAMES[league]}` : ''}の${kind}。規定到達者と全選手の基本成績・詳細成績・セイバーメトリクス指標を並べ替えて比較でき、CSVでダウンロードできます。`
      : `${season}年NPB${league ? ` ${LEAGUE_NAMES[league]}の6` : 'の12'}球団の${STATS_TYPE_LABELS[statsType]}成績の合計と率、リーグの合計・平均との比較。`
  // The canonical URL is the path alone: sorted and filtered views are the same page.
  const path = league ? `${basePath}/${league}` : basePath
  // A season's table is a dataset; the players' one can be downloaded as CSV.
  const csv = `/api/records/season/players/csv?type=${statsType}&season=${season}${league ? `&league=${league}` : ''}`
  const page: PageDescriptor = {
    title,
    description,
    path,
    crumbs: league ? [{ label: '記録' }, { label: `${season}年 ${kind}`, href: basePath }] : [{ label: '記録' }],
    structuredData: {
      '@type': 'Dataset',
      name: title,
      description,
      url: absoluteUrl(path),
      temporalCoverage: String(season),
      inLanguage: 'ja',
      ...(scope === 'players' ? { distribution: { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: absoluteUrl(csv) } } : {}),
    },
  }
  return { page, statsType, season, league }
}

/** The part that reads the query: it streams in under the prerendered header and season links. */
async function RecordsSection({ scope, statsType, season, league, path, searchParams }: { scope: Scope; statsType: 'batting' | 'pitching'; season: number; league?: League; path: string; searchParams: SeasonRecordProps['searchParams'] }) {
  const search = recordsSearchSchema.parse(await searchParams)
  const View = scope === 'players' ? PlayerRecordsView : TeamRecordsView
  return <View type={statsType} season={season} league={league} path={path} search={search} />
}

/**
 * One page module per scope, shared by the season route and its league sub-route. The header and
 * the season links read only the params, which are prerendered (generateStaticParams), so they are
 * in the first paint.
 */
export function seasonRecordPage(scope: Scope) {
  return {
    generateStaticParams: () => staticParams({ statsType: STATS_TYPES, season: SEASON_SEGMENTS }),
    generateLeagueStaticParams: () => staticParams({ statsType: STATS_TYPES, season: SEASON_SEGMENTS, league: LEAGUES }),
    generateMetadata: async ({ params }: SeasonRecordProps) => pageMetadata(describe(scope, await params).page),
    Page: async function SeasonRecordPage({ params, searchParams }: SeasonRecordProps) {
      const { page, statsType, season, league } = describe(scope, await params)
      const seasons = servedSeasons()
      return (
        <>
          <JsonLd data={pageStructuredData(page)} />
          <PageHeader page={page} />
          <RecordsNav scope={scope} type={statsType} season={season} league={league} seasons={seasons} />
          <Suspense fallback={<RouteLoading kind="stats" />}>
            <RecordsSection scope={scope} statsType={statsType} season={season} league={league} path={page.path} searchParams={searchParams} />
          </Suspense>
        </>
      )
    },
  }
}
