import { formatPercent } from '@/lib/domain/format/numbers'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/team-codes'
import type { OddsLine } from './OddsHistoryChart'

const dayLabel = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`

/** The chart's numbers, collapsed: one row per date, one column per club. */
export function OddsHistoryTable({ league, dates, lines }: { league: League; dates: readonly string[]; lines: readonly OddsLine[] }) {
  return (
    <details className="text-sm">
      <summary className="tap-link cursor-pointer text-slate-600">優勝確率の推移の表</summary>
      <div className="mt-2 max-h-96 max-w-full overflow-auto">
        <table className="text-right text-xs tabular-nums">
          <caption className="sr-only">{`${LEAGUE_NAMES[league]} 優勝確率の推移`}</caption>
          <thead className="sticky top-0 bg-slate-100 text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1 text-left">日付</th>
              {lines.map((line) => (
                <th key={line.team} scope="col" className="px-2 py-1">{line.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, index) => (
              <tr key={date} className="border-t border-slate-200">
                <th scope="row" className="px-2 py-1 text-left font-normal">{dayLabel(date)}</th>
                {lines.map((line) => (
                  <td key={line.team} className="px-2 py-1">{formatPercent(line.values[index] ?? 0, 1)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
