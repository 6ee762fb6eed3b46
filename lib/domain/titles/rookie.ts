import { mostValuable, type ValueCandidate } from './value-awards'

/**
 * NPB's 新人王 eligibility (野球協約 / NPB表彰規定): within five seasons of first registration,
 * no foreign professional career, and before this season at most 30 innings pitched and at most
 * 60 plate appearances in the top league.
 */
export const ROOKIE_RULES = { seasons: 5, maxPriorPa: 60, maxPriorOuts: 90 } as const

export type RookieHistory = {
  /** First season on a roster (players.debut_season); null when the data does not say. */
  debutSeason: number | null
  /** Stands in for "played professionally abroad", which the data does not record. */
  foreign: boolean
  /** Totals of the seasons in our data before this one. */
  priorPa: number
  priorOuts: number
}

/**
 * Whether a player may be 新人王 in `season`. A player registered before the first season of
 * our data has seasons we cannot see, so he is not eligible: his prior totals are unknown.
 *
 * @example isRookieEligible(2025, 2016, { debutSeason: 2023, foreign: false, priorPa: 45, priorOuts: 0 }) // true
 */
export function isRookieEligible(season: number, firstDataSeason: number, history: RookieHistory): boolean {
  const { debutSeason } = history
  if (debutSeason === null || history.foreign || debutSeason > season) return false
  if (debutSeason < firstDataSeason) return false
  if (season - debutSeason >= ROOKIE_RULES.seasons) return false
  return history.priorPa <= ROOKIE_RULES.maxPriorPa && history.priorOuts <= ROOKIE_RULES.maxPriorOuts
}

export type PriorLine = { playerId: string; season: number; pa: number; outs: number }

/** The player ids eligible for 新人王 in `season`, from every player's record in our data. */
export function rookieEligibleIds({ season, firstDataSeason, players, lines }: {
  season: number
  firstDataSeason: number
  players: readonly { playerId: string; debutSeason: number | null; foreign: boolean }[]
  lines: readonly PriorLine[]
}): Set<string> {
  const prior = new Map<string, { pa: number; outs: number }>()
  for (const line of lines) {
    if (line.season >= season) continue
    const sum = prior.get(line.playerId) ?? { pa: 0, outs: 0 }
    prior.set(line.playerId, { pa: sum.pa + line.pa, outs: sum.outs + line.outs })
  }
  const eligible = players.filter((player) => {
    const totals = prior.get(player.playerId) ?? { pa: 0, outs: 0 }
    return isRookieEligible(season, firstDataSeason, { ...player, priorPa: totals.pa, priorOuts: totals.outs })
  })
  return new Set(eligible.map((player) => player.playerId))
}

/** Our 新人王: the eligible player with the most runs above average (the MVP measure). */
export function bestRookies(candidates: readonly ValueCandidate[], eligible: ReadonlySet<string>): ValueCandidate[] {
  return mostValuable(candidates.filter((c) => eligible.has(c.playerId)))
}
