'use client'

import { useEffect, useRef, useState } from 'react'
import { applyFinal, applyMoment, boardFromMoments, startBoard } from '@/lib/domain/simulation/streaming/scoreboard'
import { scoreStreamUrl, streamPageHref, type StreamQuery, type StreamSpeed } from '@/lib/domain/simulation/streaming/stream-query'
import { GameBoard } from './GameBoard'
import { StreamControls, type StreamStatus } from './StreamControls'
import type { StreamClubs } from './stream-clubs'

/** What the visitor pressed before this module loaded (GameStreamGate): done once on mount. */
export type FirstAction = 'start' | 'skip'

type Props = { query: StreamQuery; latest: number; clubs: StreamClubs; startWe: number | null; firstAction?: FirstAction }

/**
 * The player. Before 「試合開始」 it is the scoreboard of a game not yet begun (the server draws
 * it); the click loads the stream's module and opens the EventSource, whose moments fold into the
 * board (scoreboard.ts). Pause closes the source and resume reopens it after the last moment;
 * a speed change does the same at the new pace and puts the speed in the address. Skip fetches the
 * whole game and folds it at once. Leaving the page closes the source, which stops the server.
 */
export function GameStream({ query, latest, clubs, startWe, firstAction }: Props) {
  const [board, setBoard] = useState(() => startBoard(startWe))
  const [status, setStatus] = useState<StreamStatus>('ready')
  const [speed, setSpeed] = useState<StreamSpeed>(query.speed)
  const source = useRef<EventSource | null>(null)
  const lastId = useRef(-1)
  // Each open or stop takes a new number: a stream module that loads after a later click is not opened.
  const attempt = useRef(0)

  useEffect(() => () => source.current?.close(), [])

  const stop = () => {
    attempt.current++
    source.current?.close()
    source.current = null
  }

  const open = async (pace: StreamSpeed) => {
    stop()
    const mine = attempt.current
    setStatus('connecting')
    const { openScoreStream } = await import('./score-stream-connection')
    if (mine !== attempt.current) return
    source.current = openScoreStream(scoreStreamUrl({ ...query, speed: pace }, lastId.current), {
      open: () => setStatus('live'),
      moment: (moment) => {
        lastId.current = Math.max(lastId.current, moment.i)
        setBoard((now) => applyMoment(now, moment))
      },
      final: (final) => {
        source.current = null
        setBoard((now) => applyFinal(now, final))
        setStatus('ended')
      },
      reconnecting: () => setStatus('reconnecting'),
      failed: () => {
        source.current = null
        setStatus('error')
      },
    })
  }

  const skip = async () => {
    stop()
    const mine = attempt.current
    setStatus('loading')
    try {
      const { loadWholeGame } = await import('./skip-to-end')
      const game = await loadWholeGame(query)
      if (mine !== attempt.current) return
      lastId.current = game.moments.length - 1
      setBoard(boardFromMoments(game.moments, startWe, game.final))
      setStatus('ended')
    } catch {
      if (mine === attempt.current) setStatus('error')
    }
  }

  const changeSpeed = (next: StreamSpeed) => {
    setSpeed(next)
    window.history.replaceState(null, '', streamPageHref({ ...query, speed: next }, latest))
    if (status === 'connecting' || status === 'live' || status === 'reconnecting') void open(next)
  }

  // The press that loaded the player, acted on once: a ref, not an effect dependency, so a re-render does not repeat it.
  const pending = useRef(firstAction)
  useEffect(() => {
    const action = pending.current
    pending.current = undefined
    if (action === 'start') void open(speed)
    else if (action === 'skip') void skip()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  const restart = () => {
    stop()
    lastId.current = -1
    setBoard(startBoard(startWe))
    void open(speed)
  }

  return (
    <div className="space-y-3">
      <StreamControls
        status={status}
        speed={speed}
        onStart={() => void open(speed)}
        onPause={() => {
          stop()
          setStatus('paused')
        }}
        onResume={() => void open(speed)}
        onSkip={() => void skip()}
        onRestart={restart}
        onSpeed={changeSpeed}
      />
      <GameBoard board={board} clubs={clubs} season={query.season} />
    </div>
  )
}
