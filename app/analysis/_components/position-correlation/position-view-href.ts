import type { PositionCorrelationMode, PositionSlot } from '@/lib/domain/analysis/position-slots'
import { MODE_SLOTS } from '@/lib/domain/analysis/position-slots'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { firstValue } from '@/lib/schemas/first-value'

export const POSITION_CORRELATION_PATH = '/analysis/position-correlation'

/** What the page shows: a mode, a season and all clubs or one; the path holds all three. */
export type PositionView = { mode: PositionCorrelationMode; season: number; team: TeamCode | 'all' }

/**
 * A view's address. The default view — batting, the latest season, all clubs — is the bare path,
 * so that it has one address (the long form of it names the same page and is canonicalised here).
 */
export function positionViewPath(view: PositionView, latest: number): string {
  if (view.mode === 'batting' && view.season === latest && view.team === 'all') return POSITION_CORRELATION_PATH
  return `${POSITION_CORRELATION_PATH}/${view.mode}/${view.season}/${view.team}`
}

/** The address with the scatter plot's position (`?pos=`), a view-only choice the canonical leaves out. */
export function positionViewHref(view: PositionView, latest: number, scatter: PositionSlot | null = null): string {
  const path = positionViewPath(view, latest)
  return scatter === null ? path : `${path}?pos=${scatter}`
}

/** `?pos=` when it names a position of the mode; anything else is no choice (the page then picks one). */
export function parseScatterPosition(params: Record<string, string | string[] | undefined>, mode: PositionCorrelationMode): PositionSlot | null {
  const value = firstValue(params.pos)
  return MODE_SLOTS[mode].find((slot) => slot === value) ?? null
}
