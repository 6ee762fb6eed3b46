import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, TEAM_BY_CODE, type League, type TeamCode } from '@/lib/domain/teams/teams'
import type { z } from 'zod'
import type { headToHeadSchema, StandingsRow } from '@/lib/schemas/standings'
import { TeamLink, teamCellStyle } from './TeamLink'

type Props = { league: League; rows: readonly StandingsRow[]; headToHead: z.infer<typeof headToHeadSchema> }
type WonLostTied = { win: number; lose: number; draw: number }

/** 勝ち越し and 負け越し tints; the W-L-T text says the same for anyone who cannot see them. */
function advantageClass(record: WonLostTied): string {
  if (record.win > record.lose) return 'bg-rose-50 text-rose-900'
  if (record.win < record.lose) return 'bg-sky-50 text-sky-900'
  return 'bg-white text-slate-700'
}

/** Each club's record against each league rival, rows and columns in standings order. */
export function HeadToHeadMatrix({ league, rows, headToHead }: Props) {
  const teams: TeamCode[] = rows.map((row) => row.team)
  const headerStyle = { backgroundColor: LEAGUE_COLORS[league], color: '#FFFFFF' }
  return (
    <div>
      <div className="w-fit max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-max border-collapse text-sm tabular-nums">
          <caption className="sr-only">{`${LEAGUE_NAMES[league]} 対戦成績（行の球団から見た 勝-敗-分）`}</caption>
          <thead className="text-xs">
            <tr style={headerStyle}>
              <th scope="col" className="sticky left-0 z-10 w-[104px] px-2 py-2 text-left font-semibold" style={headerStyle}>
                球団
              </th>
              {teams.map((team) => (
                <th key={team} scope="col" className="min-w-[58px] px-1 py-2 text-center font-semibold">
                  <abbr title={TEAM_BY_CODE[team].shortName} className="no-underline">
                    {TEAM_BY_CODE[team].abbreviation}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.team}>
                <th scope="row" className="sticky left-0 z-10 whitespace-nowrap px-2 py-2 text-left" style={teamCellStyle(row.team)}>
                  <TeamLink team={row.team} name={row.team_name} />
                </th>
                {teams.map((opponent) => {
                  const record = headToHead[row.team]?.[opponent]
                  if (opponent === row.team || record === undefined)
                    return (
                      <td key={opponent} className="bg-slate-100 px-1 py-2 text-center text-slate-400">
                        <span aria-label="該当なし">—</span>
                      </td>
                    )
                  const label = `${row.team_name} 対 ${TEAM_BY_CODE[opponent].shortName} ${record.win}勝${record.lose}敗${record.draw}分`
                  return (
                    <td key={opponent} title={label} className={`whitespace-nowrap px-1 py-2 text-center ${advantageClass(record)}`}>
                      {`${record.win}-${record.lose}-${record.draw}`}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>行の球団から見た 勝-敗-分</span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm border border-rose-200 bg-rose-50" />
          勝ち越し
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm border border-sky-200 bg-sky-50" />
          負け越し
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm border border-slate-200 bg-white" />
          五分
        </span>
      </p>
    </div>
  )
}
