'use client'

import type { FormEvent, ReactNode } from 'react'
import { BATTER_POSITIONS, PITCHER_ROLES, PLAYER_ROLE_LABELS } from '@/lib/domain/stats/player-role'
import { LEAGUE_NAMES, type League, type TeamCode } from '@/lib/domain/teams/team-codes'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { useExplorerUrl } from './use-explorer-url'

/** A club the 球団 list offers; passed from the server so that the clubs' facts stay out of the browser's first load. */
export type ClubOption = { id: TeamCode; shortName: string; league: League }

type Props = { side: StatSide; seasons: readonly number[]; clubs: readonly ClubOption[] }

const FIELD = 'h-11 rounded border border-slate-300 bg-white px-2 text-sm sm:h-9'

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-semibold text-slate-500">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * 年度・期間, league, club, position or role, qualifier and minimum sample: each choice is a new
 * URL the table follows without a page load; the minimum applies on 適用 (or Enter).
 */
export function FilterPanel({ side, seasons, clubs }: Props) {
  const { state, go } = useExplorerUrl(side, seasons)
  const latest = seasons[0]
  const roles = side === 'batting' ? BATTER_POSITIONS : PITCHER_ROLES
  const teams = clubs.filter((team) => state.league === null || team.league === state.league)
  const setSeason = (season: number, through: number | null) =>
    go({ season: season === latest && through === null ? null : String(season), through: through === null || through <= season ? null : String(through) })
  const applyMinimum = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('min')
    go({ min: typeof value === 'string' && /^\d{1,4}$/.test(value) && Number(value) > 0 ? String(Number(value)) : null })
  }
  return (
    <section aria-label="条件" className="flex flex-wrap items-end gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-2 sm:p-3">
      <Field id="explorer-season" label="年度">
        <select id="explorer-season" className={FIELD} value={state.season} onChange={(event) => setSeason(Number(event.target.value), state.through)}>
          {seasons.map((season) => (
            <option key={season} value={season}>
              {season}年
            </option>
          ))}
        </select>
      </Field>
      <Field id="explorer-through" label="〜まで（期間の合計）">
        <select
          id="explorer-through"
          className={FIELD}
          value={state.through ?? ''}
          onChange={(event) => setSeason(state.season, event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">単年</option>
          {seasons
            .filter((season) => season > state.season)
            .map((season) => (
              <option key={season} value={season}>
                {season}年まで
              </option>
            ))}
        </select>
      </Field>
      <Field id="explorer-league" label="リーグ">
        <select id="explorer-league" className={FIELD} value={state.league ?? ''} onChange={(event) => go({ league: event.target.value || null, team: null })}>
          <option value="">両リーグ</option>
          <option value="central">{LEAGUE_NAMES.central}</option>
          <option value="pacific">{LEAGUE_NAMES.pacific}</option>
        </select>
      </Field>
      <Field id="explorer-team" label="球団">
        <select id="explorer-team" className={FIELD} value={state.team ?? ''} onChange={(event) => go({ team: event.target.value || null })}>
          <option value="">全球団</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.shortName}
            </option>
          ))}
        </select>
      </Field>
      <Field id="explorer-pos" label={side === 'batting' ? '守備位置' : '役割'}>
        <select id="explorer-pos" className={FIELD} value={state.pos ?? ''} onChange={(event) => go({ pos: event.target.value || null })}>
          <option value="">すべて</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {PLAYER_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </Field>
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-9">
        <input type="checkbox" checked={state.qualified} onChange={(event) => go({ qualified: event.target.checked ? null : 'false' })} className="size-4 accent-brand" />
        {side === 'batting' ? '規定打席到達者のみ' : '規定投球回到達者のみ'}
      </label>
      <form onSubmit={applyMinimum} className="flex items-end gap-1.5" key={state.min}>
        <Field id="explorer-min" label={side === 'batting' ? '最低打席' : '最低投球回'}>
          <input id="explorer-min" name="min" type="number" min={0} max={9999} inputMode="numeric" defaultValue={state.min} className={`${FIELD} w-24 tabular-nums`} />
        </Field>
        <button type="submit" className="h-11 min-w-11 rounded border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand sm:h-9">
          適用
        </button>
      </form>
    </section>
  )
}
