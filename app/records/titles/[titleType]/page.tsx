import { PageHeader } from '@/components/layout/PageHeader'
import { TitleHistory } from '@/components/stats/titles/TitleHistory'
import { TitleRule } from '@/components/stats/titles/TitleRule'
import { listTitleHistory } from '@/lib/data/loaders/list-titles'
import { parseRouteParams } from '@/lib/parse-route-params'
import { TITLE_LABELS } from '@/lib/route-labels'
import { TITLE_TYPES, titleParams } from '@/lib/route-params'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { TitleSelector } from '../_components/TitleSelector'

type Props = PageProps<'/records/titles/[titleType]'>

async function describe({ params }: Props) {
  const { titleType } = parseRouteParams(titleParams, await params)
  const label = TITLE_LABELS[titleType]
  const page: PageDescriptor = {
    title: `${label} 歴代受賞者`,
    description: `${label}の年度別・リーグ別の受賞者一覧と、受賞時の成績。選出の条件も掲載しています。`,
    path: `/records/titles/${titleType}`,
    crumbs: [{ label: '記録' }, { label: 'タイトル・表彰', href: '/records/titles' }],
  }
  return { titleType, page }
}

export function generateStaticParams() {
  return TITLE_TYPES.map((titleType) => ({ titleType }))
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await describe(props)).page)
}

export default async function TitleTypePage(props: Props) {
  const { titleType, page } = await describe(props)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <TitleSelector selected={titleType} />
      <TitleRule type={titleType} />
      <TitleHistory type={titleType} entries={listTitleHistory(titleType)} />
    </>
  )
}
