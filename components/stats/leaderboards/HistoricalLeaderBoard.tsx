import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { RecordType } from '@/lib/schemas/career'
import type { HistoricalBoard } from '@/lib/schemas/historical'
import { formatStat } from '@/lib/domain/format/stat-format'
import { formatTeams } from './format-career'
import { LeaderTable } from './LeaderTable'

/** The list's heading id; `${id}-list` is the list itself, the target of the page's jump links. */
export const seasonBoardId = (key: string) => `season-${key}`

/** One single-season list: the best seasons in the data, each with its player, club and year. */
export function HistoricalLeaderBoard({ board, type }: { board: HistoricalBoard; type: RecordType }) {
  const rule = type === 'batting' ? '規定打席以上' : '規定投球回以上'
  return (
    <LeaderTable
      id={seasonBoardId(board.key)}
      title={board.title}
      note={board.qualified_only ? rule : undefined}
      valueHeader={board.label}
      valueGlossary={{ key: board.key, side: type }}
      whenHeader="年度"
      empty={board.qualified_only ? `${rule}のシーズンがありません。` : '記録のあるシーズンがありません。'}
      rows={board.rows.map((row) => ({
        key: `${row.season}-${row.player_id}`,
        rank: row.rank,
        name: row.name,
        href: playerCareerHref(row.player_id, type, row.season),
        teams: formatTeams(row.teams),
        value: formatStat(row.value, board.format),
        when: `${row.season}`,
      }))}
    />
  )
}
