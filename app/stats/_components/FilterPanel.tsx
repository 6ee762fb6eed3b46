'use client'

import type { FormEvent } from 'react'
import type { ExplorerCatalogue } from '@/lib/domain/stats/explorer-presets'
import type { League, TeamCode } from '@/lib/domain/teams/team-codes'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { useExplorerUrl } from './use-explorer-url'

/** A club the 球団 list offers; passed from the server so that the clubs' facts stay out of the browser's first load. */
export type ClubOption = { id: TeamCode; shortName: string; league: League }

/** A select's value and its label. */
export type ChoiceOption = readonly [value: string, label: string]

/**
 * `clubs`, `leagues` and `roles` (the side's positions or roles with their labels) come from the
 * server, so that their tables stay out of the browser's first load.
 */
type Props = { side: StatSide; seasons: readonly number[]; clubs: readonly ClubOption[]; leagues: readonly ChoiceOption[]; roles: readonly ChoiceOption[]; catalogue: ExplorerCatalogue }

const FIELD = 'h-11 rounded border border-slate-300 bg-white px-2 text-sm sm:h-9'

type ChoiceProps = { id: string; label: string; value: string; options: readonly ChoiceOption[]; onChange: (value: string) => void }

/** A labelled select; the empty value stands for "no filter". */
function Choice({ id, label, value, options, onChange }: ChoiceProps) {
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-semibold text-slate-500">
        {label}
      </label>
      <select id={id} className={FIELD} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * 年度・期間, league, club, position or role, qualifier and minimum sample: each choice is a new
 * URL the table follows without a page load; the minimum applies on 適用 (or Enter).
 */
export function FilterPanel({ side, seasons, clubs, leagues, roles, catalogue }: Props) {
  const { state, go } = useExplorerUrl(side, seasons, catalogue)
  const latest = seasons[0]
  const batting = side === 'batting'
  const setSeason = (season: number, through: number | null) =>
    go({ season: season === latest && through === null ? null : String(season), through: through === null || through <= season ? null : String(through) })
  const applyMinimum = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('min')
    go({ min: typeof value === 'string' && /^\d{1,4}$/.test(value) && Number(value) > 0 ? String(Number(value)) : null })
  }
  return (
    <section aria-label="条件" className="flex flex-wrap items-end gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-2 sm:p-3">
      <Choice id="explorer-season" label="年度" value={String(state.season)} options={seasons.map((season) => [String(season), `${season}年`])} onChange={(value) => setSeason(Number(value), state.through)} />
      <Choice
        id="explorer-through"
        label="〜まで（期間の合計）"
        value={state.through === null ? '' : String(state.through)}
        options={[['', '単年'], ...seasons.filter((season) => season > state.season).map((season) => [String(season), `${season}年まで`] as const)]}
        onChange={(value) => setSeason(state.season, value === '' ? null : Number(value))}
      />
      <Choice
        id="explorer-league"
        label="リーグ"
        value={state.league ?? ''}
        options={[['', '両リーグ'], ...leagues]}
        onChange={(value) => go({ league: value || null, team: null })}
      />
      <Choice
        id="explorer-team"
        label="球団"
        value={state.team ?? ''}
        options={[['', '全球団'], ...clubs.filter((club) => state.league === null || club.league === state.league).map((club) => [club.id, club.shortName] as const)]}
        onChange={(value) => go({ team: value || null })}
      />
      <Choice
        id="explorer-pos"
        label={batting ? '守備位置' : '役割'}
        value={state.pos ?? ''}
        options={[['', 'すべて'], ...roles]}
        onChange={(value) => go({ pos: value || null })}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-9">
        <input type="checkbox" checked={state.qualified} onChange={(event) => go({ qualified: event.target.checked ? null : 'false' })} className="size-4 accent-brand" />
        {batting ? '規定打席到達者のみ' : '規定投球回到達者のみ'}
      </label>
      <form onSubmit={applyMinimum} className="flex items-end gap-1.5" key={state.min}>
        <div className="flex flex-col gap-0.5">
          <label htmlFor="explorer-min" className="text-xs font-semibold text-slate-500">
            {batting ? '最低打席' : '最低投球回'}
          </label>
          <input id="explorer-min" name="min" type="number" min={0} max={9999} inputMode="numeric" defaultValue={state.min} className={`${FIELD} w-24 tabular-nums`} />
        </div>
        <button type="submit" className="h-11 min-w-11 rounded border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand sm:h-9">
          適用
        </button>
      </form>
    </section>
  )
}
