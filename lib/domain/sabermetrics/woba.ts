import type { BattingCounts } from '@/lib/domain/stats/batting'
import { rate } from '@/lib/domain/stats/rate'
import type { LinearWeight } from './linear-weights'

/** The counts wOBA reads; `bb` includes `ibb`, as everywhere in our lines. */
export type WobaCounts = Pick<BattingCounts, 'ab' | 'h' | 'doubles' | 'triples' | 'hr' | 'bb' | 'ibb' | 'hbp' | 'sf'>
export type WobaWeights = { wBB: number; wHBP: number; w1B: number; w2B: number; w3B: number; wHR: number; scale: number }

function weightedSum(c: WobaCounts, w: WobaWeights): number {
  const singles = c.h - c.doubles - c.triples - c.hr
  return w.wBB * (c.bb - c.ibb) + w.wHBP * c.hbp + w.w1B * singles + w.w2B * c.doubles + w.w3B * c.triples + w.wHR * c.hr
}

/**
 * wOBA = (wBB·uBB + wHBP·HBP + w1B·1B + w2B·2B + w3B·3B + wHR·HR) / (AB + BB − IBB + SF + HBP),
 * uBB = BB − IBB (FanGraphs form; conventions page). null with an empty denominator.
 */
export function woba(counts: WobaCounts, weights: WobaWeights): number | null {
  return rate(weightedSum(counts, weights), counts.ab + counts.bb - counts.ibb + counts.sf + counts.hbp)
}

/**
 * wOBA weights = each event's linear weight above outs × scale, the scale chosen so league wOBA
 * equals `leagueObp` (Tango, "The Book"; FanGraphs; conventions page). FanGraphs' own target
 * OBP leaves out IBB (hence its MLB 2015 .313 against an all-walks OBP of .317); we take the
 * league OBP as the caller passes it. null if a needed event or the league sample is missing.
 */
export function wobaWeights({
  linearWeights,
  leagueObp,
  leagueTotals,
}: {
  linearWeights: readonly LinearWeight[]
  leagueObp: number
  leagueTotals: WobaCounts
}): WobaWeights | null {
  const above = (event: LinearWeight['event']) => linearWeights.find((row) => row.event === event)?.aboveOuts ?? null
  const wBB = above('BB')
  const wHBP = above('HBP')
  const w1B = above('1B')
  const w2B = above('2B')
  const w3B = above('3B')
  const wHR = above('HR')
  if (wBB === null || wHBP === null || w1B === null || w2B === null || w3B === null || wHR === null) return null
  const raw = woba(leagueTotals, { wBB, wHBP, w1B, w2B, w3B, wHR, scale: 1 })
  if (raw === null || raw <= 0) return null
  const scale = leagueObp / raw
  return { wBB: wBB * scale, wHBP: wHBP * scale, w1B: w1B * scale, w2B: w2B * scale, w3B: w3B * scale, wHR: wHR * scale, scale }
}

/** A batter's wOBA and PA with the league's wOBA and scale: the inputs of the run stats below. */
export type WobaLine = { woba: number; leagueWoba: number; scale: number; pa: number }

/**
 * wRAA = (wOBA − lgwOBA) / scale × PA: runs above an average hitter (FanGraphs; conventions page).
 *
 * @example wraa({ woba: 0.4, leagueWoba: 0.313, scale: 1.251, pa: 600 }) // ≈ 41.73
 */
export function wraa({ woba, leagueWoba, scale, pa }: WobaLine): number {
  return ((woba - leagueWoba) / scale) * pa
}

/**
 * wRC = ((wOBA − lgwOBA) / scale + lgR/PA) × PA: runs created (FanGraphs; conventions page).
 */
export function wrc({ woba, leagueWoba, scale, leagueRunsPerPa, pa }: WobaLine & { leagueRunsPerPa: number }): number {
  return ((woba - leagueWoba) / scale + leagueRunsPerPa) * pa
}

/**
 * wRC+ = ((wRAA/PA + lgR/PA) + (lgR/PA − PF·lgR/PA)) / (lgR/PA) × 100, over the league's R/PA as
 * 1.02 does for NPB (conventions page). PF is the applied park factor, (PF + 1) / 2. 100 is
 * average; null without PA or league runs.
 */
export function wrcPlus({
  woba,
  pa,
  leagueWoba,
  scale,
  leagueRunsPerPa,
  parkFactor,
}: WobaLine & { leagueRunsPerPa: number; parkFactor: number }): number | null {
  if (!(pa > 0) || !(leagueRunsPerPa > 0)) return null
  const raaPerPa = wraa({ woba, leagueWoba, scale, pa }) / pa
  return ((raaPerPa + leagueRunsPerPa + (leagueRunsPerPa - parkFactor * leagueRunsPerPa)) / leagueRunsPerPa) * 100
}
