import { useCallback, useEffect, useRef, useState } from 'react'
import { advanceRace, stepRace, type RaceSpeed } from '@/lib/domain/analysis/race-clock'

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export type RaceClock = {
  /** Dates from the first (0) to the last, fractional while playing. */
  position: number
  playing: boolean
  speed: RaceSpeed
  /** The visitor asked for less motion: the race opens paused on its last date and moves a whole date at a time. */
  reduced: boolean
  play: () => void
  /** Stops the clock; returns the position it stopped at (the loop may have moved since the last render). */
  pause: () => number
  /** One date back or forward (pausing); returns the date it lands on. */
  step: (direction: 1 | -1) => number
  seek: (position: number) => void
  setSpeed: (speed: RaceSpeed) => void
}

/**
 * The race's clock: a requestAnimationFrame loop advancing the position by the time elapsed
 * (race-clock.ts), stopping on the last date. It opens playing from the first date, or paused on
 * `asked` (a shared link's date), or paused on the last date when the visitor prefers reduced
 * motion. Only ever rendered in the browser (the race arrives by fetch), so reading the media
 * query in the initial state cannot mismatch a server render.
 */
export function useRaceClock(last: number, asked: number | null): RaceClock {
  const [reduced] = useState(prefersReducedMotion)
  const [start] = useState(() => asked ?? (reduced ? last : 0))
  const [position, setPosition] = useState(start)
  const [playing, setPlaying] = useState(asked === null && !reduced && last > 0)
  const [speed, setSpeed] = useState<RaceSpeed>(1)
  // The loop reads the latest position without restarting on every frame.
  const current = useRef(start)
  const move = useCallback((to: number) => {
    current.current = to
    setPosition(to)
  }, [])

  useEffect(() => {
    if (!playing) return
    let previous: number | null = null
    let frame = requestAnimationFrame(function tick(now: number) {
      const next = advanceRace(current.current, previous === null ? 0 : now - previous, speed, last)
      previous = now
      move(next)
      if (next >= last) setPlaying(false)
      else frame = requestAnimationFrame(tick)
    })
    return () => cancelAnimationFrame(frame)
  }, [playing, speed, last, move])

  return {
    position,
    playing,
    speed,
    reduced,
    play: () => {
      if (current.current >= last) move(0)
      setPlaying(true)
    },
    pause: () => {
      setPlaying(false)
      return current.current
    },
    step: (direction) => {
      const to = stepRace(current.current, direction, last)
      setPlaying(false)
      move(to)
      return to
    },
    seek: (to) => {
      setPlaying(false)
      move(to)
    },
    setSpeed,
  }
}
