import { DRAFT_SOURCE_LABELS } from '@/lib/domain/analysis/draft-source'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { DraftPick } from '@/lib/schemas/draft-analysis'

/** The pick as the draft lists it: 「1位」, 「育成3位」; '-' without a round. */
export function pickLabel({ round_number, ikusei }: Pick<DraftPick, 'round_number' | 'ikusei'>): string {
  if (round_number === null) return ikusei ? '育成' : '-'
  return `${ikusei ? '育成' : ''}${round_number}位`
}

export const sourceLabel = (pick: Pick<DraftPick, 'source'>): string => (pick.source === null ? '-' : DRAFT_SOURCE_LABELS[pick.source])

/** His player page (pitchers' pitching record, everyone else's batting) for his last season; null when he has none. */
export function pickHref(pick: Pick<DraftPick, 'player_id' | 'pitcher' | 'page_season'>): string | null {
  return pick.page_season === null ? null : playerCareerHref(pick.player_id, pick.pitcher ? 'pitching' : 'batting', pick.page_season)
}

/** The seasons he played in the data: 「2018–2025」, one 「2025」, none '-'. */
export function seasonsPlayed({ first_season, last_season }: Pick<DraftPick, 'first_season' | 'last_season'>): string {
  if (first_season === null || last_season === null) return '-'
  return first_season === last_season ? String(first_season) : `${first_season}–${last_season}`
}
