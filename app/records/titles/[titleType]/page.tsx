import { PageHeader } from '@/components/layout/PageHeader'
import { PagePending } from '@/components/layout/PagePending'
import { parseRouteParams } from '@/lib/parse-route-params'
import { TITLE_LABELS } from '@/lib/route-labels'
import { titleParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { TitleSelector } from '../_components/TitleSelector'

type Props = PageProps<'/records/titles/[titleType]'>

async function describe({ params }: Props) {
  const { titleType } = parseRouteParams(titleParams, await params)
  const label = TITLE_LABELS[titleType]
  const page: PageDescriptor = {
    title: `${label} 歴代受賞者`,
    description: `NPB ${label}の年度別・リーグ別の受賞者一覧と、受賞時の成績。`,
    path: `/records/titles/${titleType}`,
    crumbs: [{ label: '記録' }, { label: 'タイトル・表彰', href: '/records/titles' }],
  }
  return { titleType, page }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await describe(props)).page)
}

export default async function TitleTypePage(props: Props) {
  const { titleType, page } = await describe(props)
  return (
    <>
      <PageHeader page={page} />
      <TitleSelector selected={titleType} />
      <PagePending />
    </>
  )
}
