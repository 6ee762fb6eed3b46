import Link from 'next/link'
import type { CSSProperties, ReactNode } from 'react'

type Props = { href: string; active: boolean; style?: CSSProperties; title?: string; children: ReactNode }

/**
 * One filter pill: a small rounded label inside a link whose hit area is 44 px on phones, so a
 * row of pills stays compact to the eye and easy to the thumb. Choosing one keeps the scroll position.
 */
export function PillLink({ href, active, style, title, children }: Props) {
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      title={title}
      aria-current={active ? 'page' : undefined}
      className="group inline-flex min-h-11 min-w-11 items-center justify-center sm:min-h-0 sm:min-w-0"
    >
      <span
        style={active ? undefined : style}
        className={`inline-block rounded-full border px-3 py-1 text-xs font-medium tabular-nums ${
          active ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 group-hover:border-brand group-hover:text-brand'
        }`}
      >
        {children}
      </span>
    </Link>
  )
}
