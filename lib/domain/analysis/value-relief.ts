import { creditedWpa, fieldingTeam, type ValuePa } from './value-pa'

/** FanGraphs' line for a shutdown (WPA ≥ +0.06) and a meltdown (WPA ≤ −0.06) in one relief appearance. */
export const RELIEF_MARK_WPA = 0.06

/**
 * A relief appearance's mark by its WPA (FanGraphs, "Shutdowns and Meltdowns"): SD at +0.06 or
 * more, MD at −0.06 or less, else none. A small tolerance keeps an exact ±0.06 from missing by
 * floating-point dust.
 *
 * @example reliefMark(0.06) // 'shutdown'
 * @example reliefMark(-0.059) // null
 */
export function reliefMark(wpa: number): 'shutdown' | 'meltdown' | null {
  if (wpa >= RELIEF_MARK_WPA - 1e-12) return 'shutdown'
  if (wpa <= -RELIEF_MARK_WPA + 1e-12) return 'meltdown'
  return null
}

export type ReliefTally = { reliefGames: number; shutdowns: number; meltdowns: number }

/** A pitcher's line key on a board: the player and the club he pitched for. */
export const pitcherKey = (pitcherId: string, team: string) => `${pitcherId}\t${team}`

/**
 * Every pitcher's relief appearances and their SD/MD, from a season's PAs in game order. A
 * pitcher's appearance is his PAs of one game; the game's starter for a club is the pitcher of
 * its first PA in the field, and every other appearance is relief. WPA between PAs (steals, wild
 * pitches) belongs to no PA and so to no appearance.
 *
 * @example a starter and a reliever whose two PAs add +0.04 and +0.03 → the reliever 1 game, 1 SD
 */
export function reliefTallies(pas: readonly ValuePa[]): Map<string, ReliefTally> {
  const starters = new Map<string, string>()
  const appearances = new Map<string, { key: string; wpa: number }>()
  for (const pa of pas) {
    const team = fieldingTeam(pa)
    const club = `${pa.gameId}\t${team}`
    if (!starters.has(club)) starters.set(club, pa.pitcherId)
    if (starters.get(club) === pa.pitcherId) continue
    const id = `${club}\t${pa.pitcherId}`
    const appearance = appearances.get(id) ?? { key: pitcherKey(pa.pitcherId, team), wpa: 0 }
    appearance.wpa += creditedWpa(pa, 'pitching') ?? 0
    appearances.set(id, appearance)
  }
  const tallies = new Map<string, ReliefTally>()
  for (const { key, wpa } of appearances.values()) {
    const tally = tallies.get(key) ?? { reliefGames: 0, shutdowns: 0, meltdowns: 0 }
    const mark = reliefMark(wpa)
    tally.reliefGames += 1
    if (mark === 'shutdown') tally.shutdowns += 1
    if (mark === 'meltdown') tally.meltdowns += 1
    tallies.set(key, tally)
  }
  return tallies
}
