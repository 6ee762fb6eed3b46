import { Suspense } from 'react'
import { PageHeader } from '@/components/layout/PageHeader'
import { RouteLoading } from '@/components/layout/RouteLoading'
import { columnOptions } from '@/components/stats/explorer/explorer-columns'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { parseSplitFilter } from '@/lib/domain/splits/split-filter'
import { explorerCatalogue } from '@/lib/domain/stats/explorer-columns'
import { searchOfRecord, sortedSearch } from '@/lib/domain/stats/explorer-query'
import { explorerViewFrom } from '@/lib/domain/stats/explorer-view'
import { BATTER_POSITIONS, PITCHER_ROLES, PLAYER_ROLE_LABELS } from '@/lib/domain/stats/player-role'
import { LEAGUE_NAMES, TEAMS } from '@/lib/domain/teams/teams'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { explorerSearchSchema } from '@/lib/schemas/stats-explorer'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { ColumnChooser } from './ColumnChooser'
import { EXPLORER_PATHS } from './explorer-paths'
import { ExplorerRefiner } from './ExplorerRefiner'
import { ExplorerSection } from './ExplorerSection'
import { FilterPanel } from './FilterPanel'

const CLUBS = TEAMS.map(({ id, shortName, league }) => ({ id, shortName, league }))
const LEAGUES = [['central', LEAGUE_NAMES.central], ['pacific', LEAGUE_NAMES.pacific]] as const
const roleOptions = (side: StatSide) => (side === 'batting' ? BATTER_POSITIONS : PITCHER_ROLES).map((role) => [role, PLAYER_ROLE_LABELS[role]] as const)

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const PAGES: Readonly<Record<StatSide, { title: string; description: string }>> = {
  batting: {
    title: '打撃成績',
    description: 'NPB全選手の打撃成績。打率・本塁打・打点から出塁率・長打率・OPS・wOBA・wRC+、打球の割合、スイング率・空振り率まで、チーム・リーグ・守備位置・規定打席・期間・左右や得点圏などの条件で絞り込み、列を選んで並べ替えられます。',
  },
  pitching: {
    title: '投手成績',
    description: 'NPB全投手の投手成績。防御率・勝敗・セーブ・ホールドから奪三振率・WHIP・FIP・K-BB%、打球の割合、球速・空振り率・CSW%まで、チーム・リーグ・先発/救援・規定投球回・期間・左右や得点圏などの条件で絞り込み、列を選んで並べ替えられます。',
  },
}

function describe(side: StatSide): PageDescriptor {
  const { title, description } = PAGES[side]
  const path = EXPLORER_PATHS[side]
  // Filtered and sorted views are the same page: the canonical URL is the bare path.
  return {
    title,
    description,
    path,
    crumbs: [{ label: '成績', href: '/stats' }],
    structuredData: {
      '@type': 'Dataset',
      name: `NPB ${title}`,
      description,
      url: absoluteUrl(path),
      inLanguage: 'ja',
      distribution: { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: absoluteUrl(`/api/stats/${side}/csv`) },
    },
  }
}

/** The part that reads the query: the controls and the results stream in under the prerendered header. */
async function ExplorerBody({ side, searchParams }: { side: StatSide; searchParams: SearchParams }) {
  const raw = await searchParams
  const seasons = servedSeasons()
  const { view, fellBack } = explorerViewFrom(side, explorerSearchSchema.parse(raw), parseSplitFilter(raw), seasons)
  return (
    <>
      <FilterPanel side={side} seasons={seasons} clubs={CLUBS} leagues={LEAGUES} roles={roleOptions(side)} catalogue={explorerCatalogue(side)} />
      <ColumnChooser side={side} seasons={seasons} options={columnOptions(side)} catalogue={explorerCatalogue(side)} />
      <ExplorerRefiner side={side} seasons={seasons} serverSearch={sortedSearch(searchOfRecord(raw))}>
        <ExplorerSection view={view} latest={seasons[0] ?? view.to} fellBack={fellBack} />
      </ExplorerRefiner>
    </>
  )
}

/** The stat explorer of a side: /stats/batting and /stats/pitching share this page, each a thin file. */
export function explorerPage(side: StatSide) {
  const page = describe(side)
  return {
    metadata: pageMetadata(page),
    Page: function StatsExplorerPage({ searchParams }: { searchParams: SearchParams }) {
      return (
        <>
          <JsonLd data={pageStructuredData(page)} />
          <PageHeader page={page} />
          <LinkTabs
            label="成績の種類"
            activeHref={page.path}
            tabs={[
              { href: EXPLORER_PATHS.batting, label: '打撃成績' },
              { href: EXPLORER_PATHS.pitching, label: '投手成績' },
            ]}
          />
          <div className="space-y-3">
            <Suspense fallback={<RouteLoading kind="stats" />}>
              <ExplorerBody side={side} searchParams={searchParams} />
            </Suspense>
          </div>
        </>
      )
    },
  }
}
