import type { CanonicalPa, CanonicalStint } from '@/lib/domain/canonical-game'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { PinchRunner } from './base-runners'
import { gameClock, type GameClock } from './game-clock'
import type { BoxBatter, Roster, Side } from './roster'

/** The box's one-character positions; 打 and 走 are pinch-hitting and pinch-running. */
export const POSITION_CODES: Readonly<Record<string, string>> = {
  投: 'P', 捕: 'C', 一: '1B', 二: '2B', 三: '3B', 遊: 'SS', 左: 'LF', 中: 'CF', 右: 'RF', 指: 'DH', 打: 'PH', 走: 'PR',
}

const positionsOf = (line: BoxBatter) => [...line.position].map((char) => POSITION_CODES[char] ?? '')

type Spell = { line: BoxBatter & { id: string }; positions: string[]; entered: number }

/**
 * When a substitute came in. The file does not time substitutions, so they are read off the PAs:
 * a pinch hitter just before his PA, a pinch runner after his predecessor's last PA, a pitcher
 * before the first batter he faced, and a defensive substitute at the first half-inning his side
 * fielded after his predecessor's last act (estimated; never after his own first PA).
 */
function entrySeq(line: BoxBatter & { id: string }, previous: Spell | undefined, clock: GameClock, side: Side): number {
  if (!previous) return 0
  const first = positionsOf(line)[0]
  const ownPa = clock.batterPas(line.id)[0]
  const previousLast = Math.max(previous.entered, clock.batterPas(previous.line.id).at(-1)?.seq ?? 0)
  if (first === 'P') {
    const faced = clock.pitcherPas(line.id)[0]
    return faced ? clock.seqBefore(faced.seq) : previousLast
  }
  if (first === 'PH') return ownPa ? clock.seqBefore(ownPa.seq) : previousLast
  if (first === 'PR') return previousLast
  const estimate = clock.nextFieldingStart(previousLast, side)
  return ownPa ? Math.min(estimate, clock.seqBefore(ownPa.seq)) : estimate
}

/** After the half-inning in which he pinch-hit or ran: when he takes the field. */
function afterPinchSeq(spell: Spell, clock: GameClock): number | null {
  const first = spell.positions[0]
  if (first === 'PH') return clock.halfEnd(clock.batterPas(spell.line.id)[0]?.seq ?? spell.entered + 1)
  if (first === 'PR') return clock.halfEnd(spell.entered)
  return null
}

/** When a player moved on to his next position: after the half he pinch-hit or ran in, or when the next defensive change came. */
function switchSeq(spell: Spell, from: string, spells: readonly Spell[], clock: GameClock): number {
  if (from === 'PH' || from === 'PR') return afterPinchSeq(spell, clock) ?? spell.entered
  const later = spells.filter((other) => other.line.side === spell.line.side && other.entered > spell.entered && other !== spell)
  const takesOver = later.find((other) => other.positions.includes(from)) ?? later[0]
  return takesOver ? (afterPinchSeq(takesOver, clock) ?? takesOver.entered) : spell.entered
}

/**
 * Who played where, from the box: each batting-order slot's players in the order they came in,
 * one stint per position played (打一 = a PH stint, then first base). Pitchers' stints come from
 * the batters they faced (the first is the starter) and carry their slot when they batted.
 */
export function buildStints(pas: readonly CanonicalPa[], roster: Roster, teams: Record<Side, TeamCode>): CanonicalStint[] {
  const clock = gameClock(pas)
  const spells: Spell[] = []
  for (const side of ['away', 'home'] as const) {
    for (let order = 1; order <= 9; order++) {
      let previous: Spell | undefined
      for (const line of roster.boxBatters.filter((box) => box.side === side && box.order === order)) {
        if (!line.id) continue
        const spell: Spell = { line: { ...line, id: line.id }, positions: positionsOf(line), entered: entrySeq({ ...line, id: line.id }, previous, clock, side) }
        spells.push(spell)
        previous = spell
      }
    }
  }
  const stints: CanonicalStint[] = []
  for (const spell of spells) {
    const slot = spells.filter((other) => other.line.side === spell.line.side && other.line.order === spell.line.order)
    const exit = slot[slot.indexOf(spell) + 1]?.entered ?? null
    let entered = spell.entered
    spell.positions.forEach((position, index) => {
      const last = index === spell.positions.length - 1
      const exited = last ? exit : switchSeq(spell, position, spells, clock)
      if (position !== 'P') stints.push({ team: teams[spell.line.side], playerId: spell.line.id, position, battingOrder: spell.line.order, enteredSeq: entered, exitedSeq: exited, starter: spell.line.is_starter && index === 0 })
      entered = exited ?? entered
    })
  }
  for (const side of ['away', 'home'] as const) {
    const fieldingHalf = side === 'home' ? 'top' : 'bottom'
    const pitchers = [...new Set(pas.filter((pa) => pa.half === fieldingHalf).map((pa) => pa.pitcherId))]
    pitchers.forEach((playerId, index) => {
      const own = clock.pitcherPas(playerId)
      stints.push({
        team: teams[side], playerId, position: 'P', battingOrder: roster.battingOrder(playerId), starter: index === 0,
        enteredSeq: index === 0 ? 0 : clock.seqBefore(own[0]?.seq ?? 0), exitedSeq: own.at(-1)?.seq ?? null,
      })
    })
  }
  return stints
}

/** Each pinch runner and the slot-mates he may have run for (the one on base is the one). */
export function pinchRunnersOf(stints: readonly CanonicalStint[]): PinchRunner[] {
  return stints.filter((stint) => stint.position === 'PR').map((runner) => ({
    afterSeq: runner.enteredSeq,
    runnerId: runner.playerId,
    replaces: stints
      .filter((other) => other.team === runner.team && other.battingOrder === runner.battingOrder && other.enteredSeq <= runner.enteredSeq && other.playerId !== runner.playerId)
      .map((other) => other.playerId),
  }))
}
