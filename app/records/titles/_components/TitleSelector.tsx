import Link from 'next/link'
import { TITLE_LABELS } from '@/lib/route-labels'
import { TITLE_TYPES, type TitleType } from '@/lib/route-params'

/** The 17 title types as links, so every selection has its own shareable URL. */
export function TitleSelector({ selected }: { selected: TitleType | null }) {
  return (
    <nav aria-label="タイトルの種類" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {TITLE_TYPES.map((type) => (
          <li key={type}>
            <Link
              href={`/records/titles/${type}`}
              aria-current={type === selected ? 'page' : undefined}
              className={`inline-block rounded-full border px-3 py-1 text-sm ${
                type === selected ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand'
              }`}
            >
              {TITLE_LABELS[type]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
