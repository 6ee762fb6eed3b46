import { Suspense } from 'react'
import { PageHeader } from '@/components/layout/PageHeader'
import { RouteLoading } from '@/components/layout/RouteLoading'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { ClubPicker } from './_components/ClubPicker'

type Props = PageProps<'/teams/starting-lineup'>

const page: PageDescriptor = {
  title: 'スタメン',
  description: '12球団の先発オーダーの傾向。年度と球団を選ぶと、全試合の1〜9番、最も多いオーダー、相手先発の左右別のオーダー、打順ごとの起用選手と打順別OPSを確認できます。',
  // The canonical URL is the path alone: ?season= only changes which season the club links open.
  path: '/teams/starting-lineup',
  crumbs: [{ label: 'チーム', href: '/teams/info' }],
}

export const metadata = pageMetadata(page)

/** /teams/starting-lineup: pick a season and a club. The header is prerendered; the picker reads the query. */
export default function StartingLineupIndexPage({ searchParams }: Props) {
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <Suspense fallback={<RouteLoading kind="page" />}>
        <ClubPicker searchParams={searchParams} />
      </Suspense>
    </>
  )
}
