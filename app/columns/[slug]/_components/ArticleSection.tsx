import type { ReactNode } from 'react'

/** One section of a method article: an h2 the page can be linked to, then prose and tables. */
export function ArticleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 space-y-3 text-sm leading-relaxed text-slate-700 sm:text-base">
      <h2 id={`${id}-heading`} className="pt-2 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
