import type { ReactNode } from 'react'

/**
 * A view being replaced by one refined in the browser: kept on screen, dimmed and marked busy,
 * with a status line for screen readers (`status`, e.g. 「表を更新しています」).
 */
export function Refreshing({ status, children }: { status: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className="relative">
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="opacity-50 transition-opacity">{children}</div>
    </div>
  )
}

/** The refinement failed: say so (`what` 「表を更新できませんでした。」) and offer the URL's own page, drawn by the server. */
export function RefreshFailed({ what, search }: { what: string; search: string }) {
  return (
    <p role="alert" className="mb-3 rounded border border-rose-300 bg-rose-50 px-3 py-2 text-sm text-rose-800">
      {what}
      <a href={search ? `?${search}` : '?'} className="ml-1 underline">
        ページを読み込み直す
      </a>
    </p>
  )
}
