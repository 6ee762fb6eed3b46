import { TEAM_CODES, type TeamCode } from '@/lib/domain/teams/teams'
import { ageInSeason, levelInSeason, type LeaguePlayer } from './league-player'
import { draftAgeFor, generateCareerPath, generateDraftRecord, generatePerson, pickCareerPathKind, type PrefectureName } from './people'
import type { Position } from './ratings'
import type { Rng } from './rng'
import { generateBatterRatings, generatePitcherRatings } from './talent'

/** Each club's 支配下 roster: enough depth for a 143-game season and a farm team. */
const ROSTER = { starters: 9, relievers: 10, C: 3, '1B': 2, '2B': 2, '3B': 2, SS: 2, LF: 2, CF: 2, RF: 2 } as const
const FIELD_POSITIONS: readonly Position[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']
const ROSTER_SIZE = Object.values(ROSTER).reduce((sum, count) => sum + count, 0)

export type League = { players: LeaguePlayer[]; nextId: number }

type NewPlayer = { team: TeamCode; position: Position; starter: boolean; birthYear: number; peak: number; foreign: boolean; season: number; draftRound: number | null }

function createPlayer(rng: Rng, league: League, spec: NewPlayer): LeaguePlayer {
  const pitcher = spec.position === 'P'
  const person = generatePerson(rng, { birthYearRange: [spec.birthYear, spec.birthYear], foreign: spec.foreign, role: pitcher ? 'pitcher' : 'batter' })
  const draftAge = spec.season - spec.birthYear
  const career = spec.foreign
    ? null
    : generateCareerPath(rng, { hometown: person.hometown as PrefectureName, draftAge: Math.min(28, Math.max(18, draftAge)) })
  const profile = pitcher ? generatePitcherRatings(rng, 0, spec.starter) : null
  const id = String(10_000_000 + league.nextId++)
  const taken = new Set(league.players.filter((player) => player.team === spec.team).map((player) => player.number))
  let number = pitcher ? rng.int(11, 69) : rng.int(0, 68)
  while (taken.has(number)) number = (number + 7) % 100
  return {
    id,
    person,
    foreign: spec.foreign,
    career,
    draft: spec.draftRound === null ? null : generateDraftRecord(rng, { year: spec.season - 1, teamCode: spec.team, round: spec.draftRound }),
    position: spec.position,
    role: pitcher ? (spec.starter ? 'starter' : 'reliever') : null,
    peak: spec.peak,
    drift: 0,
    batting: profile ? profile.batting : generateBatterRatings(rng, 0, spec.position),
    pitching: profile ? profile.pitching : null,
    team: spec.team,
    number,
    debutSeason: spec.season,
    retiredAfter: null,
  }
}

function rosterSlots(): Array<{ position: Position; starter: boolean }> {
  return [
    ...Array.from({ length: ROSTER.starters }, () => ({ position: 'P' as const, starter: true })),
    ...Array.from({ length: ROSTER.relievers }, () => ({ position: 'P' as const, starter: false })),
    ...FIELD_POSITIONS.flatMap((position) => Array.from({ length: ROSTER[position as keyof typeof ROSTER] }, () => ({ position, starter: false }))),
  ]
}

/** The league as it stands before its first simulated season: 12 rosters of mixed ages. */
export function createLeague(rng: Rng, firstSeason: number): League {
  const league: League = { players: [], nextId: 1 }
  for (const team of TEAM_CODES) {
    rosterSlots().forEach((slot, index) => {
      const age = rng.int(19, 36)
      const foreign = index % 9 === 4 && rng.chance(0.8)
      league.players.push(
        createPlayer(rng, league, { team, ...slot, birthYear: firstSeason - age, peak: rng.normal() * 0.55 - 0.15 + (foreign ? 0.25 : 0), foreign, season: firstSeason - Math.max(0, age - 22), draftRound: foreign ? null : rng.int(1, 7) }),
      )
    })
  }
  return league
}

export function activePlayers(league: League, team: TeamCode): LeaguePlayer[] {
  return league.players.filter((player) => player.team === team)
}

/**
 * After a season: careers drift, the old and the struggling retire, each club drafts to refill its
 * roster (worst record picks first) and signs a foreign player where it has fewer than three.
 */
export function runOffseason(rng: Rng, league: League, season: number, draftOrder: readonly TeamCode[]): void {
  for (const player of league.players) {
    if (player.team === null) continue
    player.drift = player.drift * 0.7 + rng.normal() * 0.18
    const age = ageInSeason(player, season)
    const level = levelInSeason(player, season)
    const retire = age >= 41 || (age >= 34 && level < -0.4 && rng.chance(0.55)) || (age >= 27 && level < -0.9 && rng.chance(0.35)) || (player.foreign && level < 0.1 && rng.chance(0.45))
    if (retire) {
      player.team = null
      player.retiredAfter = season
    }
  }
  const next = season + 1
  draftOrder.forEach((team, order) => {
    const roster = activePlayers(league, team)
    const slots = rosterSlots()
    const missing = slots.filter((slot) => {
      const have = roster.filter((player) => player.position === slot.position && (slot.position !== 'P' || (player.role === 'starter') === slot.starter)).length
      const need = slots.filter((other) => other.position === slot.position && other.starter === slot.starter).length
      return have < need
    })
    const picks = Math.max(4, Math.min(9, ROSTER_SIZE - roster.length))
    const foreignCount = roster.filter((player) => player.foreign).length
    for (let round = 1; round <= picks; round++) {
      const slot = missing[round - 1] ?? rng.pick(slots)
      const foreign = round === picks && foreignCount < 3
      const age = foreign ? rng.int(25, 31) : draftAgeFor(rng, pickCareerPathKind(rng))
      const peak = foreign ? 0.25 + rng.normal() * 0.45 : rng.normal() * 0.55 - 0.25 + (round === 1 ? 0.45 : round === 2 ? 0.2 : 0) + (order < 3 ? 0.05 : 0)
      league.players.push(createPlayer(rng, league, { team, ...slot, birthYear: next - age, peak, foreign, season: next, draftRound: foreign ? null : round }))
    }
    releaseSurplus(league, team, season)
  })
}

/** A club keeps its 支配下 roster at a fixed size: the weakest veterans are released, never this year's draftees. */
const ROSTER_LIMIT = ROSTER_SIZE + 2
const MIN_PER_SIDE = 16

function releaseSurplus(league: League, team: TeamCode, season: number): void {
  const roster = activePlayers(league, team)
  const candidates = roster.filter((player) => player.debutSeason <= season).sort((a, b) => levelInSeason(a, season + 1) - levelInSeason(b, season + 1))
  let size = roster.length
  const count = (pitchers: boolean) => activePlayers(league, team).filter((player) => (player.pitching !== null) === pitchers).length
  for (const player of candidates) {
    if (size <= ROSTER_LIMIT) break
    if (count(player.pitching !== null) <= MIN_PER_SIDE) continue
    player.team = null
    player.retiredAfter = season
    size--
  }
}
