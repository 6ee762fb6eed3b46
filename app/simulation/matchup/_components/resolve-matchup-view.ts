import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { findPickerCandidates, getPickerCandidate, type PickerCandidate } from '@/app/simulation/_components/player-candidates'
import { getDefaultPairing, getMatchup } from '@/lib/data/loaders/simulation/matchup/get-matchup'
import { PLAYER_ID_PATTERN } from '@/lib/domain/simulation/matchup/matchup-params'
import type { Matchup } from '@/lib/schemas/simulation-matchup'
import { parseMatchupQuery, type MatchupPageQuery } from './matchup-query'

/** One side of the form: who is picked (null: no one, or an id no one has), and the search under it. */
export type PickerSide = { selected: PickerCandidate | null; unknownId: string | null; candidates: PickerCandidate[] }

export type MatchupView = {
  query: MatchupPageQuery
  batter: PickerSide
  pitcher: PickerSide
  /** The answer, or null when a side is unknown or the database has no PAs. */
  matchup: Matchup | null
  /** Some side was not picked, so the example pairing fills it. */
  example: boolean
  /** What the page did instead of what the URL asked (a season or park it does not have). */
  notes: string[]
}

function side(id: string | null, search: string, role: 'batter' | 'pitcher'): PickerSide {
  const selected = id !== null && PLAYER_ID_PATTERN.test(id) ? getPickerCandidate(id) : null
  return { selected, unknownId: id !== null && selected === null ? id : null, candidates: findPickerCandidates(search, role) }
}

/**
 * The page's whole state from its URL: the pickers, the example pairing where a side is not
 * picked, and the matchup — falling back to the default season or a neutral park (with a note)
 * when the URL names ones the data does not have. Never throws for a bad value.
 */
export function resolveMatchupView(params: SearchParams): MatchupView {
  const query = parseMatchupQuery(params)
  const pairing = query.batter === null || query.pitcher === null ? getDefaultPairing() : null
  const batter = side(query.batter ?? pairing?.batter ?? null, query.bq, 'batter')
  const pitcher = side(query.pitcher ?? pairing?.pitcher ?? null, query.pq, 'pitcher')
  const view = { query, batter, pitcher, example: pairing !== null, notes: [] as string[] }
  if (!batter.selected || !pitcher.selected) return { ...view, matchup: null }

  let ask = { batter: batter.selected.id, pitcher: pitcher.selected.id, season: query.season, park: query.park, n: query.n, seed: query.seed }
  // At most one retry per fallback: an unknown season, then an unknown park.
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = getMatchup(ask)
    if (!answer) break
    if (answer.ok) return { ...view, matchup: answer.matchup }
    if (answer.missing === 'season' && ask.season !== null) {
      view.notes.push(ask.season === 'career' ? '通算のデータがないため、既定の年度を表示しています。' : `${ask.season}年のデータはないため、既定の年度を表示しています。`)
      ask = { ...ask, season: null }
    } else if (answer.missing === 'park' && ask.park !== null) {
      view.notes.push('指定の球場はこの年度の球場係数にないため、補正なし（中立）で計算しています。')
      ask = { ...ask, park: null }
    } else break
  }
  return { ...view, matchup: null }
}
