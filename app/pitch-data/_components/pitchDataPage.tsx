import { PageHeader } from '@/components/layout/PageHeader'
import { PillLinks } from '@/components/ui/PillLinks'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getPitchTypeSummary } from '@/lib/data/loaders/pitch-boards/get-pitch-type-summary'
import { withSeasonQuery } from '@/lib/schemas/search-params'
import { DEFAULT_SEASON } from '@/lib/seasons'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { boardCsvHref, boardHref, parseBoardQuery, type BoardSide } from './board-query'
import { MethodNotes } from './MethodNotes'
import { PitchBoardView } from './PitchBoardView'
import { TypeSummaryView } from './TypeSummaryView'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PAGES: Readonly<Record<BoardSide, { title: string; path: string; lead: (season: number) => string }>> = {
  pitching: {
    title: '投球分析',
    path: '/pitch-data/pitching',
    lead: (season) => `${season}年NPBの投手ごとの球種割合、球種別の平均球速・最速・得点価値、空振り率・CSW%・ゾーン率・チェイス率・初球ストライク率・決め球率と、アタックゾーン別のスイング・見逃しの得点価値。リーグ全体の球種別の球速分布とカウント別の球種割合も。一球ごとのデータから集計します。`,
  },
  batting: {
    title: '打席分析',
    path: '/pitch-data/batting',
    lead: (season) => `${season}年NPBの打者ごとのスイング率・コンタクト率・空振り率・チェイス率・初球スイング率・1打席あたり球数、球種別の打率・長打率・得点価値と、アタックゾーン別のスイング・見逃しの得点価値。一球ごとのデータから集計します。`,
  },
}

/** The title, lead and canonical of a season's board: the latest is the bare path, so that it has one address. */
function describe(side: BoardSide, season: number, latest: number, pitched: boolean): PageDescriptor {
  const { title, path, lead } = PAGES[side]
  const canonical = withSeasonQuery(path, season, latest)
  const named = season === latest ? title : `${season}年 ${title}`
  const description = lead(season)
  const csv = boardCsvHref(side, { ...parseBoardQuery(side, {}), season })
  return {
    title: named,
    description,
    path: canonical,
    crumbs: [{ label: '投球データ' }],
    structuredData: {
      '@type': 'Dataset', name: named, description, url: absoluteUrl(canonical), temporalCoverage: String(season), inLanguage: 'ja',
      // A season without pitch rows has no board to download.
      ...(pitched ? { distribution: { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: absoluteUrl(csv) } } : {}),
    },
  }
}

/** The query, and the season it asks for if the site serves it, else the latest (quietly, with a note). */
async function load(side: BoardSide, searchParams: Props['searchParams']) {
  const query = parseBoardQuery(side, await searchParams)
  const seasons = servedSeasons()
  const latest = seasons[0] ?? DEFAULT_SEASON
  const season = query.season !== null && seasons.includes(query.season) ? query.season : latest
  return { query: { ...query, season }, seasons, latest, fellBack: query.season !== null && query.season !== season, page: describe(side, season, latest, getPitchTypeSummary(season)?.available === true) }
}

/** One page module per side (投球分析 by pitcher, 打席分析 by batter): season links, the board, the league's pitch types, the method. */
export function pitchDataPage(side: BoardSide) {
  return {
    generateMetadata: async ({ searchParams }: Props) => pageMetadata((await load(side, searchParams)).page),
    Page: async function PitchDataPage({ searchParams }: Props) {
      const { query, seasons, latest, fellBack, page } = await load(side, searchParams)
      return (
        <>
          <JsonLd data={pageStructuredData(page)} />
          <PageHeader page={page} />
          <div className="mb-6 space-y-3">
            <PillLinks label="年度" scroll pills={seasons.map((season) => ({ href: boardHref(side, { ...query, season }, latest), label: String(season), active: season === query.season }))} />
            {fellBack ? (
              <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{`指定された年度のデータはないため、${query.season}年を表示しています。`}</p>
            ) : null}
          </div>
          <div className="space-y-10">
            <PitchBoardView side={side} query={query} latest={latest} />
            <TypeSummaryView season={query.season} />
            <MethodNotes side={side} />
          </div>
        </>
      )
    },
  }
}
