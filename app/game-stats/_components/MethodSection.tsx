import type { ReactNode } from 'react'

/** Every game-stats page ends with how its numbers are computed, under one heading a visitor can find. */
export function MethodSection({ children, title = '計算方法' }: { children: ReactNode; title?: string }) {
  return (
    <section aria-labelledby="method" className="max-w-3xl space-y-2 text-sm leading-relaxed text-slate-700">
      <h2 id="method" className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}
