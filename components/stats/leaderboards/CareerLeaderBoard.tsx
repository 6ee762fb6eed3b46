import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { CareerBoard, CareerMinimum, RecordType } from '@/lib/schemas/career'
import { formatStat } from '@/lib/domain/format/stat-format'
import { formatSpan, formatTeams } from './format-career'
import { LeaderTable } from './LeaderTable'

/** A career minimum as the page states it: 通算2,000打数以上 / 通算1,000投球回以上. */
export function describeMinimum(minimum: CareerMinimum): string {
  return minimum.stat === 'ab' ? `通算${formatStat(minimum.value, 'count')}打数以上` : `通算${formatStat(minimum.value, 'innings')}投球回以上`
}

/** The list's heading id; `${id}-list` is the list itself, the target of the page's jump links. */
export const careerBoardId = (key: string) => `career-${key}`

/** One career list: the leaders over every season in the data, with the span and clubs of each career. */
export function CareerLeaderBoard({ board, type }: { board: CareerBoard; type: RecordType }) {
  const note = board.minimum ? describeMinimum(board.minimum) : undefined
  return (
    <LeaderTable
      id={careerBoardId(board.key)}
      title={board.title}
      note={note}
      valueHeader={board.label}
      valueGlossary={{ key: board.key, side: type }}
      whenHeader="期間"
      empty={note ? `${note}の選手がいません。` : '記録のある選手がいません。'}
      rows={board.rows.map((row) => ({
        key: row.player_id,
        rank: row.rank,
        name: row.name,
        href: playerCareerHref(row.player_id, type, row.last_season),
        teams: formatTeams(row.teams),
        value: formatStat(row.value, board.format),
        when: formatSpan(row.first_season, row.last_season),
      }))}
    />
  )
}
