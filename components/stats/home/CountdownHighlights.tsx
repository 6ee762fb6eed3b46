import { playerCareerHref } from '@/lib/domain/players/player-views'
import { CELL_LINK } from '@/components/ui/DataTable'
import { PageLink } from '@/components/navigation/PageLink'
import { formatProjectedMonth } from '@/components/stats/countdown/format-countdown'
import type { CountdownHighlight } from '@/lib/schemas/milestones'
import { TeamName } from './TeamName'

/** The few milestones nearest to falling, each with what remains and when at the current pace. */
export function CountdownHighlights({ highlights, season }: { highlights: readonly CountdownHighlight[]; season: number }) {
  if (highlights.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">節目の記録に近づいている現役選手はいません。</p>
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {highlights.map((line) => (
        <li key={`${line.milestone}-${line.player_id}`} className="relative grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-0.5 px-4 py-2 text-sm sm:grid-cols-[7rem_1fr_auto_12rem]">
          <span className="font-semibold text-slate-900">{line.label}</span>
          <span className="text-right text-slate-800 sm:order-3">
            あと<strong className="mx-0.5 text-base">{line.remaining}</strong>
            {line.unit}
          </span>
          <span className="flex flex-wrap items-baseline gap-x-2 sm:order-2">
            <PageLink href={playerCareerHref(line.player_id, line.kind, season)} className={`font-medium text-brand hover:underline ${CELL_LINK}`}>
              {line.name}
            </PageLink>
            <TeamName team={line.team} />
          </span>
          <span className="text-right text-xs text-slate-500 sm:order-4">
            {line.projection ? `見込み ${formatProjectedMonth(line.projection.date)}` : '見込みなし'}
            {`（通算${line.total}）`}
          </span>
        </li>
      ))}
    </ul>
  )
}
