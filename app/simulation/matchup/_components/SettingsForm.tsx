import type { Matchup } from '@/lib/schemas/simulation-matchup'
import { MATCHUP_PAS } from '@/lib/domain/simulation/matchup/simulate'
import { SEED_MAX, SEED_MIN } from '@/lib/domain/simulation/tools/seed'
import { keptParams, type MatchupPageQuery } from './matchup-query'

type Props = { query: MatchupPageQuery; matchup: Matchup }

const LABEL = 'mb-1 block text-xs font-semibold text-slate-600'
const FIELD = 'h-11 w-full rounded border border-slate-300 bg-white px-2 text-sm'

/**
 * Park, N and seed as a plain GET form: submitting navigates to the new address and the server
 * answers it (no script needed; the simulation takes milliseconds).
 */
export function SettingsForm({ query, matchup }: Props) {
  return (
    <form method="get" aria-label="球場・打席数・シード" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
      {Object.entries(keptParams(query, ['park', 'n', 'seed'])).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="matchup-park" className={LABEL}>球場（補正）</label>
        <select id="matchup-park" name="park" defaultValue={matchup.park?.id ?? ''} className={FIELD}>
          <option value="">中立（球場補正なし）</option>
          {matchup.parks.map((park) => (
            <option key={park.id} value={park.id}>{park.name}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="matchup-n" className={LABEL}>打席数 N</label>
        <input id="matchup-n" name="n" type="number" inputMode="numeric" min={MATCHUP_PAS.min} max={MATCHUP_PAS.max} step={1} defaultValue={query.n} className={FIELD} />
      </div>
      <div>
        <label htmlFor="matchup-seed" className={LABEL}>シード</label>
        <input id="matchup-seed" name="seed" type="number" inputMode="numeric" min={SEED_MIN} max={SEED_MAX} step={1} defaultValue={query.seed} className={FIELD} />
      </div>
      <button type="submit" className="h-11 rounded bg-brand px-4 text-sm font-semibold text-white hover:opacity-90">再計算</button>
    </form>
  )
}
