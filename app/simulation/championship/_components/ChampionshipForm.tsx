'use client'

import { useSearchParams } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { isCalendarDate } from '@/lib/domain/simulation/championship/calendar'
import { SEASON_CHOICES } from '@/lib/domain/simulation/championship/chunks'
import { SEED_MAX, SEED_MIN, seedFromParam } from '@/lib/domain/simulation/tools/seed'
import { CHAMPIONSHIP_PATH, championshipHref, settleRunParams, type SeasonDays } from './championship-params'

type Props = { season: number; latest: number; days: SeasonDays }

const LABEL = 'mb-1 block text-xs font-semibold text-slate-600'
const FIELD = 'h-11 w-full rounded border border-slate-300 bg-white px-2 text-sm sm:h-9'
const slash = (date: string) => date.replaceAll('-', '/')
/** The form's run sizes, plus the address's own when the API's range allows one the form does not offer (30,000). */
const choicesWith = (n: number): number[] => [...new Set<number>([...SEASON_CHOICES, n])].sort((a, b) => a - b)

/** What the page did with URL values it could not use, in the form's words. */
function problemText(problems: ReturnType<typeof settleRunParams>['problems'], run: ReturnType<typeof settleRunParams>['run'], season: number, days: SeasonDays): string[] {
  return [
    problems.asOf === null ? null : `日付「${problems.asOf}」は${season}年のシーズン期間（${slash(days.first)}〜${slash(days.end)}）にないため、${slash(run.asOf)}時点で計算しています。`,
    problems.n === null ? null : `シーズン数「${problems.n}」は1,000〜200,000の範囲で指定してください（${run.n.toLocaleString('ja-JP')}で計算しています）。`,
    problems.seed === null ? null : `シード「${problems.seed}」は${SEED_MIN}〜${SEED_MAX}の整数で指定してください（${run.seed}で計算しています）。`,
  ].flatMap((text) => (text === null ? [] : [text]))
}

/**
 * The run's date, size and seed. A plain GET form (it works without script: the server answers
 * the new address); with script, 「シミュレーション実行」 replaces the address instead and the
 * results below fetch the new run, so the page never reloads and the address stays shareable.
 */
export function ChampionshipForm({ season, latest, days }: Props) {
  const id = useId()
  const params = useSearchParams()
  const { run, problems } = settleRunParams((key) => params.get(key), days)
  const [message, setMessage] = useState<string | null>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const asOf = String(form.get('asOf') ?? '')
    if (!isCalendarDate(asOf) || asOf < days.first || asOf > days.end) {
      setMessage(`日付は${season}年のシーズン期間（${slash(days.first)}〜${slash(days.end)}）から選んでください。`)
      return
    }
    setMessage(null)
    const n = Number(form.get('n'))
    const seed = seedFromParam(String(form.get('seed') ?? ''))
    window.history.replaceState(null, '', championshipHref({ season, latest, midpoint: days.midpoint }, { asOf, n, seed }))
  }
  const notes = message === null ? problemText(problems, run, season, days) : [message]
  return (
    <form method="get" action={CHAMPIONSHIP_PATH} onSubmit={submit} aria-label="シミュレーションの条件" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      {season === latest ? null : <input type="hidden" name="season" value={season} />}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,10rem)_minmax(0,10rem)_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-as-of`} className={LABEL}>時点（この日までの試合を反映）</label>
          <input id={`${id}-as-of`} name="asOf" type="date" required min={days.first} max={days.end} defaultValue={run.asOf} className={FIELD} />
        </div>
        <div>
          <label htmlFor={`${id}-n`} className={LABEL}>シーズン数</label>
          <select id={`${id}-n`} name="n" defaultValue={String(run.n)} className={FIELD}>
            {choicesWith(run.n).map((choice) => (
              <option key={choice} value={choice}>{`${choice.toLocaleString('ja-JP')}シーズン`}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-seed`} className={LABEL}>シード（乱数の種）</label>
          <input id={`${id}-seed`} name="seed" type="number" inputMode="numeric" min={SEED_MIN} max={SEED_MAX} step={1} defaultValue={run.seed} className={FIELD} />
        </div>
        <button type="submit" className="h-11 rounded bg-brand px-4 text-sm font-semibold text-white hover:opacity-90 sm:h-9">シミュレーション実行</button>
      </div>
      {notes.map((note) => (
        <p key={note} role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{note}</p>
      ))}
    </form>
  )
}
