import type { ClubResult } from './club-game-result'
import { streakDays } from './consecutive-days'
import type { TeamCode } from './teams'

/** One pitcher's part in one game, as the loader reads it from the plate appearances he pitched to. */
export type PitcherGame = {
  gameId: string
  date: string
  team: TeamCode
  result: ClubResult
  pitcherId: string
  name: string
  /** The seq of the first batter he faced: the club's lowest in a game is its starter. */
  firstSeq: number
  entryInning: number
  /** His club's runs minus the opponent's before his first batter. */
  entryMargin: number
  /** Outs on his plate appearances plus runners he put out between them. */
  outs: number
  earnedRuns: number
  /** The box score's count, else the pitch rows counted; null where the source has neither. */
  pitches: number | null
  save: boolean
  hold: boolean
}

/** A game's pitcher with his role and, across the whole season, the day of his run of days in a row. */
export type Appearance = PitcherGame & { starter: boolean; streakDay: number }

/**
 * Marks each club's starter (the first to face a batter) and each appearance's day in a run of
 * consecutive days. The runs are counted over the whole season before any filter, so a reliever
 * who pitched a lost game yesterday is still pitching on the second day running in today's win.
 */
export function toAppearances(rows: readonly PitcherGame[]): Appearance[] {
  const firstOfClub = new Map<string, number>()
  const byPitcher = new Map<string, PitcherGame[]>()
  for (const row of rows) {
    const club = `${row.gameId}:${row.team}`
    firstOfClub.set(club, Math.min(firstOfClub.get(club) ?? Number.POSITIVE_INFINITY, row.firstSeq))
    const own = byPitcher.get(row.pitcherId) ?? []
    own.push(row)
    byPitcher.set(row.pitcherId, own)
  }
  const streakOf = new Map<PitcherGame, number>()
  for (const own of byPitcher.values()) {
    // Game ids begin with the date and end with the day's game number, so they order a doubleheader too.
    own.sort((a, b) => a.date.localeCompare(b.date) || a.gameId.localeCompare(b.gameId))
    const days = streakDays(own.map((row) => row.date))
    own.forEach((row, index) => streakOf.set(row, days[index] ?? 1))
  }
  return rows.map((row) => ({ ...row, starter: firstOfClub.get(`${row.gameId}:${row.team}`) === row.firstSeq, streakDay: streakOf.get(row) ?? 1 }))
}

/**
 * クオリティ・スタート: a start of six innings or more (18 outs) with three earned runs or fewer.
 *
 * @example isQualityStart({ starter: true, outs: 18, earnedRuns: 3 }) // true
 */
export function isQualityStart(appearance: Pick<Appearance, 'starter' | 'outs' | 'earnedRuns'>): boolean {
  return appearance.starter && appearance.outs >= 18 && appearance.earnedRuns <= 3
}
