import { RACE_SPEEDS, type RaceSpeed } from '@/lib/domain/analysis/race-clock'

export type RaceActions = {
  onPlay: () => void
  onPause: () => void
  onStep: (direction: 1 | -1) => void
  onSpeed: (speed: RaceSpeed) => void
}

/**
 * Without `actions` the controls are the skeleton's: drawn disabled and without handlers, so the
 * server can render them as plain markup and the page ships no script for them.
 */
type Props = { playing: boolean; speed: RaceSpeed; actions?: RaceActions }

const BUTTON = 'tap inline-flex min-h-11 items-center justify-center gap-1 rounded border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand hover:text-brand disabled:opacity-50 sm:min-h-9'
const SPEED = 'tap inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 text-xs font-medium tabular-nums sm:min-h-8'

const speedLabel = (speed: RaceSpeed) => `${speed}×`

/** Play or pause, a date back or forward, and the speed: one row on wide screens, two on a phone. */
export function RaceControls({ playing, speed, actions }: Props) {
  const disabled = actions === undefined
  return (
    <>
      <div role="group" aria-label="再生" className="flex gap-2">
        <button type="button" className={BUTTON} disabled={disabled} onClick={actions && (() => actions.onStep(-1))}>
          <span aria-hidden="true">◀</span>前の日
        </button>
        <button type="button" className={`${BUTTON} min-w-28`} disabled={disabled} onClick={actions && (playing ? actions.onPause : actions.onPlay)}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? '一時停止' : '再生'}
        </button>
        <button type="button" className={BUTTON} disabled={disabled} onClick={actions && (() => actions.onStep(1))}>
          次の日<span aria-hidden="true">▶</span>
        </button>
      </div>
      <div role="group" aria-label="速度" className="flex items-center gap-1">
        <span className="mr-1 text-xs font-semibold text-slate-500">速度</span>
        {RACE_SPEEDS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === speed}
            disabled={disabled}
            onClick={actions && (() => actions.onSpeed(option))}
            className={`${SPEED} ${option === speed ? 'bg-brand text-white' : 'border border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand'}`}
          >
            {speedLabel(option)}
          </button>
        ))}
      </div>
    </>
  )
}
