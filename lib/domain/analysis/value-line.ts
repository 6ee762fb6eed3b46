import { EVENT_CLASS, LINEAR_WEIGHT_EVENTS, type LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'
import { creditedWpa, sideSign, type ValuePa, type ValueSide } from './value-pa'

export type EventCounts = Record<LinearWeightEvent, number>

/**
 * One player's season sums for one club on one side, everything the three boards are computed
 * from; every value is the listed player's own (a pitcher's WPA and RE24 have the batters' sign
 * turned), except `events`, which counts the PAs' events (for a pitcher, against him).
 */
export type ValueLine = {
  side: ValueSide
  playerId: string
  team: string
  pa: number
  games: number
  wpa: number
  wpaPlus: number
  wpaMinus: number
  /** Σ LI and how many PAs had one: pLI = liSum / liCount. */
  liSum: number
  liCount: number
  /** Σ WPA_i / LI_i: WPA/LI, the context-neutral WPA (PAs with LI 0 or none add nothing). */
  wpaLi: number
  phLiSum: number
  phCount: number
  reliefGames: number
  shutdowns: number
  meltdowns: number
  re24: number
  /** Σ boLI over the PAs that had one, and how many: boLI = boLiSum / boLiCount. */
  boLiSum: number
  boLiCount: number
  events: EventCounts
}

export const emptyEventCounts = (): EventCounts => Object.fromEntries(LINEAR_WEIGHT_EVENTS.map((event) => [event, 0])) as EventCounts

export function emptyValueLine(side: ValueSide, playerId: string, team: string): ValueLine {
  return {
    side, playerId, team, pa: 0, games: 0, wpa: 0, wpaPlus: 0, wpaMinus: 0, liSum: 0, liCount: 0, wpaLi: 0, phLiSum: 0, phCount: 0,
    reliefGames: 0, shutdowns: 0, meltdowns: 0, re24: 0, boLiSum: 0, boLiCount: 0, events: emptyEventCounts(),
  }
}

/** What a PA is worth apart from its WPA, for the batting side: its RE24 and the boLI of its start state (null where unknown). */
export type PaRunValues = { re24: number | null; boLi: number | null }

/**
 * Adds one PA to the line of its batter or pitcher. `previousGame` is the game of the line's last
 * PA: a new game counts one more game (PAs come in game order).
 *
 * @example a visitors' batter's single, home WPA −0.05, LI 2, RE24 +0.4 → wpa +0.05, WPA/LI +0.025, re24 +0.4, 1B 1
 */
export function addPa(line: ValueLine, pa: ValuePa, values: PaRunValues, previousGame: string | null): void {
  const wpa = creditedWpa(pa, line.side)
  line.pa += 1
  if (pa.gameId !== previousGame) line.games += 1
  if (wpa !== null) {
    line.wpa += wpa
    if (wpa > 0) line.wpaPlus += wpa
    else line.wpaMinus += wpa
    if (pa.li !== null && pa.li > 0) line.wpaLi += wpa / pa.li
  }
  if (pa.li !== null) {
    line.liSum += pa.li
    line.liCount += 1
  }
  if (values.re24 !== null) line.re24 += sideSign(line.side) * values.re24
  if (values.boLi !== null) {
    line.boLiSum += values.boLi
    line.boLiCount += 1
  }
  line.events[EVENT_CLASS[pa.result]] += 1
}
