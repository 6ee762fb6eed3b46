import { PageLink } from '@/components/navigation/PageLink'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import type { SortState } from '@/components/stats/records/SortHeader'
import { CsvDownloadLink } from '@/components/ui/CsvDownloadLink'
import { Pagination } from '@/components/ui/Pagination'
import { PillLinks } from '@/components/ui/PillLinks'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { QUALIFIER_NAMES, qualifierMark } from '@/lib/domain/stats/qualifier-mark'
import type { ValueBoard, ValueBoardSide, ValueBoardView } from '@/lib/schemas/value-boards'
import { BOARD_TEXT, SIDE_LABELS } from './describe-value-board'
import { valueBoardCsvHref, valueBoardHref, type SeasonValueBoardQuery } from './value-board-query'
import { nextOrder, PAGE_SIZE, valueBoardViewModel } from './value-board-view'
import { BOARD_KEY } from './value-columns'
import { ValueBoardTable } from './ValueBoardTable'

type Props = { board: ValueBoard; side: ValueBoardSide; query: SeasonValueBoardQuery; latest: number; data: ValueBoardView | null }

/**
 * The board as the URL asks: who is listed (qualified or everyone), the line above the table (how
 * many, in what order, the CSV), the table and its pages — or the sentence that says why there is none.
 */
export function ValueBoardSection({ board, side, query, latest, data }: Props) {
  const scope = LEAGUE_SCOPE_LABELS[query.league]
  const name = `${SIDE_LABELS[side]}の${BOARD_TEXT[board].name}`
  if (!data) {
    return (
      <RecordsNotice>
        {`${query.season}年の${scope}は、${BOARD_TEXT[board].name}を求めるレギュラーシーズンの打席記録がありません。`}
        <PageLink href={valueBoardHref(board, side, query, latest, { season: latest, league: 'npb', page: 1 })} className="tap-link ml-1 text-brand underline">最新の年度を見る</PageLink>
      </RecordsNotice>
    )
  }
  const model = valueBoardViewModel(board, side, query, data.rows)
  const view = { ...query, sort: model.sortColumn.key === BOARD_KEY[board] && model.order === 'desc' ? null : model.sortColumn.key, order: model.order, page: model.page }
  const sort: SortState = {
    key: model.sortColumn.key,
    order: model.order,
    hrefFor: (key) => {
      const order = nextOrder({ key: model.sortColumn.key, order: model.order }, key)
      return valueBoardHref(board, side, view, latest, { sort: key === BOARD_KEY[board] && order === 'desc' ? null : key, order, page: 1 })
    },
  }
  const mark = data.qualifier ? `${QUALIFIER_NAMES[side]}以上（${qualifierMark(side, data.qualifier)}）` : QUALIFIER_NAMES[side]
  return (
    <section aria-labelledby="board-heading" className="space-y-3">
      <h2 id="board-heading" className="text-lg font-bold text-slate-900">{`${data.season}年 ${scope} ${name}`}</h2>
      <PillLinks
        label="対象"
        alignLabel
        pills={[
          { href: valueBoardHref(board, side, view, latest, { qualified: true, page: 1 }), label: '規定到達者のみ', active: query.qualified },
          { href: valueBoardHref(board, side, view, latest, { qualified: false, page: 1 }), label: '全選手', active: !query.qualified },
        ]}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>{query.qualified ? mark : `全選手（${data.total}人）`}</span>
          <span>
            該当 <strong className="font-semibold text-slate-900">{model.rows.length}</strong>人
          </span>
          <span>{`並び順: ${model.sortColumn.label}（${model.order === 'desc' ? '高い順' : '低い順'}）`}</span>
        </p>
        {model.rows.length > 0 ? <CsvDownloadLink href={valueBoardCsvHref(board, side, view)} /> : null}
      </div>
      {model.rows.length === 0 ? (
        <RecordsNotice>
          {`${data.season}年の${scope}には、${QUALIFIER_NAMES[side]}に達した${SIDE_LABELS[side]}がいません。`}
          <PageLink href={valueBoardHref(board, side, view, latest, { qualified: false, page: 1 })} className="tap-link ml-1 text-brand underline">全選手を表示する</PageLink>
        </RecordsNotice>
      ) : (
        <>
          <ValueBoardTable caption={`${data.season}年 ${scope} ${name}`} side={side} season={data.season} columns={model.columns} rows={model.pageRows} sort={sort} />
          <Pagination page={model.page} pageSize={PAGE_SIZE} total={model.rows.length} href={(page) => valueBoardHref(board, side, view, latest, { page })} />
          <dl className="grid gap-x-4 gap-y-1 text-xs leading-relaxed text-slate-500 sm:grid-cols-2">
            {model.columns.filter((column) => !['games', 'pa'].includes(column.key) && !column.key.startsWith('e_')).map((column) => (
              <div key={column.key} className="flex gap-2">
                <dt className="shrink-0 font-semibold text-slate-600">{column.label}</dt>
                <dd>{column.title}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  )
}
