import Link from 'next/link'
import { isUpcoming } from '@/lib/route-status'
import { SoonBadge } from './SoonBadge'

export type LinkCard = { href: string; title: string; description?: string }

const cardClass = 'block h-full rounded-lg border p-4'

/** Section cards: pages that work come first; a page not built yet keeps its card, marked and not a link. */
export function LinkCardGrid({ cards }: { cards: readonly LinkCard[] }) {
  const marked = cards.map((card) => ({ card, upcoming: isUpcoming(card.href) }))
  const ordered = [...marked.filter((entry) => !entry.upcoming), ...marked.filter((entry) => entry.upcoming)]
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {ordered.map(({ card, upcoming }) => (
        <li key={card.href}>
          {upcoming ? (
            <div className={`${cardClass} border-dashed border-slate-300 bg-slate-50`} data-upcoming="">
              <span className="flex items-center font-semibold text-slate-500">
                {card.title}
                <SoonBadge />
              </span>
              {card.description && <span className="mt-1 block text-sm leading-relaxed text-slate-500">{card.description}</span>}
            </div>
          ) : (
            <Link href={card.href} className={`${cardClass} border-slate-200 bg-white transition-colors hover:border-brand hover:bg-brand-50`}>
              <span className="block font-semibold text-brand">{card.title}</span>
              {card.description && <span className="mt-1 block text-sm leading-relaxed text-slate-600">{card.description}</span>}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
