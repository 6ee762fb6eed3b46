import type { TeamGameInput } from '@/lib/domain/simulation/game'
import { PITCHER_AS_BATTER, type Position, type SimPlayer } from '@/lib/domain/simulation/ratings'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { LineupPick, StaffPick } from './club-lineup'
import { batterRatingsFromStats, pitcherRatingsFromStats, type BattingLine, type BattingNorms, type PitchingLine, type PitchingNorms, type PitchMix } from './ratings-from-stats'

/** Who a player is, as the players table has it; bats and throws may be missing in imported data. */
export type Person = { id: string; name: string; bats: string | null; throws: string | null; birthYear: number | null; position: string | null }

export type ClubSeason = {
  code: TeamCode
  season: number
  people: ReadonlyMap<string, Person>
  batting: ReadonlyMap<string, BattingLine>
  pitching: ReadonlyMap<string, PitchingLine>
  mixes: ReadonlyMap<string, PitchMix>
  norms: { batting: BattingNorms; pitching: PitchingNorms }
}

const EMPTY_BATTING: BattingLine = { pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sb: 0, cs: 0 }
const EMPTY_PITCHING: PitchingLine = { g: 0, gs: 0, outs: 0, bf: 0, so: 0, bb: 0, ibb: 0, gb: 0, ld: 0, fb: 0, pu: 0 }
const POSITIONS: readonly string[] = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH']

const bats = (value: string | null): SimPlayer['bats'] => (value === 'L' || value === 'S' ? value : 'R')
const throws = (value: string | null): SimPlayer['throws'] => (value === 'L' ? 'L' : 'R')
const asPosition = (value: string | null | undefined, fallback: Position): Position => (value && POSITIONS.includes(value) ? (value as Position) : fallback)

function person(club: ClubSeason, id: string): Person {
  return club.people.get(id) ?? { id, name: id, bats: null, throws: null, birthYear: null, position: null }
}

/** A hitter for the engine: his ratings from his line, at the position he plays today (his roster one on the bench). */
export function hitterFor(club: ClubSeason, id: string, position?: Position): SimPlayer {
  const who = person(club, id)
  return {
    id,
    birthYear: who.birthYear ?? club.season - 28,
    bats: bats(who.bats),
    throws: throws(who.throws),
    position: position ?? asPosition(who.position, 'DH'),
    batting: batterRatingsFromStats(club.batting.get(id) ?? EMPTY_BATTING, club.norms.batting),
    pitching: null,
    role: null,
    potential: 0,
  }
}

/** A pitcher for the engine: batting as the simulator's pitchers do (ratings.ts), pitching from his line and mix. */
export function pitcherFor(club: ClubSeason, id: string): SimPlayer {
  const who = person(club, id)
  const line = club.pitching.get(id) ?? EMPTY_PITCHING
  return {
    id,
    birthYear: who.birthYear ?? club.season - 28,
    bats: bats(who.bats),
    throws: throws(who.throws),
    position: 'P',
    batting: PITCHER_AS_BATTER,
    pitching: pitcherRatingsFromStats(line, club.mixes.get(id) ?? [], club.norms.pitching),
    role: line.gs > 0 ? 'starter' : 'reliever',
    potential: 0,
  }
}

/**
 * The engine's input for one club (game.ts TeamGameInput): the picked lineup, with the starting
 * pitcher batting ninth where there is no DH (as NPB's Central League writes it), the bench, the
 * starter and the bullpen in the manager's order.
 */
export function clubGameInput(club: ClubSeason, lineup: LineupPick, staff: StaffPick, useDh: boolean): TeamGameInput {
  const starter = pitcherFor(club, staff.starter)
  const hitters = lineup.slots.map((slot) => ({ player: hitterFor(club, slot.playerId, slot.position === 'PH' ? 'DH' : slot.position), position: slot.position }))
  return {
    code: club.code,
    lineup: useDh ? hitters : [...hitters, { player: starter, position: 'P' }],
    bench: lineup.bench.map((id) => hitterFor(club, id)),
    starter,
    relievers: staff.relievers.map((id) => pitcherFor(club, id)),
  }
}
