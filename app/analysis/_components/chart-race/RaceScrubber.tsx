import { japaneseDay } from '@/lib/domain/games/results-date'

type Props = { dates: readonly string[]; index: number; disabled?: boolean; onSeek: (index: number) => void }

/** 「3/28」 from YYYY-MM-DD. */
const shortDay = (date: string | undefined) => (date ? `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}` : '')

/** The date scrubber: a native range input (arrow keys, a thumb on phones) over the season's dates, the first and last under its ends. */
export function RaceScrubber({ dates, index, disabled = false, onSeek }: Props) {
  const last = Math.max(dates.length - 1, 0)
  return (
    <>
      <input
        type="range"
        aria-label="日付"
        min={0}
        max={last}
        step={1}
        value={Math.min(Math.max(index, 0), last)}
        aria-valuetext={dates[index] ? japaneseDay(dates[index]) : undefined}
        disabled={disabled}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        className="block h-11 w-full cursor-pointer accent-brand disabled:cursor-default"
      />
      <div aria-hidden="true" className="flex h-4 justify-between text-xs tabular-nums text-slate-500">
        <span>{shortDay(dates[0])}</span>
        <span>{shortDay(dates[last])}</span>
      </div>
    </>
  )
}
