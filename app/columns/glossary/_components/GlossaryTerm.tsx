import { PageLink } from '@/components/navigation/PageLink'
import { COLUMN_ARTICLES } from '@/app/columns/_components/column-pages'
import type { GlossaryEntry } from '@/lib/domain/glossary/glossary-entry'
import { TITLE_LABELS } from '@/lib/route-labels'

function Note({ label, children }: { label: string; children: string }) {
  return (
    <div className="mt-2">
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="leading-relaxed">{children}</dd>
    </div>
  )
}

/** One entry: name, definition, the formula we compute with and its worked example, our convention, NPB's rule, links onward. */
export function GlossaryTerm({ entry }: { entry: GlossaryEntry }) {
  const headingId = `${entry.anchor}-name`
  const onward = (entry.titles?.length ?? 0) > 0 || entry.article !== undefined
  return (
    <section id={entry.anchor} aria-labelledby={headingId} className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 target:border-brand target:ring-2 target:ring-brand/30">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        <dfn className="not-italic">{entry.name}</dfn>
        {entry.abbr && entry.abbr !== entry.name && <span className="ml-2 text-sm font-medium text-slate-500">{entry.abbr}</span>}
      </h3>
      <p className="mt-1 leading-relaxed">{entry.definition}</p>
      {entry.formula && (
        <div className="mt-3 rounded-md bg-slate-50 px-3 py-2">
          <p className="break-words font-medium text-slate-900">{entry.formula.text}</p>
          <p className="mt-1 break-words text-slate-600">
            <span className="mr-1 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">例</span>
            {entry.formula.example}
          </p>
        </div>
      )}
      {(entry.convention || entry.npb) && (
        <dl>
          {entry.convention && <Note label="当サイトの扱い">{entry.convention}</Note>}
          {entry.npb && <Note label="NPBでは">{entry.npb}</Note>}
        </dl>
      )}
      {onward && (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
          {entry.titles?.map((title) => (
            <li key={title}>
              <PageLink href={`/records/titles/${title}`} className="inline-flex min-h-11 items-center text-brand underline sm:min-h-0">
                {TITLE_LABELS[title]}の歴代受賞者
              </PageLink>
            </li>
          ))}
          {entry.article && (
            <li>
              <PageLink href={`/columns/${entry.article}`} className="inline-flex min-h-11 items-center font-medium text-brand underline sm:min-h-0">
                解説: {COLUMN_ARTICLES[entry.article].title}
              </PageLink>
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
