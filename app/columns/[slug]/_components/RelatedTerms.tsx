import { PageLink } from '@/components/navigation/PageLink'
import { GLOSSARY, GLOSSARY_PATH } from '@/lib/domain/glossary/glossary'
import type { ColumnSlug } from '@/lib/route-params'

/** The glossary entries this article explains at length, each a 44 px chip on phones. */
export function RelatedTerms({ slug }: { slug: ColumnSlug }) {
  const entries = GLOSSARY.filter((entry) => entry.article === slug)
  return (
    <nav aria-label="関連する用語" className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="mb-2 text-sm font-semibold text-slate-900">関連する用語（用語集）</p>
      <ul className="flex flex-wrap gap-1.5">
        {entries.map((entry) => (
          <li key={entry.anchor}>
            <PageLink
              href={`${GLOSSARY_PATH}#${entry.anchor}`}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:border-brand hover:text-brand sm:min-h-8"
            >
              {entry.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
