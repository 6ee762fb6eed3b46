import { outsToInnings } from '@/lib/domain/stats/innings'
import { roundHalfUp } from './round'

const DASH = '-'

function usable(x: number | null): x is number {
  return x !== null && Number.isFinite(x)
}

/**
 * Three-decimal rate as NPB prints 打率・出塁率・長打率・勝率: the leading zero is dropped
 * ('.312'), 1 stays '1.000', and null (no at-bats, no decisions) is '-'.
 */
export function formatRate3(x: number | null): string {
  if (!usable(x)) return DASH
  return roundHalfUp(x, 3).toFixed(3).replace(/^(-?)0\./, '$1.')
}

/** 防御率 with two decimals, '2.45'; '-' for null (no outs recorded). */
export function formatEra(x: number | null): string {
  return usable(x) ? roundHalfUp(x, 2).toFixed(2) : DASH
}

/**
 * 投球回 from outs: 'fraction' is npb.jp's '123 1/3' (detail pages), 'decimal' the dense-table
 * '123.1' (needs a legend: .1 is one out, not a tenth). 0 outs is '0'; showing '0/3' for a
 * pitcher who faced batters without an out is the caller's call.
 */
export function formatInnings(outs: number, style: 'fraction' | 'decimal' = 'fraction'): string {
  const { whole, thirds } = outsToInnings(outs)
  if (thirds === 0) return String(whole)
  if (style === 'decimal') return `${whole}.${thirds}`
  return whole === 0 ? `${thirds}/3` : `${whole} ${thirds}/3`
}

/** ゲーム差 with one decimal ('3.5', '0.0', '-1.5'); '-' marks the leader, whose value is null. */
export function formatGamesBehind(gb: number | null): string {
  return usable(gb) ? roundHalfUp(gb, 1).toFixed(1) : DASH
}

/** A fraction as a percentage: 0.213 → '21.3%'; '-' for null. */
export function formatPercent(x: number | null, digits = 1): string {
  return usable(x) ? `${roundHalfUp(x * 100, digits).toFixed(digits)}%` : DASH
}

/**
 * A signed difference ('+1.23', '-0.45') for WPA, RE24, wRAA and the like. A value that rounds
 * to zero prints unsigned ('0.00'), so nothing reads '+0.00' or '-0.00'; '-' for null.
 */
export function formatSigned(x: number | null, digits: number): string {
  if (!usable(x)) return DASH
  const rounded = roundHalfUp(x, digits)
  if (rounded === 0) return (0).toFixed(digits)
  return rounded > 0 ? `+${rounded.toFixed(digits)}` : rounded.toFixed(digits)
}
