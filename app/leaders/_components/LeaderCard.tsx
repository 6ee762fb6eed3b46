import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { LEAGUES } from '@/lib/route-params'
import type { LeadersBoard, LeadersBoardCategory } from '@/lib/schemas/leaders-board'
import { LeagueLeaderList } from './LeagueLeaderList'
import { cardQualifier } from './qualifier-text'

/** What a PA split cannot count, said in the card of such a stat instead of a list. */
const UNAVAILABLE: Readonly<Record<string, string>> = {
  sb: '盗塁は打席と打席の間の記録のため、左右・得点圏・カウント・イニングで絞った表示では集計できません。',
  era: '自責点は走者を出した投手に付くため、左右・得点圏・カウント・イニングで絞った表示では防御率を集計できません。',
}
const GAME_ONLY = 'は試合単位の記録のため、左右・得点圏・カウント・イニングで絞った表示では集計できません。'

export const cardId = (key: string) => `leaders-${key.replaceAll('_', '-')}`

/**
 * One category: its name (linked to the glossary), the entry rule and each league's list side by
 * side (stacked on phones); a category the view cannot count says so in one line.
 */
export function LeaderCard({ board, category }: { board: LeadersBoard; category: LeadersBoardCategory }) {
  const id = cardId(category.key)
  const leagues = LEAGUES.flatMap((league) => {
    const entries = category.leagues[league]
    return entries ? [{ league, entries }] : []
  })
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-x-3 border-b border-slate-100 px-3 py-1">
        <h3 id={id} className="flex items-center text-base font-bold text-slate-900">
          {category.label}
          <GlossaryLink statKey={category.key} side={board.side} />
        </h3>
        <p className="text-xs text-slate-500">{cardQualifier(board.side, board.qualifier, category.qualifiedOnly)}</p>
      </div>
      {category.available ? (
        <div className={`grid gap-x-3 gap-y-2 p-2 ${leagues.length > 1 ? 'sm:grid-cols-2' : ''}`}>
          {leagues.map(({ league, entries }) => (
            <LeagueLeaderList key={league} board={board} category={category} league={league} entries={entries} />
          ))}
        </div>
      ) : (
        <p className="px-3 py-4 text-sm text-slate-600">{UNAVAILABLE[category.key] ?? `${category.label}${GAME_ONLY}`}</p>
      )}
    </section>
  )
}
