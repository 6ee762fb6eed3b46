import { PageLink } from '@/components/navigation/PageLink'
import { cacheLife } from 'next/cache'
import { getLeadersBoard } from '@/lib/data/loaders/leaders/get-leaders-board'
import { splitFilterLabels } from '@/lib/domain/splits/split-labels'
import type { LeadersBoard } from '@/lib/schemas/leaders-board'
import { LeaderCard } from './LeaderCard'
import { leadersHref, leadersQuery, type LeadersView } from './leaders-query'
import { LeadersMethod } from './LeadersMethod'

/** '2025-09-21' → '9月21日終了時点'. */
const throughLabel = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日終了時点`

/** What the cards show, in one line: the season, the splits, and the last day the figures count. */
function viewHeading(view: LeadersView, board: LeadersBoard): string {
  const labels = splitFilterLabels(view.filter, view.side)
  return `${view.season}年 ${labels.length > 0 ? labels.join('・') : 'シーズン全体'}${board.through ? `（${throughLabel(board.through)}）` : ''}`
}

/** No list has a line: the season has no games (no database), or the splits keep no PA of it. */
function NoLines({ view }: { view: LeadersView }) {
  const labels = splitFilterLabels(view.filter, view.side)
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
      <p className="font-medium text-slate-800">
        {labels.length > 0 ? `${view.season}年の「${labels.join('・')}」に当たる打席がないため、` : `${view.season}年の試合の記録がないため、`}
        リーダーを表示できません。
      </p>
      {labels.length > 0 && (
        <p className="mt-2">
          <PageLink href={leadersHref(view, { filter: {} })} className="tap-link justify-center">
            絞り込みを解除して{view.season}年全体を表示する
          </PageLink>
        </p>
      )}
    </div>
  )
}

const isEmpty = (board: LeadersBoard) => board.categories.every((category) => Object.values(category.leagues).every((list) => !list || list.length === 0))

/**
 * The cards of a view and how they were made. Kept for the server's life ('use cache', keyed by the
 * parsed view): the lines only change with a new database, which is a new release. Both leagues'
 * lists sit side by side in a card, so two cards a row from xl; one league's, three.
 */
export async function LeadersBoardView({ view }: { view: LeadersView }) {
  'use cache'
  cacheLife('max')
  const board = getLeadersBoard(leadersQuery(view))
  if (!board || isEmpty(board)) return <NoLines view={view} />
  return (
    <>
      <section aria-labelledby="leaders-view">
        <h2 id="leaders-view" className="mb-3 text-lg font-bold text-slate-900">
          {viewHeading(view, board)}
        </h2>
        <div className={`grid gap-4 ${view.league ? 'md:grid-cols-2 xl:grid-cols-3' : 'xl:grid-cols-2'}`}>
          {board.categories.map((category) => (
            <LeaderCard key={category.key} board={board} category={category} />
          ))}
        </div>
      </section>
      <LeadersMethod board={board} />
    </>
  )
}
