import Link from 'next/link'

export type Pill = { href: string; label: string; active: boolean }

/** A labelled row of link pills (season, league, date): each choice is its own shareable URL. */
export function PillNav({ label, pills }: { label: string; pills: readonly Pill[] }) {
  return (
    <nav aria-label={label} className="flex items-baseline gap-3">
      <span className="w-16 shrink-0 text-xs font-semibold text-slate-500">{label}</span>
      <ul className="-my-1 flex min-w-0 flex-wrap gap-1.5 py-1">
        {pills.map((pill) => (
          <li key={pill.href}>
            <Link
              href={pill.href}
              aria-current={pill.active ? 'page' : undefined}
              className={`inline-block rounded-full border px-3 py-1 text-xs font-medium tabular-nums ${
                pill.active ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand'
              }`}
            >
              {pill.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
