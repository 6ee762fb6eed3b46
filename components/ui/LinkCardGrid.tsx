import { PageLink } from '@/components/navigation/PageLink'

export type LinkCard = { href: string; title: string; description?: string }

/** Section cards, in the order the section lists them. */
export function LinkCardGrid({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href}>
          <PageLink href={card.href} className="block h-full rounded-lg border border-slate-200 bg-white p-4 transition-colors hover:border-brand hover:bg-brand-50">
            <span className="block font-semibold text-brand">{card.title}</span>
            {card.description && <span className="mt-1 block text-sm leading-relaxed text-slate-600">{card.description}</span>}
          </PageLink>
        </li>
      ))}
    </ul>
  )
}
