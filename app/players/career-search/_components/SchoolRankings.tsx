import { PageLink } from '@/components/navigation/PageLink'
import { topSchools } from '@/lib/domain/career-search/match-schools'
import { SCHOOL_KIND_LABELS, SCHOOL_KINDS, type School } from '@/lib/domain/career-search/school-kinds'
import { careerSearchHref } from './career-search-href'

/** One school as a link to its players: 「青梅学園高 出身 5人」. */
export function SchoolLink({ school }: { school: School }) {
  return (
    <PageLink href={careerSearchHref({ school: school.name, kind: school.kind })} className="flex min-h-11 items-center justify-between gap-2 px-3 py-1.5 text-sm hover:bg-brand-50 sm:min-h-9">
      <span className="min-w-0 text-brand">
        {school.name} <span className="text-slate-600">出身</span>
      </span>
      <span className="shrink-0 tabular-nums text-slate-700">{school.players}人</span>
    </PageLink>
  )
}

/** 「出身校別 選手数」: for each stage the data has, its schools with the most players, each opening its list. */
export function SchoolRankings({ schools }: { schools: readonly School[] }) {
  const stages = SCHOOL_KINDS.map((kind) => ({ kind, top: topSchools(schools, kind) })).filter(({ top }) => top.length > 0)
  if (stages.length === 0) return null
  return (
    <section aria-labelledby="school-rankings" className="mb-8">
      <h2 id="school-rankings" className="mb-3 text-lg font-semibold text-slate-900">
        出身校別 選手数
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stages.map(({ kind, top }) => (
          <section key={kind} aria-labelledby={`ranking-${kind}`} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <h3 id={`ranking-${kind}`} className="border-b border-slate-100 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800">
              {SCHOOL_KIND_LABELS[kind]}
            </h3>
            <ol className="divide-y divide-slate-100">
              {top.map((school, index) => (
                <li key={school.name} className="flex items-center">
                  <span className="w-7 shrink-0 pl-3 text-xs tabular-nums text-slate-500">{index + 1}</span>
                  <div className="min-w-0 flex-1">
                    <SchoolLink school={school} />
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  )
}
