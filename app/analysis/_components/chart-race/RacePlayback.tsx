import { frameStandings, type RaceFrame } from '@/lib/domain/analysis/race-frames'
import { interpolateRace } from '@/lib/domain/analysis/race-interpolate'
import { japaneseDay } from '@/lib/domain/games/results-date'
import type { ChartRace } from '@/lib/schemas/chart-race'
import { rememberRaceDate } from './race-address'
import { RaceBars } from './RaceBars'
import { RaceControls } from './RaceControls'
import { RaceLayout } from './RaceLayout'
import { RaceScrubber } from './RaceScrubber'
import { useRaceClock } from './use-race-clock'

type Props = { race: ChartRace; frames: readonly RaceFrame[]; statLabel: string; initialDate: string | null }

/** The chart's name: the date and its top three, so a screen reader hears the standings the bars show. */
function chartLabel(race: ChartRace, frame: RaceFrame | undefined, day: string, statLabel: string): string {
  const top = frame ? frameStandings(frame).slice(0, 3) : []
  const names = top.map((row) => `${row.rank}位 ${race.players[row.player]?.name ?? ''} ${row.total}`).join('、')
  return `${day}時点の${statLabel}上位：${names || 'まだ記録がありません'}`
}

/**
 * The race itself (browser only): the clock, the bars at its position, the date (announced when
 * paused, silent while playing), the scrubber and the buttons. Pausing, stepping or scrubbing
 * puts the date in the address; playing takes it out.
 */
export function RacePlayback({ race, frames, statLabel, initialDate }: Props) {
  const last = Math.max(frames.length - 1, 0)
  const asked = initialDate === null ? -1 : race.dates.indexOf(initialDate)
  const clock = useRaceClock(last, asked >= 0 ? asked : null)
  // Reduced motion: the bars jump from date to date instead of gliding.
  const moment = interpolateRace(frames, clock.reduced ? Math.round(clock.position) : clock.position, race.top)
  const date = race.dates[moment.date]
  const day = date ? japaneseDay(date) : ''
  const remember = (index: number) => rememberRaceDate(race.dates[index] ?? null)
  return (
    <RaceLayout
      header={
        <>
          <p role="status" aria-live={clock.playing ? 'off' : 'polite'} className="whitespace-nowrap text-base font-bold tabular-nums text-slate-900 sm:text-lg">{`${day}時点`}</p>
          <p className="whitespace-nowrap text-xs text-slate-500 max-sm:hidden">{`${statLabel}・上位${race.top}人`}</p>
        </>
      }
      chart={<RaceBars moment={moment} players={race.players} label={chartLabel(race, frames[moment.date], day, statLabel)} />}
      scrubber={
        <RaceScrubber
          dates={race.dates}
          index={moment.date}
          onSeek={(index) => {
            clock.seek(index)
            remember(index)
          }}
        />
      }
      controls={
        <RaceControls
          playing={clock.playing}
          speed={clock.speed}
          actions={{
            onPlay: () => {
              clock.play()
              rememberRaceDate(null)
            },
            onPause: () => remember(Math.round(clock.pause())),
            onStep: (direction) => remember(clock.step(direction)),
            onSpeed: clock.setSpeed,
          }}
        />
      }
    />
  )
}
