import type { MilestoneCountdown } from '@/lib/schemas/milestones'
import { MilestoneTable } from './MilestoneTable'

/** The anchor each milestone's section carries, for the jump links at the top of the page. */
export function milestoneAnchor(milestone: Pick<MilestoneCountdown, 'id'>): string {
  return `milestone-${milestone.id}`
}

type Props = { milestone: MilestoneCountdown; season: number; window: number; complete: boolean }

function Scope({ milestone, window }: Pick<Props, 'milestone' | 'window'>) {
  const threshold = Math.ceil(milestone.target * (1 - window))
  const share = `${Math.round(window * 100)}%`
  if (milestone.entries.length === 0) return <>収録期間内に{milestone.stat}を記録した未達成の現役選手はいません。</>
  if (milestone.in_window) {
    return (
      <>
        通算{threshold}
        {milestone.unit}以上（残り{share}以内）の現役選手 {milestone.entries.length}人。残りの少ない順。
      </>
    )
  }
  return (
    <>
      残り{share}以内（通算{threshold}
      {milestone.unit}以上）の現役選手はいません。参考として、収録期間内の通算が多い{milestone.entries.length}人を表示しています。
    </>
  )
}

/** A milestone's heading, its scope sentence and its table. */
export function MilestoneSection({ milestone, season, window, complete }: Props) {
  const id = milestoneAnchor(milestone)
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-20 space-y-2">
      <h2 id={`${id}-heading`} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        {milestone.label}
        {milestone.meikyukai && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">名球会の条件</span>}
      </h2>
      <p className="text-sm text-slate-600">
        <Scope milestone={milestone} window={window} />
      </p>
      {milestone.entries.length > 0 && (
        <div className="max-w-3xl">
          <MilestoneTable milestone={milestone} season={season} complete={complete} />
        </div>
      )}
    </section>
  )
}
