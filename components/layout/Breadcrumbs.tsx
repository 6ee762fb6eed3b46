import { PageLink } from '@/components/navigation/PageLink'
import type { Crumb } from '@/lib/seo/metadata'
import { SITE_URL } from '@/lib/site'

type Props = { crumbs: readonly Crumb[]; current: string }

/** Visible trail plus schema.org BreadcrumbList, so search results show the same path. */
export function Breadcrumbs({ crumbs, current }: Props) {
  const trail: Crumb[] = [{ label: 'ホーム', href: '/' }, ...crumbs]
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...trail, { label: current }].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, SITE_URL).toString() } : {}),
    })),
  }
  return (
    <nav aria-label="パンくずリスト" className="text-xs text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb) => (
          <li key={`${crumb.label}-${crumb.href ?? ''}`} className="flex items-center gap-1">
            {crumb.href ? (
              <PageLink href={crumb.href} className="tap inline-flex items-center hover:text-brand hover:underline">
                {crumb.label}
              </PageLink>
            ) : (
              <span>{crumb.label}</span>
            )}
            <span aria-hidden>›</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-700">
          {current}
        </li>
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }} />
    </nav>
  )
}
