import type { ReactNode } from 'react'

/** A view being replaced: kept on screen, dimmed and marked busy, with a status line for screen readers. */
export function BubbleBusy({ children }: { children: ReactNode }) {
  return (
    <div aria-busy="true" className="relative">
      <p role="status" className="sr-only">
        グラフと表を更新しています
      </p>
      <div className="opacity-50 transition-opacity">{children}</div>
    </div>
  )
}
