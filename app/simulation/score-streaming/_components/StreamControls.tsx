import { useId } from 'react'
import { isStreamSpeed, STREAM_SPEEDS, type StreamSpeed } from '@/lib/domain/simulation/streaming/stream-query'
import { SPEED_LABELS } from './labels'

export type StreamStatus = 'ready' | 'connecting' | 'live' | 'reconnecting' | 'paused' | 'loading' | 'ended' | 'error'

const STATUS_TEXT: Readonly<Record<StreamStatus, string>> = {
  ready: '準備完了',
  connecting: '接続しています…',
  live: '配信中',
  reconnecting: '接続が切れたため、続きから再接続しています…',
  paused: '一時停止中',
  loading: '試合の結果を読み込んでいます…',
  ended: '試合終了',
  error: '配信が途切れました。「再開」で続きから受け取れます。',
}

type Props = {
  status: StreamStatus
  speed: StreamSpeed
  onStart: () => void
  onPause: () => void
  onResume: () => void
  onSkip: () => void
  onRestart: () => void
  onSpeed: (speed: StreamSpeed) => void
}

const BUTTON = 'min-h-11 rounded border px-4 text-sm font-bold sm:min-h-9'
const PRIMARY = `${BUTTON} border-brand bg-brand text-white hover:opacity-90`
const SECONDARY = `${BUTTON} border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand disabled:opacity-50`

/** 試合開始 / 一時停止 / 再開 / 最後までスキップ / もう一度, the speed, and what the player is doing now. */
export function StreamControls({ status, speed, onStart, onPause, onResume, onSkip, onRestart, onSpeed }: Props) {
  const id = useId()
  const playing = status === 'connecting' || status === 'live' || status === 'reconnecting'
  return (
    <div className="flex flex-wrap items-center gap-3">
      {status === 'ready' ? <button type="button" className={PRIMARY} onClick={onStart}>試合開始</button> : null}
      {playing ? <button type="button" className={PRIMARY} onClick={onPause}>一時停止</button> : null}
      {status === 'paused' || status === 'error' ? <button type="button" className={PRIMARY} onClick={onResume}>再開</button> : null}
      {status === 'ended' ? <button type="button" className={SECONDARY} onClick={onRestart}>もう一度見る</button> : null}
      {status !== 'ended' ? (
        <button type="button" className={SECONDARY} onClick={onSkip} disabled={status === 'loading'}>最後までスキップ</button>
      ) : null}
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-speed`} className="text-xs font-semibold text-slate-600">再生速度</label>
        <select id={`${id}-speed`} value={speed} onChange={(event) => isStreamSpeed(event.target.value) && onSpeed(event.target.value)} className="min-h-11 rounded border border-slate-300 bg-white px-2 text-sm sm:min-h-9">
          {STREAM_SPEEDS.map((each) => (
            <option key={each} value={each}>{SPEED_LABELS[each]}</option>
          ))}
        </select>
      </div>
      <p role="status" className="basis-full text-xs text-slate-600 sm:basis-auto">{STATUS_TEXT[status]}</p>
    </div>
  )
}
