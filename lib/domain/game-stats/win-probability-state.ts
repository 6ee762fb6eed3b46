import { formatBases } from '@/lib/domain/format/game-state'

/** The base-out state a map is drawn for (bases: 1 = 1B, 2 = 2B, 4 = 3B). */
export type MapState = { outs: 0 | 1 | 2; bases: number }

/** The start of a half-inning: the map a visitor sees first, and the one the URL leaves out. */
export const DEFAULT_MAP_STATE: MapState = { outs: 0, bases: 0 }

export const MAP_OUTS: readonly MapState['outs'][] = [0, 1, 2]
export const MAP_BASES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7]

const OUT_LABELS = ['無死', '一死', '二死'] as const

/**
 * `?state=1-3`: outs, a hyphen, then the bases bitmask (as the run-expectancy page writes it). Anything
 * else is null, and the page shows its default.
 *
 * @example parseMapState('1-3') // { outs: 1, bases: 3 }
 */
export function parseMapState(value: string | null): MapState | null {
  const match = value === null ? null : /^([0-2])-([0-7])$/.exec(value)
  if (!match) return null
  return { outs: Number(match[1]) as MapState['outs'], bases: Number(match[2]) }
}

/** @example mapStateKey({ outs: 2, bases: 7 }) // '2-7' */
export const mapStateKey = ({ outs, bases }: MapState): string => `${outs}-${bases}`

export const isDefaultMapState = (state: MapState): boolean => state.outs === DEFAULT_MAP_STATE.outs && state.bases === DEFAULT_MAP_STATE.bases

/** @example outsLabel(1) // '一死' */
export const outsLabel = (outs: MapState['outs']): string => OUT_LABELS[outs]

/** As a box score says it. @example mapStateLabel({ outs: 1, bases: 3 }) // '一死一・二塁' */
export const mapStateLabel = (state: MapState): string => `${outsLabel(state.outs)}${formatBases(state.bases)}`
