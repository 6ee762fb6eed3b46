import { TITLE_GROUPS } from '@/components/stats/titles/title-groups'
import { TITLE_LABELS } from '@/lib/route-labels'
import type { TitleType } from '@/lib/route-params'
import { PillLink } from '@/components/ui/PillLink'

/** The 17 title types as links in three groups, so every selection has its own shareable URL. */
export function TitleSelector({ selected }: { selected: TitleType | null }) {
  return (
    <nav aria-label="タイトルの種類" className="mb-6 space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      {TITLE_GROUPS.map((group) => (
        <div key={group.id} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
          <p className="w-24 shrink-0 text-xs font-semibold text-slate-500">{group.label}</p>
          <ul className="flex flex-wrap gap-x-1.5 sm:gap-y-1.5">
            {group.types.map((type) => (
              <li key={type}>
                <PillLink href={`/records/titles/${type}`} active={type === selected}>
                  {TITLE_LABELS[type]}
                </PillLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
