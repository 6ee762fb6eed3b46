import type { ReactNode } from 'react'

/** A sentence in place of content that is not there: what is empty and why. */
export function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{children}</p>
}
