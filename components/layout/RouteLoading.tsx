import { LOADING_MESSAGES, type LoadingMessageKey } from '@/lib/loading-messages'
import { LoadingIndicator } from './LoadingIndicator'

/** What every `loading.tsx` shows: the circular indicator centred in at least 500 px. */
export function RouteLoading({ kind = 'page' }: { kind?: LoadingMessageKey }) {
  return (
    <div className="flex min-h-[500px] items-center justify-center">
      <LoadingIndicator variant="circular" size="large" message={LOADING_MESSAGES[kind]} />
    </div>
  )
}
