import type { ReactNode } from 'react'
import { describeAnswer, describeState } from '@/lib/domain/game-stats/win-model-answer'
import { isWalkOffOver } from '@/lib/domain/game-stats/win-model-state'
import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'
import type { WinProbability } from '@/lib/schemas/win-model'

type Props = { answer: WinProbability; liLabel: ReactNode; busy?: boolean }

const PARTS = [
  { key: 'win', label: 'ホームの勝ち', color: 'bg-brand' },
  { key: 'tie', label: '引き分け', color: 'bg-slate-400' },
  { key: 'loss', label: 'ホームの負け', color: 'bg-rose-400' },
] as const

/** The home club's three chances, a bar of them, WE and LI, and the sentence; dimmed while the next answer loads. */
export function CalculatorAnswer({ answer, liLabel, busy = false }: Props) {
  const { season, state, we, li } = answer
  return (
    <div role="status" aria-label="計算結果" aria-busy={busy} className={`space-y-3 transition-opacity ${busy ? 'opacity-60' : ''}`}>
      <p className="text-sm font-semibold text-slate-900">{`${describeState(state)}（${season}年）`}</p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {PARTS.map(({ key, label }) => (
          <div key={key} className="rounded border border-slate-200 px-1 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">{formatChance(answer[key])}</dd>
          </div>
        ))}
      </dl>
      <div aria-hidden className="flex h-3 overflow-hidden rounded-full bg-slate-100">
        {PARTS.map(({ key, color }) => (
          <div key={key} className={color} style={{ width: `${answer[key] * 100}%` }} />
        ))}
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-600">WE（勝ち＋½引き分け）</dt>
          <dd className="font-semibold tabular-nums">{formatChance(we)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-slate-600">{liLabel}</dt>
          <dd className="font-semibold tabular-nums">{li === null || isWalkOffOver(state) ? '-' : li.toFixed(2)}</dd>
        </div>
      </dl>
      <p className="text-sm leading-relaxed text-slate-700">{describeAnswer(answer)}</p>
    </div>
  )
}
