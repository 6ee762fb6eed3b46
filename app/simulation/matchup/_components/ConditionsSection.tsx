import { PlayerPicker } from '@/app/simulation/_components/PlayerPicker'
import { PillLinks } from '@/components/ui/PillLinks'
import { CAREER } from '@/lib/domain/simulation/matchup/matchup-params'
import type { Matchup } from '@/lib/schemas/simulation-matchup'
import { keptParams, matchupHref } from './matchup-query'
import { MatchupSection } from './MatchupSection'
import type { MatchupView, PickerSide } from './resolve-matchup-view'
import { SettingsForm } from './SettingsForm'

const ROLE = { batter: { label: '打者', search: 'bq' }, pitcher: { label: '投手', search: 'pq' } } as const

function Picker({ view, role }: { view: MatchupView; role: keyof typeof ROLE }) {
  const { query } = view
  const side: PickerSide = view[role]
  const { label, search } = ROLE[role]
  return (
    <div className="space-y-2">
      <PlayerPicker
        label={`${label}を名前で探す`}
        queryParam={search}
        query={query[search]}
        candidates={side.candidates}
        selected={side.selected}
        // Picking a player clears the search and the season, whose default follows the pair.
        hrefFor={(id) => matchupHref(query, role === 'batter' ? { batter: id, bq: '', season: null } : { pitcher: id, pq: '', season: null })}
        hidden={keptParams(query, [search])}
      />
      {side.unknownId !== null ? (
        <p role="alert" className="rounded border border-rose-300 bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {`${label}ID「${side.unknownId}」の選手は見つかりません。名前・かな・ローマ字で検索して選んでください。`}
        </p>
      ) : null}
    </div>
  )
}

function SeasonPills({ view, matchup }: { view: MatchupView; matchup: Matchup }) {
  const seasons: (number | typeof CAREER)[] = [...matchup.seasons, CAREER]
  return (
    <PillLinks
      label="年度"
      scroll
      pills={seasons.map((season) => ({
        href: matchupHref(view.query, { season }),
        label: season === CAREER ? '通算' : String(season),
        active: season === matchup.season,
      }))}
    />
  )
}

/** 対戦条件: the two pickers side by side (stacked on phones), the season, and park / N / seed. */
export function ConditionsSection({ view }: { view: MatchupView }) {
  const { matchup } = view
  return (
    <MatchupSection id="conditions" title="対戦条件">
      <div className="grid gap-6 md:grid-cols-2">
        <Picker view={view} role="batter" />
        <Picker view={view} role="pitcher" />
      </div>
      {view.example && matchup ? (
        <p className="text-sm text-slate-600">
          {`選手を選んでいない側は、例として${matchup.seasons[0] ?? ''}年に最も多く対戦した打者と投手の組み合わせを使っています。`}
        </p>
      ) : null}
      {view.notes.map((note) => (
        <p key={note} role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{note}</p>
      ))}
      {matchup ? (
        <div className="space-y-3">
          <SeasonPills view={view} matchup={matchup} />
          <SettingsForm query={view.query} matchup={matchup} />
        </div>
      ) : null}
    </MatchupSection>
  )
}
