import { PageLink } from '@/components/navigation/PageLink'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { mapStateLabel, type MapState } from '@/lib/domain/game-stats/win-probability-state'
import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'
import { weForWpa } from '@/lib/domain/sabermetrics/win-expectancy'
import type { WinProbabilityMap } from '@/lib/schemas/win-probability'
import { HeatMapTable } from './HeatMapTable'
import { mapHeatRows } from './heat-rows'
import { MapLegend } from './MapLegend'

/** The reading guide's example: the bottom of the 9th, level, in the map's own state. */
function ReadingGuide({ map, state }: { map: WinProbabilityMap; state: MapState }) {
  const cell = map.rows.find((row) => row.inning === 9 && row.half === 'bottom')?.cells.find((c) => c.score_diff === 0)
  const where = `9回裏・同点・${mapStateLabel(state)}`
  return (
    <div className="max-w-3xl space-y-2 text-sm leading-relaxed text-slate-700">
      {cell ? (
        <p>
          {`例えば${map.season}年のモデルでは、${where}の場面からホームチームが勝つ確率は${formatChance(cell.win)}、引き分けは${formatChance(cell.tie)}、負けは${formatChance(cell.loss)}です。引き分けを半分の勝ちと数えた`}
          <GlossaryLink statKey="win_expectancy">勝利期待値（WE）</GlossaryLink>
          {`は${formatRate3(weForWpa(cell))}で、打席ごとのこの値の動きが`}
          <GlossaryLink statKey="wpa">WPA</GlossaryLink>
          です。
        </p>
      ) : null}
      <p>
        {`各行はその回の表・裏で、${mapStateLabel(state)}の場面で打者を迎えたときの値です。列はホームから見た点差（＋はホームのリード）。`}
        モデルの仕組みや任意の場面の計算は
        <PageLink href="/game-stats/win-probability-model" className="tap-link">勝利確率モデル</PageLink>
        のページへ。
      </p>
    </div>
  )
}

/** The season's map at one base-out state: what a cell says, its key, then the 24 × 11 table. */
export function WinProbabilityMapSection({ map, state }: { map: WinProbabilityMap; state: MapState }) {
  const label = mapStateLabel(state)
  return (
    <section aria-labelledby="win-probability-map" className="space-y-4">
      <h2 id="win-probability-map" className="text-lg font-bold text-slate-900">{`${map.season}年 ホームチームの勝利確率（${label}）`}</h2>
      <ReadingGuide map={map} state={state} />
      <MapLegend mode="map" />
      <HeatMapTable caption={`${map.season}年、${label}の場面でのホームチームの勝利確率（上段）と引き分けの確率（下段）。行は回の表・裏、列は点差（ホーム − ビジター）`} rows={mapHeatRows(map)} />
    </section>
  )
}
