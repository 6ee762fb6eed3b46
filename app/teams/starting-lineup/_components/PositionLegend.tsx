import { LINEUP_COLOR_GROUPS, LINEUP_COLORS } from '@/lib/domain/teams/lineup-positions'

/** What the names' colours mean, or, where the source gives no positions, that it does not. */
export function PositionLegend({ positionsKnown }: { positionsKnown: boolean }) {
  if (!positionsKnown) return <p className="text-xs text-slate-600">npb.jp の試合データには野手の守備位置がないため、打順と選手のみを表示しています。</p>
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      <span>名前の色は守備位置（投捕一二三遊左中右指）:</span>
      {LINEUP_COLOR_GROUPS.map((group) => (
        <span key={group} className="font-semibold" style={{ color: LINEUP_COLORS[group].color }}>
          {LINEUP_COLORS[group].label}
        </span>
      ))}
    </p>
  )
}
