import { getPlayerCareer } from '@/lib/data/loaders/get-player-career'
import { getPlayerPercentiles } from '@/lib/data/loaders/get-player-percentiles'
import { percentileColor } from '@/lib/domain/color/percentile-color'
import { formatStat, type StatFormat } from '@/lib/domain/format/stat-format'
import type { PlayerSide } from '@/lib/domain/players/player-views'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import type { PlayerPercentiles } from '@/lib/schemas/player-percentiles'

type Props = { playerId: string; side: PlayerSide; season: number }

const KEY_LINE: Readonly<Record<PlayerSide, readonly [string, string, StatFormat][]>> = {
  batting: [['avg', '打率', 'rate3'], ['hr', '本塁打', 'count'], ['rbi', '打点', 'count'], ['ops', 'OPS', 'rate3'], ['wrc_plus', 'wRC+', 'integer']],
  pitching: [['era', '防御率', 'era'], ['outs', '投球回', 'innings'], ['so', '奪三振', 'count'], ['fip', 'FIP', 'era']],
}

const read = (line: object, key: string): number | null => {
  const value: unknown = (line as Record<string, unknown>)[key]
  return typeof value === 'number' ? value : null
}

/** Savant-style bars: the value, a bar as long as the percentile in the blue–grey–red scale, the percentile. */
function PercentileBars({ metrics }: { metrics: PlayerPercentiles['metrics'] }) {
  return (
    <ul className="space-y-1.5">
      {metrics.map((metric) => (
        <li key={metric.key} className="grid grid-cols-[8.5rem_1fr_2.5rem] items-center gap-2 text-sm">
          <span className="flex justify-between gap-2 text-slate-700">
            {metric.label}
            <span className="tabular-nums text-slate-900">{formatStat(metric.value, metric.format)}</span>
          </span>
          <span className="relative h-3 rounded-full bg-slate-100" aria-hidden="true">
            {metric.percentile !== null && (
              <span className="absolute inset-y-0 left-0 rounded-full" style={{ width: `${Math.max(3, metric.percentile)}%`, backgroundColor: percentileColor(metric.percentile) }} />
            )}
          </span>
          <span className="text-right tabular-nums text-slate-900">
            {metric.percentile === null ? '-' : metric.percentile}
            <span className="sr-only">パーセンタイル</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The season at a glance: the key line, then Savant-style percentile bars among his league's qualifiers. */
export function SeasonSummary({ playerId, side, season }: Props) {
  const career = getPlayerCareer(playerId, side)
  const line = career?.splitSeasons.find((total) => total.season === season) ?? career?.rows.find((row) => row.season === season)
  const percentiles = getPlayerPercentiles(playerId, season, side)
  if (!line || !percentiles) return null
  const record = side === 'pitching' ? `${read(line, 'w') ?? 0}勝${read(line, 'l') ?? 0}敗${read(line, 'sv') ? ` ${read(line, 'sv')}S` : ''}` : null
  const rule = side === 'batting' ? '規定打席' : '規定投球回'
  return (
    <section aria-label={`${season}年の成績の要約`} className="mb-5 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[auto_1fr]">
      <dl className={`flex flex-wrap gap-x-5 gap-y-2 ${percentiles.qualified ? 'lg:max-w-xs lg:flex-col' : ''}`}>
        {record && (
          <div>
            <dt className="text-xs text-slate-500">勝敗</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">{record}</dd>
          </div>
        )}
        {KEY_LINE[side].map(([key, label, format]) => (
          <div key={key}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">{formatStat(read(line, key), format)}</dd>
          </div>
        ))}
      </dl>
      {percentiles.qualified ? (
        <div>
          <p className="mb-2 text-xs text-slate-600">
            {season}年 {LEAGUE_NAMES[percentiles.league]}の{rule}到達者 {percentiles.qualifiers}人の中での位置（100が最上位）
          </p>
          <PercentileBars metrics={percentiles.metrics} />
        </div>
      ) : (
        // A handful of PAs would top or bottom every bar: Savant shows percentiles for qualified players only.
        <p className="self-center text-sm text-slate-600">
          {rule}に届いていないため、リーグ内の位置（パーセンタイル）は表示しません（{season}年 {LEAGUE_NAMES[percentiles.league]}の到達者 {percentiles.qualifiers}人）。
        </p>
      )}
    </section>
  )
}
