import { CsvDownloadLink } from '@/components/ui/CsvDownloadLink'
import { statColumn } from '@/components/stats/records/stat-columns'
import type { SeasonRecordsScope } from '@/lib/schemas/season-records'
import type { SampleFilter } from '@/lib/domain/stats/sample-filter'
import { sampleSentence } from './MinimumSample'
import type { PlayerView } from './records-href'
import { qualifyingNote } from './qualifying-note'
import { sortDescription } from './sort-description'

type Props = { type: 'batting' | 'pitching'; scope: SeasonRecordsScope; view: PlayerView; sample: SampleFilter; total: number; csvHref: string }

/** The line above the table: the qualifying mark, how many lines the view has, its order, and its CSV. */
export function RecordsSummary({ type, scope, view, sample, total, csvHref }: Props) {
  const column = statColumn(type, view.sort)
  const rule = sampleSentence(type, sample, column?.label ?? '')
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600">
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <span>{qualifyingNote(type, scope)}</span>
        <span>
          該当 <strong className="font-semibold text-slate-900">{total}</strong>人
        </span>
        {column ? <span>並び順: {sortDescription(column, view.order)}</span> : null}
        {rule ? <span className="basis-full text-slate-700">{rule}</span> : null}
      </p>
      {total > 0 ? <CsvDownloadLink href={csvHref} /> : null}
    </div>
  )
}
