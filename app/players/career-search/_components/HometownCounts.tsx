import { PageLink } from '@/components/navigation/PageLink'
import { countByHometown } from '@/lib/domain/career-search/prefectures'
import { careerSearchHref } from './career-search-href'

/** Players per prefecture (and 海外), in JIS order, each opening that prefecture's players. */
export function HometownCounts({ hometowns }: { hometowns: readonly { hometown: string; players: number }[] }) {
  const counts = countByHometown(hometowns)
  if (counts.length === 0) return null
  return (
    <section aria-labelledby="hometown-counts" className="mb-8">
      <h2 id="hometown-counts" className="mb-3 text-lg font-semibold text-slate-900">
        出身地別 選手数
      </h2>
      <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-4 lg:grid-cols-6">
        {counts.map(({ choice, players }) => (
          <li key={choice}>
            <PageLink
              href={careerSearchHref({ pref: choice })}
              className="flex min-h-11 items-center justify-between rounded-md border border-slate-200 bg-white px-3 text-sm hover:border-brand sm:min-h-9"
            >
              <span className="text-brand">{choice}</span>
              <span className="tabular-nums text-slate-600">{players}人</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
