import { RaceControls } from './RaceControls'
import { RaceLayout } from './RaceLayout'
import { RaceScrubber } from './RaceScrubber'

const WIDTHS = ['92%', '80%', '71%', '64%', '58%', '51%', '47%', '42%', '38%', '33%']

/**
 * The race's place while it loads (or when it could not): the same box with grey bars and the
 * controls drawn but disabled, so the page does not move when the race arrives. The loading one is
 * rendered by the server (plain markup, no handlers); the failed one by the race in the browser.
 */
export function RaceSkeleton({ failed = false }: { failed?: boolean }) {
  return (
    <RaceLayout
      header={<p className="text-sm text-slate-500">{failed ? '' : 'チャートを読み込み中…'}</p>}
      chart={
        failed ? (
          <p role="alert" className="rounded border border-rose-300 bg-rose-50 px-3 py-2 text-sm text-rose-800">
            チャートのデータを読み込めませんでした。下の表で最終順位を確認できます。
            <button type="button" onClick={() => window.location.reload()} className="tap-link ml-1 underline">
              ページを読み込み直す
            </button>
          </p>
        ) : (
          <div aria-hidden="true" className="space-y-2 motion-safe:animate-pulse">
            {WIDTHS.map((width) => (
              <div key={width} className="flex h-6 items-center gap-2">
                <div className="h-4 w-28 shrink-0 rounded bg-slate-100 sm:w-44" />
                <div className="h-6 rounded-r bg-slate-100" style={{ width }} />
              </div>
            ))}
          </div>
        )
      }
      scrubber={<RaceScrubber dates={[]} index={0} />}
      controls={<RaceControls playing={false} speed={1} />}
    />
  )
}
