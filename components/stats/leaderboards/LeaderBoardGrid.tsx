import type { ReactNode } from 'react'

/** Lists side by side: one column on a phone, two on a tablet, three on a desktop. */
export function LeaderBoardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">{children}</div>
}
