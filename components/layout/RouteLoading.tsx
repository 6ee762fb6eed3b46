import { LOADING_MESSAGES, type LoadingMessageKey } from '@/lib/loading-messages'
import { LoadingIndicator } from './LoadingIndicator'

/**
 * What every `loading.tsx` shows: the circular indicator centred in at least 500 px and a screen's
 * height, so the footer waits below the first view and does not jump when the page streams in.
 */
export function RouteLoading({ kind = 'page' }: { kind?: LoadingMessageKey }) {
  return (
    <div className="flex min-h-[max(500px,100vh)] items-center justify-center">
      <LoadingIndicator variant="circular" size="large" message={LOADING_MESSAGES[kind]} />
    </div>
  )
}
