import { PageLink } from '@/components/navigation/PageLink'
import { suggestSchools, topSchools, type SchoolMatch } from '@/lib/domain/career-search/match-schools'
import type { School } from '@/lib/domain/career-search/school-kinds'
import type { CareerSearch } from '@/lib/schemas/career-search'
import { careerSearchHref } from './career-search-href'
import { SchoolLink } from './SchoolRankings'

function SchoolList({ heading, schools }: { heading: string; schools: readonly School[] }) {
  if (schools.length === 0) return null
  return (
    <div className="mt-4 text-left">
      <h3 className="mb-1 text-sm font-semibold text-slate-800">{heading}</h3>
      <ul className="grid divide-y divide-slate-100 rounded-md border border-slate-200 bg-white sm:grid-cols-2 sm:divide-y-0">
        {schools.map((school) => (
          <li key={`${school.kind}-${school.name}`}>
            <SchoolLink school={school} />
          </li>
        ))}
      </ul>
    </div>
  )
}

type Props = { search: CareerSearch; match: SchoolMatch | null; schools: readonly School[] }

/**
 * Nothing matched: says so and offers ways on — schools whose names come close to the one typed,
 * the school alone when other conditions emptied it, the schools with most players, a clean search.
 */
export function CareerEmptyState({ search, match, schools }: Props) {
  const unknownSchool = search.school !== '' && match !== null && match.schools.length === 0
  const near = unknownSchool ? suggestSchools(schools, search.school) : []
  const top = [...topSchools(schools, 'high_school', 4), ...topSchools(schools, 'university', 4)]
  return (
    <div className="mb-6 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-sm text-slate-600">
      <p className="text-center font-medium text-slate-800">条件に合う選手は見つかりませんでした</p>
      <p className="mt-2 text-center">
        {unknownSchool ? `「${search.school}」を名前に含む出身校・チームはデータにありません。地名だけなど、学校名の一部でもお試しください。` : 'この組み合わせに当てはまる選手はいません。条件を減らしてお試しください。'}
      </p>
      {!unknownSchool && search.school !== '' && (
        <p className="mt-2 text-center">
          <PageLink href={careerSearchHref({ school: search.school, kind: search.kind })} className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline">
            「{search.school}」だけで探す
          </PageLink>
        </p>
      )}
      <SchoolList heading="名前の近い出身校" schools={near} />
      <SchoolList heading="選手の多い出身校" schools={top} />
      <p className="mt-4 text-center">
        <PageLink href="/players/career-search" className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline">
          条件をクリアして探し直す
        </PageLink>
      </p>
    </div>
  )
}
