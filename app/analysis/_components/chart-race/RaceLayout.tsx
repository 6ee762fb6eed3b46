import type { ReactNode } from 'react'

type Props = { header: ReactNode; chart: ReactNode; scrubber: ReactNode; controls: ReactNode }

/**
 * The race's box: every part has a fixed height (header 44 px, chart 320 px, scrubber 60 px, the
 * controls' rows), so the skeleton, the error and the race itself are the same size and nothing
 * below moves when the race arrives.
 */
export function RaceLayout({ header, chart, scrubber, controls }: Props) {
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex h-11 items-center justify-between gap-3">{header}</div>
      <div className="relative h-80 overflow-hidden">{chart}</div>
      <div className="h-15">{scrubber}</div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">{controls}</div>
    </div>
  )
}
