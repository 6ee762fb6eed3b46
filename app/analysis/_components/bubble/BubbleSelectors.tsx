'use client'

import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import type { GameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { bubbleHref, type BubblePage } from './bubble-href'
import { useBubbleUrl } from './use-bubble-url'

/**
 * The family's 年度 and リーグ pills (and the note for an unserved season), linking to the chart
 * the URL shows now: a metric picked without a page load is kept when the season changes.
 */
export function BubbleSelectors({ page, view }: { page: BubblePage; view: GameStatsView }) {
  const current = useBubbleUrl(page).view
  return <GameStatsSelectors view={view} href={(season, league) => bubbleHref(page, { season, league }, view.latest, current)} />
}
