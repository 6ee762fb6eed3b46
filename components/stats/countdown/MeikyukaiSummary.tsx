import { PageLink } from '@/components/navigation/PageLink'
import type { MilestoneCountdown } from '@/lib/schemas/milestones'
import { formatProjectedMonth } from './format-countdown'
import { milestoneAnchor } from './MilestoneSection'

/**
 * 名球会 (the Golden Players Club) admits a player with 2000 hits, 200 wins or 250 saves: this
 * box gathers the active players within 25% of any of the three.
 */
export function MeikyukaiSummary({ milestones }: { milestones: readonly MilestoneCountdown[] }) {
  const criteria = milestones.filter((milestone) => milestone.meikyukai)
  const near = criteria.flatMap((milestone) => (milestone.in_window ? milestone.entries.map((entry) => ({ milestone, entry })) : []))
  return (
    <section aria-labelledby="meikyukai-heading" className="rounded-lg border border-amber-200 bg-amber-50 p-4">
      <h2 id="meikyukai-heading" className="text-base font-semibold text-slate-900">
        名球会の入会条件に近い現役選手
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        入会条件は通算2000安打、または通算200勝・250セーブ。当サイトの通算はデータ収録期間内の成績のみで数えています。
      </p>
      {near.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">収録期間内の通算で、いずれかの条件まで残り25%以内の現役選手はいません。</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {near.map(({ milestone, entry }) => (
            <li key={`${milestone.id}-${entry.player_id}`} className="flex flex-wrap items-baseline gap-x-2">
              <PageLink href={`#${milestoneAnchor(milestone)}`} className="inline-flex min-h-11 items-center font-medium text-brand hover:underline sm:min-h-0">
                {entry.name}
              </PageLink>
              <span className="text-slate-700">
                {milestone.label}まであと{entry.remaining}
                {milestone.unit}
              </span>
              {entry.projection && <span className="text-xs text-slate-500">見込み {formatProjectedMonth(entry.projection.date)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
