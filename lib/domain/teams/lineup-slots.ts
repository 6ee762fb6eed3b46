import type { PaResult } from '@/lib/domain/events'
import { EMPTY_BATTING_COUNTS, paCounts } from '@/lib/domain/players/pa-counts'
import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { SLOTS, type GameLineup } from './lineups'

/** PAs of a slot's starter in that slot, grouped by result: `count` PAs of `result`. */
export type SlotPa = { slot: number; playerId: string; result: PaResult; count: number }

/** A player who started in a slot: games started there, and his PAs and OPS in that slot. */
export type SlotStarter = { playerId: string; games: number; pa: number; ops: number | null }

/** The rest of a slot's starters taken together, past the ones listed. */
export type SlotOthers = { players: number; games: number; pa: number; ops: number | null }

export type SlotSummary = { slot: number; games: number; starters: SlotStarter[]; others: SlotOthers | null }

function* results(pas: readonly SlotPa[]): Generator<PaResult> {
  for (const pa of pas) for (let i = 0; i < pa.count; i += 1) yield pa.result
}

function sum(lines: readonly BattingCounts[]): BattingCounts {
  const total = { ...EMPTY_BATTING_COUNTS }
  for (const line of lines) for (const key of Object.keys(total) as (keyof BattingCounts)[]) total[key] += line[key]
  return total
}

/**
 * Each slot's starters, most games first (then most PAs, then id), the first `shown` listed and the
 * rest summed (a lone one past them is listed: 「ほか1人」 would hide no more than his own line). OPS is that of the slot alone: OBP (H+BB+HBP)/(AB+BB+HBP+SF) plus SLG TB/AB
 * (stats/batting.ts) over the PAs he took in the slot in games he started there — his PAs from the
 * bench or in another slot are not his slot's.
 */
export function slotSummaries(games: readonly Pick<GameLineup, 'slots'>[], pas: readonly SlotPa[], shown = 3): SlotSummary[] {
  return SLOTS.map((slot) => {
    const started = new Map<string, number>()
    for (const game of games) {
      const playerId = game.slots[slot - 1]?.playerId
      if (playerId !== undefined) started.set(playerId, (started.get(playerId) ?? 0) + 1)
    }
    const lines = [...started].map(([playerId, count]) => ({
      playerId,
      games: count,
      counts: paCounts(results(pas.filter((pa) => pa.slot === slot && pa.playerId === playerId))),
    }))
    lines.sort((a, b) => b.games - a.games || b.counts.pa - a.counts.pa || a.playerId.localeCompare(b.playerId))
    const line = (counts: BattingCounts) => ({ pa: counts.pa, ops: battingRates(counts).ops })
    const listed = lines.length > shown + 1 ? shown : lines.length
    const rest = lines.slice(listed)
    return {
      slot,
      games: lines.reduce((total, entry) => total + entry.games, 0),
      starters: lines.slice(0, listed).map((entry) => ({ playerId: entry.playerId, games: entry.games, ...line(entry.counts) })),
      others: rest.length === 0 ? null : { players: rest.length, games: rest.reduce((total, entry) => total + entry.games, 0), ...line(sum(rest.map((entry) => entry.counts))) },
    }
  })
}
