import { PageLink } from '@/components/navigation/PageLink'
import { cacheLife } from 'next/cache'
import type { SortState } from '@/components/stats/records/SortHeader'
import { CsvDownloadLink } from '@/components/ui/CsvDownloadLink'
import { getPitchBoard } from '@/lib/data/loaders/pitch-boards/get-pitch-board'
import { getPitchTypeSummary } from '@/lib/data/loaders/pitch-boards/get-pitch-type-summary'
import { listPitchSampleGames } from '@/lib/data/loaders/pitch-boards/list-pitch-sample-games'
import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { BoardFilters } from './BoardFilters'
import { boardCsvHref, boardHref, type BoardSide, type SeasonQuery } from './board-query'
import { boardViewModel, nextOrder } from './board-view'
import { BoardTable } from './BoardTable'
import { NoPitchSeason } from './NoPitchSeason'

type Props = { side: BoardSide; query: SeasonQuery; latest: number }

const WHO = { pitching: '投手', batting: '打者' } as const
const BOARD = { pitching: '投手別の投球指標', batting: '打者別の打席指標' } as const

/**
 * A season's board as the URL asks: filters, the line above the table (how many, in what order,
 * the CSV), the table, or the sentence that says why there is none. Kept for the server's life
 * ('use cache', keyed by the parsed query): the data only changes with a new database.
 */
export async function PitchBoardView({ side, query, latest }: Props) {
  'use cache'
  cacheLife('max')
  const board = getPitchBoard(query.season, side, { minPitches: query.min, ...(query.team ? { team: query.team } : {}), ...(query.league ? { league: query.league } : {}) })
  if (!board) return <p className="text-sm text-slate-700">{`${query.season}年のレギュラーシーズンの試合はありません。`}</p>
  if (!board.available) return <NoPitchSeason season={query.season} games={listPitchSampleGames() ?? []} />
  const summary = getPitchTypeSummary(query.season)
  const types = summary?.available ? summary.types.map((line) => line.type) : []
  const model = boardViewModel(side, query, board.rows, types)
  const view = { ...query, sort: model.sortColumn.key, order: model.order }
  const sort: SortState = { key: view.sort, order: view.order, hrefFor: (key) => boardHref(side, view, latest, { sort: key, order: nextOrder({ key: view.sort, order: view.order }, key) }) }
  const scope = query.team ? TEAM_BY_CODE[query.team].shortName : query.league ? LEAGUE_NAMES[query.league] : '両リーグ'
  const words = model.sortColumn.format === 'count' ? { asc: '少ない順', desc: '多い順' } : { asc: '低い順', desc: '高い順' }
  return (
    <section aria-labelledby="board-heading">
      <h2 id="board-heading" className="mb-3 text-lg font-bold text-slate-900">{`${query.season}年 ${BOARD[side]}`}</h2>
      <BoardFilters side={side} query={view} latest={latest} types={types} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>{`${scope}・${query.min.toLocaleString('ja-JP')}球以上`}</span>
          <span>
            該当 <strong className="font-semibold text-slate-900">{model.rows.length}</strong>人
          </span>
          <span>{`並び順: ${model.sortColumn.label}（${words[view.order]}）`}</span>
        </p>
        {model.rows.length > 0 ? <CsvDownloadLink href={boardCsvHref(side, view)} /> : null}
      </div>
      {model.rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
          <p className="font-medium text-slate-800">{`${query.min.toLocaleString('ja-JP')}球以上の${WHO[side]}はいません`}</p>
          <p className="mt-2">
            <PageLink href={boardHref(side, view, latest, { min: 100, team: null, league: null })} className="text-brand underline-offset-2 hover:underline">
              両リーグ・100球以上を表示する
            </PageLink>
          </p>
        </div>
      ) : (
        <BoardTable caption={`${query.season}年 ${scope} ${BOARD[side]}`} side={side} season={query.season} columns={model.columns} rows={model.rows} sort={sort} />
      )}
    </section>
  )
}
