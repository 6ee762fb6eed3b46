import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '記録達成カウントダウン',
  description: '2000安打・200本塁打・200勝・250セーブ・2000奪三振など、節目の記録に近づいている現役選手と、残り数・現在のペースでの到達見込み日。',
  path: '/records/career/countdown',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function CountdownPage() {
  return <PendingPage page={page} />
}
