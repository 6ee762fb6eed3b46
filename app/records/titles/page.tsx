import { PageHeader } from '@/components/layout/PageHeader'
import { NoTitleData } from '@/components/stats/titles/NoTitleData'
import { TitleSummary } from '@/components/stats/titles/TitleSummary'
import { getDataSource } from '@/lib/data/loaders/get-data-source'
import { listTitles } from '@/lib/data/loaders/list-titles'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { TitleSelector } from './_components/TitleSelector'

const page: PageDescriptor = {
  title: 'タイトル・表彰',
  description:
    'MVP・新人王・沢村賞・ベストナイン・ゴールデングラブ賞と、首位打者・最多本塁打・最優秀防御率などの打撃・投手タイトルの年度別受賞者。',
  path: '/records/titles',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function TitlesPage() {
  const [latest] = listTitles()
  const source = getDataSource()
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <TitleSelector selected={null} />
      {latest ? (
        <section aria-labelledby="latest-titles-heading">
          <h2 id="latest-titles-heading" className="mb-1 text-xl font-bold text-slate-900">
            {latest.season}年の受賞者
          </h2>
          <p className="mb-4 text-sm text-slate-600">
            タイトル名から歴代の受賞者と選出条件をご覧いただけます。
            {source?.kind !== 'npb' && '表彰はシミュレーションリーグの成績から当サイトの方法で選んでいます。'}
          </p>
          <TitleSummary season={latest} />
        </section>
      ) : (
        <NoTitleData />
      )}
    </>
  )
}
