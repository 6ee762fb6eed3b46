import { playerPageHref } from '@/components/search/player-page-href'
import { POSITION_GROUP_LABELS } from '@/lib/domain/players/position-groups'
import type { PickerCandidate } from '@/lib/data/loaders/simulation/player-candidates'

export type { PickerCandidate, PickerRole } from '@/lib/data/loaders/simulation/player-candidates'
export { findPickerCandidates, getPickerCandidate } from '@/lib/data/loaders/simulation/player-candidates'

/** The last season of a span such as "2016–2025" or "2019". */
function lastSeasonOf(seasons: string | null): number | null {
  const match = seasons?.match(/(\d{4})$/)
  return match?.[1] === undefined ? null : Number(match[1])
}

/** His player page (pitching record for 投手, batting otherwise), or null for an id the site has no page for. */
export function pickerCandidateHref(candidate: PickerCandidate): string | null {
  return playerPageHref({
    id: candidate.id,
    position: candidate.role === POSITION_GROUP_LABELS.P ? 'P' : null,
    last_season: lastSeasonOf(candidate.seasons),
  })
}
