import { PageHeader } from '@/components/layout/PageHeader'
import { glossaryByGroup, GLOSSARY } from '@/lib/domain/glossary/glossary'
import { GLOSSARY_GROUP_LABELS } from '@/lib/domain/glossary/glossary-entry'
import { definedTermSetStructuredData } from '@/lib/seo/defined-term-set'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { GLOSSARY_PAGE } from '../_components/column-pages'
import { GlossaryTerm } from './_components/GlossaryTerm'
import { GlossaryToc } from './_components/GlossaryToc'
import { ScrollToHash } from './_components/ScrollToHash'

const page: PageDescriptor = {
  ...GLOSSARY_PAGE,
  structuredData: definedTermSetStructuredData({
    name: `${GLOSSARY_PAGE.title}（NPBデータバンク）`,
    path: GLOSSARY_PAGE.path,
    terms: GLOSSARY.map((entry) => ({ name: entry.name, alternateName: entry.abbr, description: entry.definition, anchor: entry.anchor })),
  }),
}

export const metadata = pageMetadata(page)

/** /columns/glossary: every stat the site shows, grouped, one anchor per entry for the column headers to link to. */
export default function GlossaryPage() {
  const groups = glossaryByGroup()
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <ScrollToHash />
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <GlossaryToc groups={groups} />
        <div className="min-w-0 space-y-10">
          {groups.map(({ group, entries }) => (
            <section key={group} id={`group-${group}`} aria-labelledby={`group-${group}-heading`} className="scroll-mt-20">
              <div className="mb-3 flex items-baseline justify-between gap-2">
                <h2 id={`group-${group}-heading`} className="text-xl font-bold text-slate-900">
                  {GLOSSARY_GROUP_LABELS[group]}
                </h2>
                <a href="#toc" className="inline-flex min-h-11 min-w-11 items-center justify-center text-xs text-brand underline lg:hidden">
                  目次へ
                </a>
              </div>
              <div className="space-y-3">
                {entries.map((entry) => (
                  <GlossaryTerm key={entry.anchor} entry={entry} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
