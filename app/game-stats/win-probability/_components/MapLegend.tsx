import { formatPercent } from '@/lib/domain/format/numbers'
import { differenceColor, winExpectancyColor, WIN_EXPECTANCY_STOPS } from '@/lib/domain/game-stats/win-probability-color'
import { SETTLED_CELLS } from './heat-rows'

const gradient = (colors: readonly string[]) => ({ background: `linear-gradient(to right, ${colors.join(', ')})` })
const BAR = 'h-3 w-full max-w-72 rounded border border-slate-200'

function Scale({ colors, ends }: { colors: readonly string[]; ends: readonly [string, string, string] }) {
  return (
    <div className="space-y-1">
      <div aria-hidden="true" className={BAR} style={gradient(colors)} />
      <div className="flex max-w-72 justify-between text-xs text-slate-600">
        {ends.map((end) => (
          <span key={end}>{end}</span>
        ))}
      </div>
    </div>
  )
}

const SETTLED = [
  { cell: SETTLED_CELLS.over, meaning: '9回以降の裏にホームがリード＝試合終了' },
  { cell: SETTLED_CELLS.unreachable, meaning: '起こらない場面（1回表・延長の表にホームがリード）' },
] as const

function Settled() {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      {SETTLED.map(({ cell, meaning }) => (
        <span key={cell.text}>
          <span className="mr-1 inline-block rounded px-1 text-slate-900" style={{ backgroundColor: cell.color }}>{cell.text}</span>
          {meaning}
        </span>
      ))}
    </p>
  )
}

type Props = { mode: 'map' } | { mode: 'difference'; season: number; compare: number }

/** How to read the colours and the two lines of a cell: the map's own key. */
export function MapLegend(props: Props) {
  return (
    <div className="space-y-2 text-xs text-slate-700">
      {props.mode === 'map' ? (
        <>
          <p>上段：ホームチームが勝つ確率　下段（分）：引き分けの確率　負けの確率 ＝ 100% − 上段 − 下段</p>
          <p>色：引き分けを半分の勝ちとした勝利期待値（赤いほどホーム有利、青いほどビジター有利）</p>
          <Scale colors={WIN_EXPECTANCY_STOPS.map(winExpectancyColor)} ends={['ビジター有利', `五分（${formatPercent(0.5, 0)}）`, 'ホーム有利']} />
        </>
      ) : (
        <>
          <p>{`上段：${props.season}年 − ${props.compare}年のホームの勝利確率の差（ポイント）　下段：${props.compare}年の勝利確率`}</p>
          <Scale colors={[-10, -5, 0, 5, 10].map((points) => differenceColor(points))} ends={['−10ポイント以下', '差なし', '+10ポイント以上']} />
        </>
      )}
      <Settled />
    </div>
  )
}
