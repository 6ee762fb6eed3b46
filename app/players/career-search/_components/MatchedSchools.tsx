import type { School } from '@/lib/domain/career-search/school-kinds'
import { SchoolLink } from './SchoolRankings'

/** Open when short; a broad part (「高」) lists the first 60 and says how many more. */
const OPEN = 12
const LISTED = 60

/** The schools a partial name matched, most players first, each opening its own list. */
export function MatchedSchools({ query, schools }: { query: string; schools: readonly School[] }) {
  return (
    <details className="mb-4 rounded-md border border-slate-200 bg-white" open={schools.length <= OPEN}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm text-slate-700">
        「{query}」を含む出身校・チーム {schools.length}件
      </summary>
      <ul className="grid border-t border-slate-100 sm:grid-cols-2 lg:grid-cols-3">
        {schools.slice(0, LISTED).map((school) => (
          <li key={`${school.kind}-${school.name}`}>
            <SchoolLink school={school} />
          </li>
        ))}
      </ul>
      {schools.length > LISTED && <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">ほか{schools.length - LISTED}件。名前を長くすると絞り込めます。</p>}
    </details>
  )
}
