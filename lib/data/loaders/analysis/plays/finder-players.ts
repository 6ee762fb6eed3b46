import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import type { PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import { TEAM_CODES } from '@/lib/domain/teams/team-codes'
import type { FinderPlayer } from '@/lib/schemas/situational'
import { seasonPlays } from './season-plays'

/**
 * The players the finder's form offers: every batter (or pitcher) of the season under each club
 * he appeared for, clubs in the site's order and the most PAs first within a club.
 */
export function finderPlayersFrom(db: Db, season: number, side: PlaySide): FinderPlayer[] {
  const block = seasonPlays(db, season)
  if (!block) return []
  const c = block.columns
  const own = side === 'batting' ? { team: c.batTeam, player: c.batter } : { team: c.fieldTeam, player: c.pitcher }
  const pas = new Map<number, number>()
  const players = block.players.length
  for (let i = 0; i < block.size; i++) {
    const key = (own.team[i] ?? 0) * players + (own.player[i] ?? 0)
    pas.set(key, (pas.get(key) ?? 0) + 1)
  }
  return [...pas]
    .map(([key, n]) => ({ team: Math.floor(key / players), player: key % players, n }))
    .filter(({ team }) => team < TEAM_CODES.length)
    .sort((a, b) => a.team - b.team || b.n - a.n || a.player - b.player)
    .flatMap(({ team, player }) => {
      const known = block.players[player]
      const code = TEAM_CODES[team]
      return known && code ? [{ id: known.id, name: known.name, team: code }] : []
    })
}

/** Kept per server: the form's lists change only with a new database. */
export const getFinderPlayers = cache(memoPerDatabase(finderPlayersFrom))
