'use client'

import { useId } from 'react'
import { CALCULATOR_INNINGS, CALCULATOR_MAX_DIFF, type CalculatorState } from '@/lib/domain/game-stats/win-model-state'

type Props = {
  state: CalculatorState
  /** A change as a function of the state it applies to: the address's latest, which a quick second click may see before a re-render. */
  onChange: (update: (current: CalculatorState) => CalculatorState) => void
}

const INNINGS = Array.from({ length: CALCULATOR_INNINGS }, (_, index) => index + 1)
/** Home lead first, down to home trailing by the most. */
const DIFFS = Array.from({ length: 2 * CALCULATOR_MAX_DIFF + 1 }, (_, index) => CALCULATOR_MAX_DIFF - index)
const HALVES = [
  { value: 'top', label: '表（ビジターの攻撃）' },
  { value: 'bottom', label: '裏（ホームの攻撃）' },
] as const
const OUTS = ['無死', '一死', '二死'] as const
const RUNNERS = [
  { bit: 1, label: '一塁' },
  { bit: 2, label: '二塁' },
  { bit: 4, label: '三塁' },
] as const

const diffLabel = (diff: number) => (diff === 0 ? '同点' : diff > 0 ? `ホーム${diff}点リード` : `ホーム${-diff}点ビハインド`)

const LEGEND = 'mb-1 text-xs font-semibold text-slate-600'
/** A choice drawn as a pill: 44 px tall on phones, the checked one filled. */
const CHOICE =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-700 focus-within:ring-2 focus-within:ring-brand has-checked:border-brand has-checked:bg-brand has-checked:text-white sm:min-h-9'
const SELECT = 'min-h-11 w-full rounded border border-slate-300 bg-white px-2 text-sm sm:min-h-9'

/** The calculator's five questions; every change is a whole new state for the address. */
export function CalculatorForm({ state, onChange }: Props) {
  const set = (change: Partial<CalculatorState>) => onChange((current) => ({ ...current, ...change }))
  const id = useId()
  return (
    <form aria-label="勝利確率を計算する場面" className="space-y-4" onSubmit={(event) => event.preventDefault()}>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-inning`} className={`block ${LEGEND}`}>イニング</label>
          <select id={`${id}-inning`} className={SELECT} value={state.inning} onChange={(event) => set({ inning: Number(event.target.value) })}>
            {INNINGS.map((inning) => (
              <option key={inning} value={inning}>{`${inning}回`}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-diff`} className={`block ${LEGEND}`}>点差</label>
          <select id={`${id}-diff`} className={SELECT} value={state.diff} onChange={(event) => set({ diff: Number(event.target.value) })}>
            {DIFFS.map((diff) => (
              <option key={diff} value={diff}>{diffLabel(diff)}</option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className={LEGEND}>表・裏</legend>
        <div className="flex flex-wrap gap-2">
          {HALVES.map(({ value, label }) => (
            <label key={value} className={CHOICE}>
              <input type="radio" name="half" value={value} className="sr-only" checked={state.half === value} onChange={() => set({ half: value })} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>アウト</legend>
        <div className="flex flex-wrap gap-2">
          {OUTS.map((label, outs) => (
            <label key={label} className={CHOICE}>
              <input type="radio" name="outs" value={outs} className="sr-only" checked={state.outs === outs} onChange={() => set({ outs })} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>走者</legend>
        <div className="flex flex-wrap gap-2">
          {RUNNERS.map(({ bit, label }) => (
            <label key={bit} className={CHOICE}>
              <input type="checkbox" name="bases" value={bit} className="sr-only" checked={(state.bases & bit) !== 0} onChange={() => onChange((current) => ({ ...current, bases: current.bases ^ bit }))} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  )
}
