import { statColumn } from '@/components/stats/records/stat-columns'
import { statValue } from '@/components/stats/records/stat-value'
import { formatStat } from '@/lib/domain/format/stat-format'

/** The club's headline figures on each side: runs and the rates a fan checks first. */
export const KEY_FIGURES = {
  batting: ['r', 'avg', 'hr', 'obp', 'slg', 'ops', 'sb', 'so'],
  pitching: ['era', 'r', 'so', 'bb', 'hr', 'whip', 'k9', 'bb9'],
} as const

/** Labels where a key's column label means something else for a club (a pitching staff's r is runs allowed). */
const LABELS: Readonly<Record<'batting' | 'pitching', Readonly<Record<string, string>>>> = { batting: { r: '得点' }, pitching: { r: '失点', hr: '被本塁打', so: '奪三振', bb: '与四球' } }

type Props = { type: 'batting' | 'pitching'; club: object; ranks: Readonly<Record<string, number | null>>; league: string }

/** The club's line in figures, each with its place in the league, before the table of its players. */
export function TeamFigures({ type, club, ranks, league }: Props) {
  return (
    <dl aria-label={`チーム成績と${league}での順位`} className="grid grid-cols-4 gap-2 sm:grid-cols-8">
      {KEY_FIGURES[type].map((key) => {
        const column = statColumn(type, key)
        const rank = ranks[key]
        return column ? (
          <div key={key} className="rounded-lg border border-slate-200 bg-white px-2 py-2 text-center">
            <dt className="text-xs font-semibold text-slate-500">{LABELS[type][key] ?? column.label}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900">{formatStat(statValue(club, key), column.format)}</dd>
            <dd className="text-xs text-slate-600">{rank ? `リーグ${rank}位` : '-'}</dd>
          </div>
        ) : null
      })}
    </dl>
  )
}
