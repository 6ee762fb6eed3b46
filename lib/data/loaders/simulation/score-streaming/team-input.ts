import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import type { TeamGameInput } from '@/lib/domain/simulation/game'
import { clubGameInput, type ClubSeason } from '@/lib/domain/simulation/streaming/club-game-input'
import { pickLineup, pickStaff } from '@/lib/domain/simulation/streaming/club-lineup'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { ClubSheet } from '@/lib/schemas/simulation-score-streaming'
import { clubSeasonRows, type ClubSeasonRows } from './club-season-rows'
import { leagueNorms } from './league-norms'

/** A club ready to play: the engine's input, the sheet the page prints, its players' names. */
export type ClubInput = {
  input: TeamGameInput
  sheet: ClubSheet
  names: ReadonlyMap<string, string>
  /** Whether the starter asked for (if any) is in the rotation; when not, its first man starts. */
  starterFound: boolean
}

function sheetOf(rows: ClubSeasonRows, club: TeamCode, input: TeamGameInput, rotation: readonly string[], positionsKnown: boolean): ClubSheet {
  const name = (id: string) => rows.people.get(id)?.name ?? id
  const arm = (id: string) => {
    const line = rows.pitching.get(id)
    return { id, name: name(id), throws: rows.people.get(id)?.throws ?? '-', era: line?.era ?? null, g: line?.g ?? 0, gs: line?.gs ?? 0, sv: line?.sv ?? 0, hld: line?.hld ?? 0 }
  }
  return {
    code: club,
    lineup: input.lineup.map(({ player, position }) => {
      const line = rows.batting.get(player.id)
      return { id: player.id, name: name(player.id), position, bats: rows.people.get(player.id)?.bats ?? '-', avg: line?.avg ?? null, hr: line?.hr ?? 0, pa: line?.pa ?? 0 }
    }),
    starter: arm(input.starter.id),
    rotation: rotation.map((id) => ({ id, name: name(id) })),
    relievers: input.relievers.map((player) => arm(player.id)),
    bench: input.bench.map((player) => ({ id: player.id, name: name(player.id) })),
    positionsKnown,
    pitchesTracked: rows.mixes.size > 0,
  }
}

/**
 * One club's game input for a season (ratings inverted from its players' lines against the
 * league, lineup and staff from its usage: club-lineup.ts), with or without the DH and with the
 * starter asked for when he is in the rotation. Null when the club has no lines that season.
 */
export function clubInputFrom(db: Db, season: number, club: TeamCode, useDh: boolean, starterId: string | null): ClubInput | null {
  const norms = leagueNorms(db, season)
  const rows = clubSeasonRows(db, season, club)
  if (!norms || !rows) return null
  const lineup = pickLineup(rows.starts, rows.hitters, useDh)
  const staff = pickStaff(rows.arms, starterId)
  if (!lineup || !staff) return null
  const clubSeason: ClubSeason = { code: club, season, people: rows.people, batting: rows.batting, pitching: rows.pitching, mixes: rows.mixes, norms }
  const input = clubGameInput(clubSeason, lineup, staff, useDh)
  return {
    input,
    sheet: sheetOf(rows, club, input, staff.rotation, lineup.positionsKnown),
    names: new Map([...rows.people.values()].map((person) => [person.id, person.name])),
    starterFound: starterId === null || staff.starter === starterId,
  }
}

/** Kept per server: a club's input is read once per season, DH rule and starter, then shared by the page and both APIs. */
export const getClubInput = cache(memoPerDatabase(clubInputFrom))
