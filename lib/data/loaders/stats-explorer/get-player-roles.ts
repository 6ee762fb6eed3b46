import 'server-only'
import type { Db } from '@/lib/data/db'
import { pitcherRole, primaryPosition, type BatterPosition, type FieldedPosition, type PitcherRole } from '@/lib/domain/stats/player-role'
import { getStatLines } from '../stat-lines/get-stat-lines'
import { memoPerDatabase } from '../memo-per-database'

type Listed = { player_id: string; roster: string | null; profile: string | null }

export type BatterPositions = {
  /** `fielding`: the games he fielded; `listed`: the source records no fielder's position (npb.jp's box scores), so the roster's. */
  source: 'fielding' | 'listed'
  positions: Map<string, BatterPosition | null>
}

/**
 * Each batter's position group over seasons `from`–`to` (player-role.ts): the group he fielded
 * most in the regular season's fielding lines; without any, 指名打者 where the source records
 * fielders' positions, else his roster's (then his profile's) position.
 */
export function batterPositionsFrom(db: Db, from: number, to: number): BatterPositions {
  const range = { from, to }
  const fielded = db
    .prepare<typeof range, FieldedPosition & { player_id: string }>(
      `SELECT player_id, position, SUM(g) AS g, SUM(outs) AS outs FROM player_season_fielding
       WHERE season BETWEEN @from AND @to GROUP BY player_id, position`,
    )
    .all(range)
  const listed = db
    .prepare<typeof range, Listed>(
      `SELECT b.player_id,
         (SELECT r.position FROM rosters r WHERE r.player_id = b.player_id AND r.season BETWEEN @from AND @to ORDER BY r.season DESC LIMIT 1) AS roster,
         p.primary_position AS profile
       FROM (SELECT DISTINCT player_id FROM player_season_batting WHERE season BETWEEN @from AND @to) b
       LEFT JOIN players p ON p.id = b.player_id`,
    )
    .all(range)
  const byPlayer = new Map<string, FieldedPosition[]>()
  for (const row of fielded) byPlayer.set(row.player_id, [...(byPlayer.get(row.player_id) ?? []), row])
  // A source that records only pitchers' lines (npb.jp's box scores) says nothing of where a batter fielded.
  const sourceFields = fielded.some((row) => row.position !== 'P')
  const positions = new Map(
    listed.map((row) => [row.player_id, primaryPosition({ fielded: byPlayer.get(row.player_id) ?? [], listed: row.roster ?? row.profile, sourceFields })]),
  )
  return { source: sourceFields ? 'fielding' : 'listed', positions }
}

/** Kept per server: a range's positions never change until a rebuild. */
export const getBatterPositions = memoPerDatabase(batterPositionsFrom)

/**
 * Each pitcher's role over the range, 先発 or 救援 by his starts (player-role.ts), from his whole
 * lines (every club, no split): a split cannot count games, and a role is the season's.
 */
export function getPitcherRoles(from: number, to: number): Map<string, PitcherRole | null> | null {
  const lines = getStatLines({ side: 'pitching', from, to, filter: {} })
  if (!lines) return null
  const games = new Map<string, { g: number; gs: number }>()
  for (const line of lines.lines) {
    const sum = games.get(line.player_id) ?? { g: 0, gs: 0 }
    games.set(line.player_id, { g: sum.g + (line.g ?? 0), gs: sum.gs + (line.gs ?? 0) })
  }
  return new Map([...games].map(([id, count]) => [id, pitcherRole(count)]))
}
