import { PageLink } from '@/components/navigation/PageLink'
import type { ReactNode } from 'react'

type Props = { id: string; title: ReactNode; more?: { href: string; label: string }; children: ReactNode }

/** A block of the front page: an h2, its content and a link to the page with the whole story. */
export function HomeSection({ id, title, more, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {more && (
          <span className="text-sm font-medium">
            <PageLink href={more.href} className="inline-flex min-h-11 items-center text-brand hover:underline sm:min-h-0">
              {more.label} →
            </PageLink>
          </span>
        )}
      </div>
      {children}
    </section>
  )
}
