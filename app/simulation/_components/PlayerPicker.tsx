import { PageLink } from '@/components/navigation/PageLink'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import { pickerCandidateHref, type PickerCandidate } from './player-candidates'

type Props = {
  label: string
  /** The URL parameter the search box writes (e.g. 'q'). */
  queryParam: string
  /** The search as it stands in the URL; empty shows no candidate list. */
  query: string
  candidates: readonly PickerCandidate[]
  selected: PickerCandidate | null
  /** Where choosing a candidate goes: the tool's URL with him picked. */
  hrefFor: (id: string) => string
  /** Other URL parameters the search keeps (the other side of a matchup, a role…). */
  hidden?: Readonly<Record<string, string>>
}

/** 「巨人 · 内野手 · 2016–2025」: the facts that tell two namesakes apart. */
function candidateFacts(candidate: PickerCandidate): string {
  const team = candidate.team === null ? null : (getTeamByCode(candidate.team)?.shortName ?? candidate.team)
  return [team, candidate.role, candidate.seasons].filter((fact) => fact !== null).join(' · ')
}

function SelectedPlayer({ player }: { player: PickerCandidate }) {
  const href = pickerCandidateHref(player)
  const facts = candidateFacts(player)
  return (
    <p className="text-sm text-slate-700">
      <span className="mr-1 text-xs text-slate-500">選択中:</span>
      {href ? (
        <PageLink href={href} className="tap-link font-semibold">
          {player.name}
        </PageLink>
      ) : (
        <span className="font-semibold">{player.name}</span>
      )}
      {facts ? <span className="ml-2 text-xs text-slate-500">{facts}</span> : null}
    </p>
  )
}

function CandidateList({ candidates, hrefFor }: Pick<Props, 'candidates' | 'hrefFor'>) {
  if (candidates.length === 0) return <p className="text-sm text-slate-600">該当する選手がいません</p>
  return (
    <ul aria-label="検索結果" className="divide-y divide-slate-100 rounded border border-slate-200 bg-white text-sm">
      {candidates.map((candidate) => (
        <li key={candidate.id} className="tap-row px-3">
          <PageLink href={hrefFor(candidate.id)} className="tap-link flex-wrap gap-x-2">
            <span className="font-semibold">{candidate.name}</span>
            <span className="text-xs text-slate-500">{candidateFacts(candidate)}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * A player search as a plain GET form (works without JavaScript; the URL is the state): the box
 * takes a name in kanji, kana or romaji, the results are links that pick a player.
 */
export function PlayerPicker({ label, queryParam, query, candidates, selected, hrefFor, hidden }: Props) {
  const inputId = `picker-${queryParam}`
  return (
    <div className="space-y-2">
      <form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-2">
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1 block text-xs font-semibold text-slate-600">
            {label}
          </label>
          <input
            id={inputId}
            name={queryParam}
            type="search"
            defaultValue={query}
            maxLength={50}
            placeholder="名前・かな・ローマ字"
            autoComplete="off"
            className="h-11 w-full rounded border border-slate-300 bg-white px-2 text-sm"
          />
        </div>
        <button type="submit" className="h-11 rounded border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand">
          検索
        </button>
      </form>
      {selected ? <SelectedPlayer player={selected} /> : null}
      {query.trim() !== '' ? <CandidateList candidates={candidates} hrefFor={hrefFor} /> : null}
    </div>
  )
}
