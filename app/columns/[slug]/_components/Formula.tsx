import type { ReactNode } from 'react'

/** A formula set apart from the prose, wrapping on phones rather than widening the page. */
export function Formula({ children }: { children: ReactNode }) {
  return <p className="break-words rounded-md border-l-4 border-brand bg-slate-50 px-3 py-2 font-medium text-slate-900">{children}</p>
}
