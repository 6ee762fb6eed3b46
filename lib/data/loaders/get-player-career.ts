import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { combineBatting, combinePitching, type BattingCareerLine, type PitchingCareerLine } from '@/lib/domain/players/career-lines'
import { BATTING_LEAD_KEYS, LEAD_RATE_KEYS, PITCHING_LEAD_KEYS, playerCareerSchema, type PlayerCareer } from '@/lib/schemas/player-career'
import type { RecordType } from '@/lib/schemas/career'
import { memoPerDatabase } from './memo-per-database'

const TABLES = { batting: 'player_season_batting', pitching: 'player_season_pitching' } as const
const LEAD_KEYS = { batting: BATTING_LEAD_KEYS, pitching: PITCHING_LEAD_KEYS } as const

type Line = { season: number; team: string; league: string; qualified: number } & Record<string, number | string | null>

/** The best value of each title stat in a season's league: rates among qualified lines, ERA the lowest. */
function leagueBests(db: Db, type: RecordType, season: number, league: string): Record<string, number | null> {
  const keys: readonly string[] = LEAD_KEYS[type]
  const columns = keys.map((key) =>
    LEAD_RATE_KEYS.has(key) ? `${key === 'era' ? 'MIN' : 'MAX'}(CASE WHEN qualified = 1 THEN ${key} END) AS ${key}` : `MAX(${key}) AS ${key}`,
  )
  return db.prepare<[number, string], Record<string, number | null>>(`SELECT ${columns.join(', ')} FROM ${TABLES[type]} WHERE season = ? AND league = ?`).get(season, league) ?? {}
}

function leadsOf(line: Line, bests: Record<string, number | null>, keys: readonly string[]): string[] {
  return keys.filter((key) => {
    const value = line[key]
    const best = bests[key]
    if (typeof value !== 'number' || best === null || best === undefined) return false
    if (LEAD_RATE_KEYS.has(key) && line.qualified !== 1) return false
    // Counting titles need a count to lead with: a league of zeros has no leader.
    return value === best && (LEAD_RATE_KEYS.has(key) || value > 0)
  })
}

/**
 * His regular-season lines of one kind through the player index, with league-leading stats marked,
 * split seasons added up and the career total. Null when he has no such line.
 */
export function playerCareerFrom(db: Db, playerId: string, type: RecordType): PlayerCareer | null {
  const lines = db
    .prepare<[string], Line>(
      `SELECT s.* FROM ${TABLES[type]} s WHERE s.player_id = ?
       ORDER BY s.season, (SELECT MIN(g.date) FROM substitutions u JOIN games g ON g.id = u.game_id
         WHERE u.player_id = s.player_id AND u.team = s.team AND g.season = s.season), s.team`,
    )
    .all(playerId)
  if (lines.length === 0) return null
  const bests = new Map<string, Record<string, number | null>>()
  const rows = lines.map((line) => {
    const scope = `${line.season}:${line.league}`
    const best = bests.get(scope) ?? leagueBests(db, type, line.season, line.league)
    bests.set(scope, best)
    return { ...line, qualified: line.qualified === 1, leads: leadsOf(line, best, LEAD_KEYS[type]) }
  })
  const seasons = [...new Set(lines.map((line) => line.season))]
  const split = seasons.filter((season) => lines.filter((line) => line.season === season).length > 1)
  if (type === 'batting') {
    const typed = lines as unknown as BattingCareerLine[]
    const of = (season: number) => typed.filter((_, index) => lines[index]?.season === season)
    return playerCareerSchema.parse({ type, rows, splitSeasons: split.map((season) => ({ season, ...combineBatting(of(season)) })), total: combineBatting(typed) })
  }
  const typed = lines as unknown as PitchingCareerLine[]
  const of = (season: number) => typed.filter((_, index) => lines[index]?.season === season)
  return playerCareerSchema.parse({ type, rows, splitSeasons: split.map((season) => ({ season, ...combinePitching(of(season)) })), total: combinePitching(typed) })
}

export const getPlayerCareer = cache(memoPerDatabase(playerCareerFrom))
