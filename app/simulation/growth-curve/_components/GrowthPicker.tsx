import { findPickerCandidates, getPickerCandidate } from '@/app/simulation/_components/player-candidates'
import { PlayerPicker } from '@/app/simulation/_components/PlayerPicker'
import { growthHref, type GrowthQuery } from './growth-query'

/**
 * The player search on top of the page: a name lists batters and pitchers alike (the view picks
 * the side he played more); the player on view stays while a search lists others.
 */
export function GrowthPicker({ query, missing }: { query: GrowthQuery; missing: boolean }) {
  const selected = query.player === null || missing ? null : getPickerCandidate(query.player)
  return (
    <section aria-label="選手を選ぶ" className="mb-8 max-w-2xl space-y-2">
      <PlayerPicker
        label="選手名で探す"
        queryParam="q"
        query={query.q}
        candidates={query.q === '' ? [] : findPickerCandidates(query.q, 'any')}
        selected={selected}
        hrefFor={(id) => growthHref({ player: id })}
        {...(selected ? { hidden: { player: selected.id } } : {})}
      />
      {missing ? (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          選手が見つかりません。名前で探し直すか、下のリーグ全体の曲線をご覧ください。
        </p>
      ) : null}
    </section>
  )
}
