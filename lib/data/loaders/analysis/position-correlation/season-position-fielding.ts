import 'server-only'
import type { Db } from '@/lib/data/db'
import { addFielding, fieldingFigures, type FieldingCounts } from '@/lib/domain/analysis/position-fielding'
import { FIELDING_SLOTS, type FieldingSlot } from '@/lib/domain/analysis/position-slots'
import { TEAM_CODES, type TeamCode } from '@/lib/domain/teams/teams'
import type { PositionFieldingLine, PositionRegular } from '@/lib/schemas/position-correlation'
import { perSeason } from './per-season'

export type ClubFielding = { team: TeamCode; lines: PositionFieldingLine[]; regulars: PositionRegular[] }
export type SeasonPositionFielding = { clubs: ClubFielding[]; league: PositionFieldingLine[]; positionsKnown: boolean }

type Row = FieldingCounts & { team: string; position: string; player_id: string; name: string }

/** The read model's fielding lines (season-counts.ts: regular season, one per player, club and position), most outs first. */
const ROWS_SQL = `SELECT f.team, f.position, f.player_id, COALESCE(p.name_kanji, f.player_id) AS name, f.g, f.outs, f.po, f.a, f.e
  FROM player_season_fielding f LEFT JOIN players p ON p.id = f.player_id
  WHERE f.season = ? ORDER BY f.team, f.position, f.outs DESC, f.g DESC, f.player_id`

const line = (position: FieldingSlot, players: number, counts: FieldingCounts): PositionFieldingLine => ({ position, players, ...fieldingFigures(counts) })

/** Every club's fielding at each position, its most used fielder there, and the twelve clubs' together. */
function read(db: Db, season: number): SeasonPositionFielding {
  const rows = db.prepare<[number], Row>(ROWS_SQL).all(season)
  const clubs = TEAM_CODES.flatMap((team): ClubFielding[] => {
    const own = rows.filter((row) => row.team === team)
    if (own.length === 0) return []
    const lines = FIELDING_SLOTS.flatMap((position) => {
      const fielders = own.filter((row) => row.position === position)
      return fielders.length === 0 ? [] : [line(position, fielders.length, addFielding(fielders))]
    })
    const regulars = FIELDING_SLOTS.flatMap((position) => {
      const top = own.find((row) => row.position === position)
      return top ? [{ position, player_id: top.player_id, name: top.name, amount: top.outs }] : []
    })
    return [{ team, lines, regulars }]
  })
  const league = FIELDING_SLOTS.flatMap((position) => {
    const at = clubs.flatMap((club) => club.lines.filter((one) => one.position === position))
    return at.length === 0 ? [] : [line(position, at.reduce((sum, one) => sum + one.players, 0), addFielding(at))]
  })
  // Pitchers field in every source; the other positions only where the source records them.
  return { clubs, league, positionsKnown: rows.some((row) => row.position !== 'P' && (FIELDING_SLOTS as readonly string[]).includes(row.position)) }
}

/** Kept per database and season: the season's view and the pooled correlation both read it. */
export const seasonPositionFieldingFrom = perSeason(read)
