import type { PageDescriptor } from '@/lib/seo/metadata'
import { PageHeader } from './PageHeader'
import { PagePending } from './PagePending'

export function PendingPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader page={page} />
      <PagePending />
    </>
  )
}
