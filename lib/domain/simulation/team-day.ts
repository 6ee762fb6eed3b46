import type { TeamCode } from '@/lib/domain/teams/teams'
import type { TeamGameInput } from './game'
import { batterValue } from './manager'
import type { Position, SimPlayer } from './ratings'
import type { Rng } from './rng'

const FIELD: readonly Position[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']

/** A club's season roster split into the roles a manager uses every day. */
export type SeasonRoster = {
  team: TeamCode
  rotation: SimPlayer[]
  /** Closer first, then set-up men, then the rest by quality. */
  bullpen: SimPlayer[]
  regulars: Map<Position, SimPlayer>
  bench: SimPlayer[]
}

function pitcherValue(player: SimPlayer): number {
  const ratings = player.pitching
  return ratings ? 0.6 * ratings.stuff + 0.4 * ratings.control : -9
}

export function buildSeasonRoster(team: TeamCode, players: readonly SimPlayer[]): SeasonRoster {
  const pitchers = players.filter((player) => player.pitching).sort((a, b) => pitcherValue(b) - pitcherValue(a))
  const starters = pitchers.filter((player) => player.role === 'starter')
  const rotation = [...starters, ...pitchers.filter((player) => player.role !== 'starter')].slice(0, 6)
  const bullpen = pitchers.filter((player) => !rotation.includes(player)).slice(0, 8)
  const hitters = players.filter((player) => !player.pitching).sort((a, b) => batterValue(b.batting) + 0.3 * b.batting.fielding - (batterValue(a.batting) + 0.3 * a.batting.fielding))
  const regulars = new Map<Position, SimPlayer>()
  for (const position of FIELD) {
    const best = hitters.find((player) => player.position === position && ![...regulars.values()].includes(player))
    if (best) regulars.set(position, best)
  }
  for (const position of FIELD) {
    if (regulars.has(position)) continue
    const fill = hitters.find((player) => ![...regulars.values()].includes(player))
    if (fill) regulars.set(position, fill)
  }
  const rest = hitters.filter((player) => ![...regulars.values()].includes(player))
  const dh = [...rest].sort((a, b) => batterValue(b.batting) - batterValue(a.batting))[0]
  if (dh) regulars.set('DH', dh)
  const backupCatcher = rest.find((player) => player.position === 'C' && player !== dh)
  const bench = [...(backupCatcher ? [backupCatcher] : []), ...rest.filter((player) => player !== dh && player !== backupCatcher)].slice(0, 6)
  return { team, rotation, bullpen, regulars, bench }
}

/** The usual batting order: best hitters 1–5 in the classic NPB shape (3rd and 4th the strongest). */
function battingOrder(slots: ReadonlyArray<{ player: SimPlayer; position: Position }>) {
  const sorted = [...slots].sort((a, b) => batterValue(b.player.batting) - batterValue(a.player.batting))
  const shape = [3, 1, 0, 2, 4, 5, 6, 7, 8]
  return shape.map((index) => sorted[index]).filter((slot): slot is { player: SimPlayer; position: Position } => slot !== undefined)
}

export type PitcherUsage = {
  lastStart: Map<string, number>
  appearances: Map<string, Array<{ day: number; pitches: number }>>
  /** Day each injured position player returns. */
  injuredUntil: Map<string, number>
}

/** Per game, a regular's chance of an injury that keeps him out 10–70 days (NPB regulars rarely play every game). */
const INJURY_PER_GAME = 0.0055

function unavailable(rng: Rng, usage: PitcherUsage, player: SimPlayer, day: number): boolean {
  if ((usage.injuredUntil.get(player.id) ?? -1) > day) return true
  if (!rng.chance(INJURY_PER_GAME)) return false
  usage.injuredUntil.set(player.id, day + rng.int(10, 70))
  return true
}

function rested(usage: PitcherUsage, id: string, day: number): boolean {
  const recent = (usage.appearances.get(id) ?? []).filter((entry) => entry.day >= day - 3)
  const yesterday = recent.find((entry) => entry.day === day - 1)
  const twoDays = recent.filter((entry) => entry.day >= day - 2).length >= 2
  return !twoDays && (yesterday?.pitches ?? 0) < 35 && !recent.some((entry) => entry.pitches > 60 && entry.day >= day - 3)
}

/** Today's lineup, bench, starter and rested bullpen for one club. */
export function teamForDay(rng: Rng, roster: SeasonRoster, usage: PitcherUsage, day: number, useDh: boolean): TeamGameInput {
  const starter =
    roster.rotation.find((pitcher) => day - (usage.lastStart.get(pitcher.id) ?? -99) >= 6) ??
    [...roster.rotation].sort((a, b) => (usage.lastStart.get(a.id) ?? -99) - (usage.lastStart.get(b.id) ?? -99))[0]
  if (!starter) throw new Error(`${roster.team} has no starting pitcher`)
  usage.lastStart.set(starter.id, day)
  const bench = [...roster.bench]
  const slots: Array<{ player: SimPlayer; position: Position }> = []
  for (const [position, regular] of roster.regulars) {
    if (position === 'DH' && !useDh) continue
    const out = unavailable(rng, usage, regular, day) || rng.chance(position === 'C' ? 0.12 : 0.035)
    const healthy = bench.filter((player) => (usage.injuredUntil.get(player.id) ?? -1) <= day)
    const sub = out ? healthy.find((player) => player.position === position) ?? healthy[position === 'DH' ? 1 : 0] : undefined
    if (sub) {
      bench.splice(bench.indexOf(sub), 1)
      bench.push(regular)
      slots.push({ player: sub, position })
    } else slots.push({ player: regular, position })
  }
  const lineup = battingOrder(slots)
  if (!useDh) lineup.push({ player: starter, position: 'P' })
  // A worn-out bullpen still has to cover: the least-used tired arms make up at least three.
  const fresh = roster.bullpen.filter((pitcher) => rested(usage, pitcher.id, day))
  const relievers = fresh.length >= 3 ? fresh : [...fresh, ...roster.bullpen.filter((pitcher) => !fresh.includes(pitcher))].slice(0, 3)
  const designated = roster.regulars.get('DH')
  return { code: roster.team, lineup, bench: useDh || !designated ? bench : [designated, ...bench], starter, relievers }
}

export function recordUsage(usage: PitcherUsage, day: number, pitchCounts: Readonly<Record<string, number>>): void {
  for (const [id, pitches] of Object.entries(pitchCounts)) {
    const list = usage.appearances.get(id) ?? []
    list.push({ day, pitches })
    usage.appearances.set(id, list.filter((entry) => entry.day >= day - 4))
  }
}
