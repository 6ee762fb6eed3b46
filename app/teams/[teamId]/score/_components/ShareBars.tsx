import { roundHalfUp } from '@/lib/domain/format/round'

type Props = { club: number | null; league: number | null; max: number; color: string }

/** The club's share over the league's, as two bars scaled to the table's largest share. Drawing only: the row's cells say the numbers. */
export function ShareBars({ club, league, max, color }: Props) {
  const width = (share: number | null) => `${max > 0 ? roundHalfUp(((share ?? 0) / max) * 100, 1) : 0}%`
  return (
    <span aria-hidden className="flex w-20 flex-col gap-0.5 sm:w-40">
      <span className="block h-2 rounded-sm" style={{ width: width(club), backgroundColor: color }} />
      <span className="block h-2 rounded-sm bg-slate-300" style={{ width: width(league) }} />
    </span>
  )
}

/** What the two bars are. */
export function ShareBarsLegend({ club, league, color }: { club: string; league: string; color: string }) {
  return (
    <p aria-hidden className="flex gap-4 text-xs text-slate-600">
      <span className="inline-flex items-center gap-1"><span className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: color }} />{club}</span>
      <span className="inline-flex items-center gap-1"><span className="inline-block size-2.5 rounded-sm bg-slate-300" />{league}</span>
    </p>
  )
}
