import { TITLE_LABELS } from '@/lib/route-labels'
import type { TitleType } from '@/lib/route-params'
import type { TitleHistoryEntry } from '@/lib/schemas/titles'
import { NoTitleData } from './NoTitleData'
import { PositionAwardTable } from './PositionAwardTable'
import { TitleHistoryTable } from './TitleHistoryTable'
import { VotedAwardsUnavailable } from './VotedAwardsUnavailable'

/**
 * A title across every season of the data. Position awards get a table per season; the others one
 * table with a row per season; a notice instead when the award is not chosen for this data.
 */
export function TitleHistory({ type, entries }: { type: TitleType; entries: readonly TitleHistoryEntry[] }) {
  if (entries.length === 0) return <NoTitleData />
  const unavailable = entries.every((entry) => entry.results.every((result) => result.status === 'unavailable'))
  return (
    <section aria-labelledby="title-history-heading">
      <h2 id="title-history-heading" className="mb-3 text-lg font-semibold text-slate-900">
        年度別受賞者
      </h2>
      {unavailable ? (
        <VotedAwardsUnavailable />
      ) : type === 'best_nine' || type === 'golden_glove' ? (
        <div className="space-y-6">
          <nav aria-label="年度へ移動" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {entries.map((entry) => (
              <a key={entry.season} href={`#season-${entry.season}`} className="text-brand hover:underline">
                {entry.season}年
              </a>
            ))}
          </nav>
          {entries.map((entry) => (
            <section key={entry.season} aria-labelledby={`season-${entry.season}`}>
              <h3 id={`season-${entry.season}`} className="mb-2 scroll-mt-20 font-semibold text-slate-800">
                {entry.season}年 {TITLE_LABELS[type]}
              </h3>
              <PositionAwardTable type={type} season={entry.season} results={entry.results} />
            </section>
          ))}
        </div>
      ) : (
        <TitleHistoryTable type={type} entries={entries} />
      )}
    </section>
  )
}
