import type { PaTransition } from '@/lib/domain/events'

/** Which player of a PA a board credits: the batter (batting boards) or the pitcher (pitching boards). */
export type ValueSide = 'batting' | 'pitching'
export const VALUE_SIDES: readonly ValueSide[] = ['batting', 'pitching']

/**
 * One plate appearance as the value boards read it: its transition (which the run and transition
 * models take as is), who batted and pitched, the clubs' codes, and the read model's WPA and LI
 * (pa_values; the home side's WPA, null where none was derived).
 */
export type ValuePa = PaTransition & {
  gameId: string
  seq: number
  batterId: string
  pitcherId: string
  home: string
  away: string
  wpa: number | null
  li: number | null
}

/** The club at bat: the visitors in the top half, the home club in the bottom. */
export const battingTeam = (pa: Pick<ValuePa, 'half' | 'home' | 'away'>): string => (pa.half === 'bottom' ? pa.home : pa.away)

/** The club in the field. */
export const fieldingTeam = (pa: Pick<ValuePa, 'half' | 'home' | 'away'>): string => (pa.half === 'bottom' ? pa.away : pa.home)

/** The credited player of a side. */
export const playerOf = (pa: Pick<ValuePa, 'batterId' | 'pitcherId'>, side: ValueSide): string => (side === 'batting' ? pa.batterId : pa.pitcherId)

/** The club a side's player plays for in this PA. */
export const teamOf = (pa: Pick<ValuePa, 'half' | 'home' | 'away'>, side: ValueSide): string => (side === 'batting' ? battingTeam(pa) : fieldingTeam(pa))

/**
 * +1 or −1: a value measured for the batting side (its WPA, RE24, LWTS) is the pitcher's with the
 * sign turned, so that on every board more is better for the player listed (FanGraphs' pitcher
 * WPA and RE24 likewise).
 */
export const sideSign = (side: ValueSide): 1 | -1 => (side === 'batting' ? 1 : -1)

/**
 * The WPA a side's player is credited with for a PA: the home side's WPA when the home club bats
 * (bottom half), its negative when the visitors bat; the pitcher gets the negative of his batter's
 * (conventions page, FanGraphs WPA). null where the PA has no derived WPA.
 *
 * @example creditedWpa({ half: 'top', wpa: -0.12 }, 'batting') // +0.12: the visitors' batter moved his club's WE up
 */
export function creditedWpa(pa: Pick<ValuePa, 'half' | 'wpa'>, side: ValueSide): number | null {
  if (pa.wpa === null) return null
  const batter = pa.half === 'bottom' ? pa.wpa : -pa.wpa
  return side === 'batting' ? batter : -batter
}
