'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'
import { streamPageHref, type StreamQuery, type StreamSpeed } from '@/lib/domain/simulation/streaming/stream-query'
import type { FirstAction } from './GameStream'
import { StreamControls } from './StreamControls'
import type { StreamClubs } from './stream-clubs'

// The player (the stream's state, its controls' logic, the board redrawn per pitch) loads on the first press.
const GameStream = lazy(() => import('./GameStream').then((module) => ({ default: module.GameStream })))

type Props = {
  query: StreamQuery
  latest: number
  clubs: StreamClubs
  startWe: number | null
  /** The server's board before the first pitch (GameBoard): markup only. */
  pregame: ReactNode
}

const idle = () => {}

/**
 * The game before it starts: the server's board under the controls, with no more script than the
 * controls need. 「試合開始」 or 「最後までスキップ」 loads the player, which takes over the board
 * and does what was pressed; a speed chosen before that goes into the address and the player.
 */
export function GameStreamGate({ pregame, ...props }: Props) {
  const [action, setAction] = useState<FirstAction | null>(null)
  const [speed, setSpeed] = useState<StreamSpeed>(props.query.speed)
  const query = { ...props.query, speed }
  const waiting = (status: 'ready' | 'connecting') => (
    <div className="space-y-3">
      <StreamControls
        status={status}
        speed={speed}
        onStart={() => setAction('start')}
        onSkip={() => setAction('skip')}
        onSpeed={(next) => {
          setSpeed(next)
          window.history.replaceState(null, '', streamPageHref({ ...props.query, speed: next }, props.latest))
        }}
        onPause={idle}
        onResume={idle}
        onRestart={idle}
      />
      {pregame}
    </div>
  )
  if (action === null) return waiting('ready')
  return (
    <Suspense fallback={waiting('connecting')}>
      <GameStream {...props} query={query} firstAction={action} />
    </Suspense>
  )
}
