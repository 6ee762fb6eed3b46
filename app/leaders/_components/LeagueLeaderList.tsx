import { QUALIFIER_NAMES } from '@/lib/domain/stats/qualifier-mark'
import { formatStat } from '@/lib/domain/format/stat-format'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import type { LeaderEntry } from '@/lib/schemas/leaders'
import type { LeadersBoard, LeadersBoardCategory } from '@/lib/schemas/leaders-board'
import { LeaderRows, type SentLeader } from './LeaderRows'

type Props = { board: LeadersBoard; category: LeadersBoardCategory; league: League; entries: readonly LeaderEntry[] }

/**
 * Cell styles set once on the table, not on each of the 240 cells a board has (LeaderRows draws
 * the rows from tuples: a board was 390 kB as DataTables, 437 kB as server-rendered rows).
 */
const TABLE = 'w-full text-sm tabular-nums [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1 [&_th]:font-normal [&_tbody_th]:text-left [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-100'

/** The player page's href around the id, so each row sends the id alone. */
function hrefTemplate(board: LeadersBoard): readonly [string, string] {
  const [prefix = '', suffix = ''] = playerCareerHref('\u0000', board.side, board.season).split('\u0000')
  return [prefix, suffix]
}

/**
 * One league's list in a card: rank, player (to his season page), club badge, value as the records
 * tables print it. Four narrow columns fit a 390 px phone; ties share a rank and all stay.
 */
export function LeagueLeaderList({ board, category, league, entries }: Props) {
  const id = `${category.key}-${league}`
  const caption = `${LEAGUE_NAMES[league]} ${category.label}`
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h4 id={id} className="border-l-4 px-2 py-1.5 text-sm font-semibold text-slate-800" style={{ borderColor: LEAGUE_COLORS[league] }}>
        {LEAGUE_NAMES[league]}
      </h4>
      {entries.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-600">
          {category.qualifiedOnly ? `${QUALIFIER_NAMES[board.side]}に達した選手がいません。` : `${category.label}を記録した選手がいません。`}
        </p>
      ) : (
        <table className={TABLE}>
          <caption className="sr-only">{caption}</caption>
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="w-10 text-right">順位</th>
              <th scope="col" className="text-left">選手</th>
              <th scope="col" className="text-left">球団</th>
              <th scope="col" className="text-right">{category.label}</th>
            </tr>
          </thead>
          <LeaderRows rows={entries.map((entry): SentLeader => [entry.player_id, entry.name, entry.team, entry.rank, formatStat(entry.value, category.format)])} href={hrefTemplate(board)} />
        </table>
      )}
    </section>
  )
}
