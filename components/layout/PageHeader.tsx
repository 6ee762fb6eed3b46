import type { PageDescriptor } from '@/lib/seo/metadata'
import { Breadcrumbs } from './Breadcrumbs'

/** Breadcrumb, the page's single h1 and its lead sentence. */
export function PageHeader({ page }: { page: PageDescriptor }) {
  return (
    <header className="mb-6 space-y-3">
      <Breadcrumbs crumbs={page.crumbs ?? []} current={page.title} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{page.title}</h1>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">{page.description}</p>
    </header>
  )
}
