import { PageHeader } from '@/components/layout/PageHeader'
import { PagePending } from '@/components/layout/PagePending'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
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
  return (
    <>
      <PageHeader page={page} />
      <TitleSelector selected={null} />
      <PagePending />
    </>
  )
}
