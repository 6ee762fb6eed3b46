import { PageLink } from '@/components/navigation/PageLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { PillLinks } from '@/components/ui/PillLinks'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { DraftAnalysis } from '@/lib/schemas/draft-analysis'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { DraftGroupSection } from './DraftGroupSection'
import { DraftMethod } from './DraftMethod'
import { DraftPicksTable } from './DraftPicksTable'
import { draftHref } from './draft-query'
import type { DraftPage } from './load-draft-page'

const LINK = 'tap-link text-brand underline-offset-2 hover:underline'

/** The classes' totals in two sentences: what share reached the first team and ended above average, and their value. */
function Summary({ data, scope }: { data: DraftAnalysis; scope: string }) {
  const { total } = data
  return (
    <p className="max-w-3xl text-sm leading-relaxed text-slate-700">
      {`${scope}${formatStat(total.picks, 'count')}人のうち、一軍に出場したのは${formatStat(total.reached, 'count')}人（${formatStat(total.reach_rate, 'percent')}）、通算価値が平均を上回ったのは${formatStat(total.positive, 'count')}人（${formatStat(total.positive_rate, 'percent')}）です。`}
      {data.last_season !== null ? `成績は${data.last_season}年シーズンまでです。` : ''}
    </p>
  )
}

/** Why there is nothing to show: no database, no draft records in the source, or no class the data covers. */
function Empty({ data }: { data: DraftAnalysis | null }) {
  if (!data) return <RecordsNotice>データベースがまだないため、ドラフト分析は表示できません。</RecordsNotice>
  return (
    <RecordsNotice>
      {data.available ? '入団後の成績がそろう年度のドラフト指名選手がデータにいないため、ドラフト分析は表示できません。' : 'このデータ（npb.jpの試合記録）にはドラフトの記録がないため、ドラフト分析はできません。'}
      選手の出身校や経歴は<PageLink href="/players/career-search" className={LINK}>経歴検索</PageLink>で調べられます。
    </RecordsNotice>
  )
}

/** The page below the layout: header, the class picker, the groupings with their charts and tables, the picks, the method. */
export function DraftAnalysisContent({ loaded }: { loaded: DraftPage }) {
  const { data, askedYear, page } = loaded
  const years = data?.years ?? []
  const scope = data && data.year !== null ? `${data.year}年の指名選手` : `${years.at(-1)}〜${years[0]}年の指名選手`
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      {!data || data.total.picks === 0 ? (
        <Empty data={data} />
      ) : (
        <>
          <div className="mb-6 space-y-3">
            <PillLinks
              label="指名年"
              scroll
              pills={[{ href: draftHref(null), label: 'すべて', active: data.year === null }, ...years.map((year) => ({ href: draftHref(year), label: String(year), active: year === data.year }))]}
            />
            {askedYear !== null ? (
              <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{`${askedYear}年の指名は対象外のため、すべての指名年を表示しています。`}</p>
            ) : null}
          </div>
          <div className="space-y-10">
            <Summary data={data} scope={scope} />
            <DraftGroupSection id="by-round" title="順位別" scope={scope} heading="順位" groups={data.by_round} chart="reach_rate" total={data.total} />
            <DraftGroupSection id="by-source" title="出身別（高校・大学・社会人・独立リーグ）" scope={scope} heading="出身" groups={data.by_source} chart="reach_rate" />
            <DraftGroupSection id="by-team" title="球団別" scope={scope} heading="球団" groups={data.by_team} chart="value_per_pick" />
            {data.by_year.length > 0 ? (
              <DraftGroupSection id="by-year" title="指名年別" scope={scope} heading="指名年" groups={data.by_year} chart="reach_rate" />
            ) : null}
            <section aria-labelledby="picks" className="space-y-3">
              <h2 id="picks" className="text-lg font-bold text-slate-900">{data.year === null ? `通算価値の高い指名選手（上位${data.picks.length}人）` : `${data.year}年の指名選手（${data.picks.length}人）`}</h2>
              <DraftPicksTable caption={data.year === null ? `${scope}のうち通算価値の高い${data.picks.length}人` : `${scope}（通算価値の高い順）`} picks={data.picks} showYear={data.year === null} />
            </section>
            <DraftMethod firstSeason={data.first_season} lastSeason={data.last_season} />
          </div>
        </>
      )}
    </>
  )
}
