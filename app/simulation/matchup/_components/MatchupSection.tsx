import type { ReactNode } from 'react'

/** One of the page's sections: its h2 (with an id the page's links can jump to) and its content. */
export function MatchupSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

/** A line that says what is missing and why, in place of a table. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{children}</p>
}
