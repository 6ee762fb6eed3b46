import type { PaResult } from '@/lib/domain/events'

/** The event classes linear weights are reported for. */
export const LINEAR_WEIGHT_EVENTS = ['1B', '2B', '3B', 'HR', 'BB', 'IBB', 'HBP', 'INT', 'ROE', 'K', 'out', 'SH', 'SF'] as const
export type LinearWeightEvent = (typeof LINEAR_WEIGHT_EVENTS)[number]

/**
 * Which class each PA result counts in. Our choices where the conventions page is silent:
 * - 'out' is every batted-ball out charged as an at-bat without a hit: GO FO LO PO, and DP, TP
 *   and FC, as wOBA also counts them (at-bats with no weight). Strikeouts stay apart as 'K'.
 * - KWP (振り逃げ, batter reached) goes with ROE: the batter reached on a misplay, not a hit.
 * - SH and SF keep their own classes: they are chosen, productive outs, not in the AB-out pool.
 * - INT (catcher's interference) keeps its own class so it does not dilute HBP's value.
 */
export const EVENT_CLASS: Readonly<Record<PaResult, LinearWeightEvent>> = {
  '1B': '1B',
  '2B': '2B',
  '3B': '3B',
  HR: 'HR',
  BB: 'BB',
  IBB: 'IBB',
  HBP: 'HBP',
  INT: 'INT',
  ROE: 'ROE',
  KWP: 'ROE',
  K: 'K',
  GO: 'out',
  FO: 'out',
  LO: 'out',
  PO: 'out',
  FC: 'out',
  DP: 'out',
  TP: 'out',
  SH: 'SH',
  SF: 'SF',
}

/** The classes pooled into the out baseline that "above outs" is measured from: K and 'out'. */
export const OUT_EVENTS: ReadonlySet<LinearWeightEvent> = new Set<LinearWeightEvent>(['K', 'out'])
