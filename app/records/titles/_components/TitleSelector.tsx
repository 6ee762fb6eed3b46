import Link from 'next/link'
import { TITLE_GROUPS } from '@/components/stats/titles/title-groups'
import { TITLE_LABELS } from '@/lib/route-labels'
import type { TitleType } from '@/lib/route-params'

/** The 17 title types as links in three groups, so every selection has its own shareable URL. */
export function TitleSelector({ selected }: { selected: TitleType | null }) {
  return (
    <nav aria-label="タイトルの種類" className="mb-6 space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      {TITLE_GROUPS.map((group) => (
        <div key={group.id} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
          <p className="w-24 shrink-0 text-xs font-semibold text-slate-500">{group.label}</p>
          <ul className="flex flex-wrap gap-1.5">
            {group.types.map((type) => (
              <li key={type}>
                <Link
                  href={`/records/titles/${type}`}
                  aria-current={type === selected ? 'page' : undefined}
                  className={`inline-block rounded-full border px-2.5 py-0.5 text-xs sm:px-3 sm:py-1 sm:text-sm ${
                    type === selected ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand'
                  }`}
                >
                  {TITLE_LABELS[type]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
