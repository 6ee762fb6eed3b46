import { cacheLife } from 'next/cache'
import { PageHeader } from '@/components/layout/PageHeader'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { RecordTypeTabs } from '@/components/stats/leaderboards/RecordTypeTabs'
import { listSeasonAverages } from '@/lib/data/loaders/list-season-averages'
import type { RecordType } from '@/lib/schemas/career'
import type { AverageMetric, SeasonAverages } from '@/lib/schemas/season-averages'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { metricDefinition, metricsOf, parseMetric } from './average-metrics'
import { AverageChartSection } from './AverageChartSection'
import { AverageTables } from './AverageTables'

export type SeasonAverageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const BASE_PATH = '/records/season-average'
const TITLES = { batting: '年度別リーグ平均（打撃）', pitching: '年度別リーグ平均（投手）' } as const

function describe(type: RecordType, averages: SeasonAverages | null): PageDescriptor {
  const seasons = averages?.seasons ?? []
  const first = seasons[0]
  const last = seasons[seasons.length - 1]
  const labels = metricsOf(type).map((metric) => metricDefinition(metric).label)
  return {
    title: TITLES[type],
    description: `${first !== undefined && last !== undefined ? `${first}〜${last}年の` : ''}セ・パ両リーグとNPB全体の${type === 'batting' ? '打撃' : '投手'}指標のリーグ平均を年度別に比較。${labels.join('・')}の推移を表とグラフで示します。`,
    path: `${BASE_PATH}/${type}`,
    crumbs: [{ label: '記録' }],
    ...(first !== undefined && last !== undefined
      ? { structuredData: { '@type': 'Dataset', name: TITLES[type], description: `NPBのリーグ平均（${labels.join('・')}）`, temporalCoverage: `${first}/${last}`, variableMeasured: labels } }
      : {}),
  }
}

/**
 * The page below the layout for one record type and chart metric, kept for the server's life ('use
 * cache', keyed by both): the data only changes with a new database, which is a new release.
 */
async function SeasonAverageBody({ type, metric }: { type: RecordType; metric: AverageMetric }) {
  'use cache'
  cacheLife('max')
  const averages = listSeasonAverages(type)
  const page = describe(type, averages)
  return (
    <>
      <PageHeader page={page} />
      <RecordTypeTabs basePath={BASE_PATH} current={type} />
      {!averages ? (
        <RecordsNotice>データベースが未構築のため、リーグ平均を表示できません。</RecordsNotice>
      ) : averages.seasons.length === 0 ? (
        <RecordsNotice>集計できるレギュラーシーズンの試合がまだありません。</RecordsNotice>
      ) : (
        <>
          <AverageChartSection averages={averages} metric={metric} />
          <AverageTables averages={averages} />
        </>
      )}
      <JsonLd data={pageStructuredData(page)} />
    </>
  )
}

/** /records/season-average/batting and /pitching: league averages by season, a chart of one metric (?metric=). */
export function seasonAveragePage(type: RecordType) {
  return {
    generateMetadata: () => pageMetadata(describe(type, listSeasonAverages(type))),
    Page: async function SeasonAveragePage({ searchParams }: SeasonAverageProps) {
      return <SeasonAverageBody type={type} metric={parseMetric(type, (await searchParams).metric)} />
    },
  }
}
