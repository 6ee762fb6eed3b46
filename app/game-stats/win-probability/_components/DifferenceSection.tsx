import { differenceRows } from '@/lib/domain/game-stats/win-probability-diff'
import { mapStateLabel, type MapState } from '@/lib/domain/game-stats/win-probability-state'
import type { WinProbabilityMap } from '@/lib/schemas/win-probability'
import { HeatMapTable } from './HeatMapTable'
import { differenceHeatRows } from './heat-rows'
import { MapLegend } from './MapLegend'

type Props = { map: WinProbabilityMap; compare: number; other: WinProbabilityMap | null; state: MapState }

/**
 * The comparison as one more map of the same shape, each cell the change in P(win) with the other
 * season's value under it: two maps side by side would not fit a phone, and one map of changes
 * plus the one above says both seasons' values.
 */
export function DifferenceSection({ map, compare, other, state }: Props) {
  const label = mapStateLabel(state)
  return (
    <section aria-labelledby="win-probability-difference" className="space-y-4">
      <h2 id="win-probability-difference" className="text-lg font-bold text-slate-900">{`${map.season}年と${compare}年の比較（${label}）`}</h2>
      {other ? (
        <>
          <p className="max-w-3xl text-sm leading-relaxed text-slate-700">
            {`各マスは${map.season}年のホームの勝利確率から${compare}年の値を引いた差（ポイント）です。プラスなら${map.season}年の方がホームチームにとって有利な場面です。`}
          </p>
          <MapLegend mode="difference" season={map.season} compare={compare} />
          <HeatMapTable caption={`${map.season}年 − ${compare}年のホームチームの勝利確率の差（上段、ポイント）と${compare}年の勝利確率（下段）、${label}の場面`} rows={differenceHeatRows(differenceRows(map, other))} />
        </>
      ) : (
        <p className="text-sm text-slate-700">{`${compare}年は打席ごとの記録がないため、勝利確率のモデルがなく比較できません。`}</p>
      )}
    </section>
  )
}
