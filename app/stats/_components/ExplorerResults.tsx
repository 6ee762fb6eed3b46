import { PageLink } from '@/components/navigation/PageLink'
import { explorerColumn } from '@/components/stats/explorer/explorer-columns'
import { SplitFilterPills } from '@/components/stats/splits/SplitFilterPills'
import { CsvDownloadLink } from '@/components/ui/CsvDownloadLink'
import { Pagination } from '@/components/ui/Pagination'
import { PillLinks } from '@/components/ui/PillLinks'
import { GLOSSARY_PATH } from '@/lib/domain/glossary/glossary'
import type { ExplorerView } from '@/lib/domain/stats/explorer-view'
import { EXPLORER_PER, type StatsExplorer } from '@/lib/schemas/stats-explorer'
import { explorerCsvHref, explorerFilterHref, explorerHref } from './explorer-href'
import { levelNote, minimumText, pitchNote, positionNote, qualifierText, rangeNote, sortText, viewLabel } from './explorer-text'
import { ExplorerTable } from './ExplorerTable'

type Props = { data: StatsExplorer; view: ExplorerView; latest: number; fellBack: boolean }

const PER_LABELS = { '50': '50人', '100': '100人', all: 'すべて' } as const

/**
 * Everything of the explorer that follows the URL: the split pills, the view in words with its
 * qualifier and CSV, the method notes, the table (or why it is empty) and the page links. Drawn by
 * the server for the first paint and by the browser after a refinement, from the same DTO.
 */
export function ExplorerResults({ data, view, latest, fellBack }: Props) {
  const sortColumn = explorerColumn(data.side, data.sort)
  const label = viewLabel(view)
  const notes = [levelNote(data.side, data.level), pitchNote(data.pitch, data.from), positionNote(data.positions), data.from === data.to ? null : rangeNote(data.side)].filter(
    (note) => note !== null,
  )
  const cut = [view.qualified ? '規定到達者のみ' : '全選手', minimumText(data.side, view.min)].filter(Boolean).join('・')
  return (
    <section aria-label="選手一覧" className="space-y-3">
      <SplitFilterPills
        side={data.side}
        filter={view.filter}
        hrefFor={(filter) => explorerFilterHref(view, latest, filter)}
        {...(data.from === data.to && view.filter.to === undefined && data.through ? { lastDate: data.through } : {})}
      />
      {fellBack && (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {`指定された年度のデータはないため、${data.from}年を表示しています。`}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <strong className="font-semibold text-slate-900">{label}</strong>
          <span>{qualifierText(data.side, data.qualifier)}</span>
          <span>
            {cut} 該当 <strong className="font-semibold text-slate-900">{data.total}</strong>人
          </span>
          {sortColumn && <span>並び順: {sortText(sortColumn.label, data.order)}</span>}
          {data.through && <span>{`${data.from === data.to ? '' : `${data.through.slice(0, 4)}年`}${Number(data.through.slice(5, 7))}月${Number(data.through.slice(8, 10))}日までの試合`}</span>}
        </p>
        {data.total > 0 && <CsvDownloadLink href={explorerCsvHref(view)} />}
      </div>
      {notes.length > 0 && (
        <ul className="space-y-1 text-xs text-slate-600">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {data.rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
          <p className="font-medium text-slate-800">この条件に当てはまる選手はいません</p>
          <p className="mt-2">
            {view.qualified ? 'この条件では規定に届いた選手がいません。' : null}
            <PageLink href={explorerHref(view, latest, { team: null, league: null, pos: null, qualified: false, min: null })} className="text-brand underline-offset-2 hover:underline">
              全球団・全選手で表示する
            </PageLink>
          </p>
        </div>
      ) : (
        <ExplorerTable data={data} view={view} latest={latest} caption={label} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PillLinks label="表示件数" pills={EXPLORER_PER.map((per) => ({ href: explorerHref(view, latest, { per }), label: PER_LABELS[per], active: data.per === per }))} />
        <p className="text-xs text-slate-600">
          指標の計算式は
          <PageLink href={GLOSSARY_PATH} className="text-brand underline-offset-2 hover:underline">
            用語集
          </PageLink>
          に、各列の「?」から説明に移れます。
        </p>
      </div>
      {data.per !== 'all' && <Pagination page={data.page} pageSize={Number(data.per)} total={data.total} href={(page) => explorerHref(view, latest, { page })} />}
    </section>
  )
}
