'use client'

import { useBrowserValue } from '@/components/ui/use-browser-value'
import { isDebugMode } from '@/lib/debug'
import { reloadPage } from './reload-page'

type Props = {
  heading: string
  message: string
  error: Error & { digest?: string }
}

/** Shared body of the root error screen and the start-up render failure screen. */
export function ErrorScreen({ heading, message, error }: Props) {
  const debug = useBrowserValue(() => isDebugMode(window.location.search), false)
  return (
    <div role="alert" className="mx-auto flex min-h-[500px] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="text-sm leading-relaxed text-slate-700">{message}</p>
      {error.digest && <p className="text-xs text-slate-500">エラーID: {error.digest}</p>}
      <button
        type="button"
        onClick={reloadPage}
        className="rounded-md bg-brand px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        再読み込み
      </button>
      {debug && error.stack && (
        <pre className="max-h-64 w-full overflow-auto rounded bg-slate-900 p-3 text-left text-xs text-slate-100">{error.stack}</pre>
      )}
    </div>
  )
}
