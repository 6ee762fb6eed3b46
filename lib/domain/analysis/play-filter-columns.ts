import { PA_RESULTS, PITCH_RESULTS, type PaResult, type PitchResult } from '@/lib/domain/events'
import type { Hand } from '@/lib/domain/pitching-analysis/types'
import { TEAM_CODES } from '@/lib/domain/teams/team-codes'

/**
 * One regular season's PAs held as typed columns, in game order (date, game id, seq), so the play
 * finder can test any filter set on every PA of ten seasons in a few milliseconds: SQLite needs
 * close to a second only to aggregate that many rows (the numbers are in the report of issue 18).
 */
export type PlayGame = { id: string; date: string; home: string; away: string }
export type PlayPlayer = { id: string; name: string }

/** −1 stands for "the source does not say" in the small integer columns, NaN in the float ones. */
export type PlayColumns = {
  game: Uint16Array
  seq: Uint16Array
  inning: Uint8Array
  /** 1: bottom half (the home club bats). */
  bottom: Uint8Array
  outs: Uint8Array
  bases: Uint8Array
  /** The batting club's lead before the PA (runs for − runs against). */
  margin: Int16Array
  balls: Int8Array
  strikes: Int8Array
  /** Index into PA_RESULTS. */
  result: Uint8Array
  rbi: Uint8Array
  /** Indexes into the block's players. */
  batter: Uint16Array
  pitcher: Uint16Array
  /** HAND_CODES: the side the batter stood on, the pitcher's throwing hand. */
  batterSide: Int8Array
  pitcherHand: Int8Array
  ph: Uint8Array
  /** Index into PITCH_RESULTS of the PA's first pitch. */
  firstPitch: Int8Array
  month: Uint8Array
  /** Index into TEAM_CODES of the batting and the fielding club (NO_TEAM for a club outside the twelve). */
  batTeam: Uint8Array
  fieldTeam: Uint8Array
  /** RE24 and WPA of the PA from the batting side. */
  re24: Float64Array
  wpa: Float64Array
  li: Float32Array
}

/** What the season's source recorded at all: a filter on a fact it never has says so instead of matching nothing. */
export type PlayFacts = { counts: boolean; pitches: boolean; pinch: boolean; leverage: boolean; hands: boolean }

export type PlayBlock = { season: number; size: number; games: readonly PlayGame[]; players: readonly PlayPlayer[]; columns: PlayColumns; facts: PlayFacts }

export const HAND_CODES: Readonly<Record<Hand, number>> = { R: 0, L: 1 }
export const NO_TEAM = 255

/** A PA as the loader reads it, with its game and players as indexes into the block's lists. */
export type PlayRow = {
  game: number
  seq: number
  inning: number
  bottom: boolean
  outs: number
  bases: number
  margin: number
  balls: number | null
  strikes: number | null
  result: PaResult
  rbi: number
  batter: number
  pitcher: number
  batterSide: Hand | null
  pitcherHand: Hand | null
  ph: boolean
  firstPitch: PitchResult | null
  re24: number | null
  wpa: number | null
  li: number | null
}

const teamIndex = (code: string): number => {
  const index = (TEAM_CODES as readonly string[]).indexOf(code)
  return index === -1 ? NO_TEAM : index
}
const small = (value: number | null) => (value === null ? -1 : value)
const float = (value: number | null) => (value === null ? Number.NaN : value)

/** The typed block of a season's PAs, given in game order. */
export function playBlockFrom(season: number, games: readonly PlayGame[], players: readonly PlayPlayer[], rows: readonly PlayRow[]): PlayBlock {
  const size = rows.length
  const c: PlayColumns = {
    game: new Uint16Array(size), seq: new Uint16Array(size), inning: new Uint8Array(size), bottom: new Uint8Array(size),
    outs: new Uint8Array(size), bases: new Uint8Array(size), margin: new Int16Array(size), balls: new Int8Array(size),
    strikes: new Int8Array(size), result: new Uint8Array(size), rbi: new Uint8Array(size), batter: new Uint16Array(size),
    pitcher: new Uint16Array(size), batterSide: new Int8Array(size), pitcherHand: new Int8Array(size), ph: new Uint8Array(size),
    firstPitch: new Int8Array(size), month: new Uint8Array(size), batTeam: new Uint8Array(size), fieldTeam: new Uint8Array(size),
    re24: new Float64Array(size), wpa: new Float64Array(size), li: new Float32Array(size),
  }
  const clubs = games.map((game) => ({ home: teamIndex(game.home), away: teamIndex(game.away), month: Number(game.date.slice(5, 7)) }))
  const facts: PlayFacts = { counts: false, pitches: false, pinch: false, leverage: false, hands: false }
  rows.forEach((row, i) => {
    const club = clubs[row.game]
    c.game[i] = row.game
    c.seq[i] = row.seq
    c.inning[i] = row.inning
    c.bottom[i] = row.bottom ? 1 : 0
    c.outs[i] = row.outs
    c.bases[i] = row.bases
    c.margin[i] = row.margin
    c.balls[i] = small(row.balls)
    c.strikes[i] = small(row.strikes)
    c.result[i] = PA_RESULTS.indexOf(row.result)
    c.rbi[i] = row.rbi
    c.batter[i] = row.batter
    c.pitcher[i] = row.pitcher
    c.batterSide[i] = row.batterSide === null ? -1 : HAND_CODES[row.batterSide]
    c.pitcherHand[i] = row.pitcherHand === null ? -1 : HAND_CODES[row.pitcherHand]
    c.ph[i] = row.ph ? 1 : 0
    c.firstPitch[i] = row.firstPitch === null ? -1 : PITCH_RESULTS.indexOf(row.firstPitch)
    c.month[i] = club?.month ?? 0
    c.batTeam[i] = (row.bottom ? club?.home : club?.away) ?? NO_TEAM
    c.fieldTeam[i] = (row.bottom ? club?.away : club?.home) ?? NO_TEAM
    c.re24[i] = float(row.re24)
    c.wpa[i] = float(row.wpa)
    c.li[i] = float(row.li)
    facts.counts ||= row.balls !== null
    facts.pitches ||= row.firstPitch !== null
    facts.pinch ||= row.ph
    facts.leverage ||= row.li !== null
    facts.hands ||= row.batterSide !== null && row.pitcherHand !== null
  })
  return { season, size, games, players, columns: c, facts }
}
