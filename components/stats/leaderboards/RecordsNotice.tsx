import type { ReactNode } from 'react'

/** The empty state of a records page: says why there is nothing to list, in place of the lists. */
export function RecordsNotice({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm leading-relaxed text-slate-600">{children}</div>
}
