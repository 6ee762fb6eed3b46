import { explorerDefaultOrder, explorerKeys, isPitchKey } from '@/lib/domain/stats/explorer-columns'
import type { StatSide } from '@/lib/schemas/stat-lines'

/** Whose bubbles a chart draws: one per player line (a traded player has one per club) or one per club. */
export const BUBBLE_SCOPES = ['players', 'teams'] as const
export type BubbleScope = (typeof BUBBLE_SCOPES)[number]

export type BubbleAxes = { x: string; y: string; size: string }

/**
 * Where a metric's average guide line comes from. `league`: a rate, read from the league's own
 * line (every line of the scope summed, then the rate of the sums: league OPS, league ERA).
 * `mean`: a count (or a club's standing), the mean of the bubbles drawn.
 */
export type GuideSource = 'league' | 'mean'

/**
 * Counts of a season line: their guide is the mean of the bubbles, and those that cannot be
 * negative may size a bubble. wRAA and wRC are sums too, but below zero for the weakest hitters.
 */
const COUNTS: Readonly<Record<StatSide, readonly string[]>> = {
  batting: ['g', 'pa', 'ab', 'r', 'h', 'doubles', 'triples', 'hr', 'tb', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp', 'gb', 'ld', 'fb', 'pu'],
  pitching: ['g', 'gs', 'w', 'l', 'sv', 'hld', 'hp', 'cg', 'sho', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er', 'gb', 'ld', 'fb', 'pu'],
}
const SIGNED_SUMS: readonly string[] = ['wraa', 'wrc']

/** A club's standing (lib/schemas/standings.ts, plus the run difference). */
export const STANDING_KEYS = ['win', 'lose', 'draw', 'winning_percentage', 'pythagorean_wp', 'runs_scored', 'runs_allowed', 'run_diff'] as const
export type StandingKey = (typeof STANDING_KEYS)[number]
const SIZEABLE_STANDINGS: readonly string[] = ['win', 'lose', 'draw', 'runs_scored', 'runs_allowed']

/**
 * Line keys a club's chart leaves out: games and starts summed over players mean nothing for a
 * club, complete games and shutouts undercount shared ones, and runs (scored or allowed) and
 * wins and losses are the standings' own.
 */
const NOT_FOR_CLUBS: Readonly<Record<StatSide, readonly string[]>> = {
  batting: ['g', 'r'],
  pitching: ['g', 'gs', 'w', 'l', 'hp', 'cg', 'sho', 'r'],
}

/** The stat explorer's line columns (lib/domain/stats/explorer-columns.ts), pitch-level ones aside: one season line holds them all. */
const lineKeys = (side: StatSide) => explorerKeys(side).filter((key) => !isPitchKey(side, key))

/** Every metric a chart of the scope and side offers, in the picker's order. */
export function bubbleMetricKeys(scope: BubbleScope, side: StatSide): readonly string[] {
  if (scope === 'players') return lineKeys(side)
  return [...STANDING_KEYS, ...lineKeys(side).filter((key) => !NOT_FOR_CLUBS[side].includes(key))]
}

export function isBubbleMetric(scope: BubbleScope, side: StatSide, key: string): boolean {
  return bubbleMetricKeys(scope, side).includes(key)
}

export function isStandingKey(key: string): key is StandingKey {
  return (STANDING_KEYS as readonly string[]).includes(key)
}

export function guideSource(side: StatSide, key: string): GuideSource {
  return isStandingKey(key) || COUNTS[side].includes(key) || SIGNED_SUMS.includes(key) ? 'mean' : 'league'
}

/** Metrics a bubble's area may stand for: never negative, so that an area can be in proportion. */
export function sizeMetricKeys(scope: BubbleScope, side: StatSide): readonly string[] {
  return bubbleMetricKeys(scope, side).filter((key) => COUNTS[side].includes(key) || SIZEABLE_STANDINGS.includes(key))
}

/**
 * Each chart's opening view: the examples. Batters OPS × wRC+ by PA, pitchers K% × BB% by
 * innings, clubs' runs scored × allowed by wins, clubs' pitching FIP × ERA by wins.
 */
const DEFAULTS: Readonly<Record<BubbleScope, Readonly<Record<StatSide, BubbleAxes>>>> = {
  players: { batting: { x: 'ops', y: 'wrc_plus', size: 'pa' }, pitching: { x: 'k_pct', y: 'bb_pct', size: 'outs' } },
  teams: { batting: { x: 'runs_scored', y: 'runs_allowed', size: 'win' }, pitching: { x: 'fip', y: 'era', size: 'win' } },
}

export function bubbleDefaults(scope: BubbleScope, side: StatSide): BubbleAxes {
  return DEFAULTS[scope][side]
}

const LOWER_FIRST_STANDINGS: readonly string[] = ['lose', 'runs_allowed']

/** The table's first order for a column: the explorer's rule (ERA, FIP … ascending), losses and runs allowed ascending too. */
export function bubbleDefaultOrder(side: StatSide, key: string): 'asc' | 'desc' {
  if (isStandingKey(key)) return LOWER_FIRST_STANDINGS.includes(key) ? 'asc' : 'desc'
  return explorerDefaultOrder(side, key)
}
