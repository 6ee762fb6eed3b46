import type { ChangeEvent } from 'react'
import { japaneseDay } from '@/lib/domain/games/results-date'

/** Without `onSeek` the scrubber is the skeleton's: disabled, plain markup the server can render. */
type Props = { dates: readonly string[]; index: number; onSeek?: (index: number) => void }

/** 「3/28」 from YYYY-MM-DD. */
const shortDay = (date: string | undefined) => (date ? `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}` : '')

/** The date scrubber: a native range input (arrow keys, a thumb on phones) over the season's dates, the first and last under its ends. */
export function RaceScrubber({ dates, index, onSeek }: Props) {
  const last = Math.max(dates.length - 1, 0)
  const position = Math.min(Math.max(index, 0), last)
  return (
    <>
      <input
        type="range"
        aria-label="日付"
        min={0}
        max={last}
        step={1}
        {...(onSeek ? { value: position, onChange: (event: ChangeEvent<HTMLInputElement>) => onSeek(Number(event.currentTarget.value)) } : { defaultValue: position, disabled: true })}
        aria-valuetext={dates[index] ? japaneseDay(dates[index]) : undefined}
        className="block h-11 w-full cursor-pointer accent-brand disabled:cursor-default"
      />
      <div aria-hidden="true" className="flex h-4 justify-between text-xs tabular-nums text-slate-500">
        <span>{shortDay(dates[0])}</span>
        <span>{shortDay(dates[last])}</span>
      </div>
    </>
  )
}
