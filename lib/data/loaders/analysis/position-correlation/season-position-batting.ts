import 'server-only'
import type { Db } from '@/lib/data/db'
import { seasonContextFrom } from '@/lib/data/loaders/stat-lines/league-context'
import { addCounts, combinePositionLines, positionBattingFigures, type PositionBattingFigures, type PositionCounts } from '@/lib/domain/analysis/position-batting'
import { BATTING_SLOTS, FIELDER_SLOTS, isSlotOf, type BattingSlot } from '@/lib/domain/analysis/position-slots'
import { TEAM_BY_CODE, TEAM_CODES, type TeamCode } from '@/lib/domain/teams/teams'
import type { PositionBattingLine, PositionRegular } from '@/lib/schemas/position-correlation'
import { positionBattingRowsFrom, seasonPaCountFrom, type PositionBattingRow } from './position-batting-rows'
import { perSeason } from './per-season'

export type ClubBatting = { team: TeamCode; lines: PositionBattingLine[]; regulars: PositionRegular[] }
export type SeasonPositionBatting = { clubs: ClubBatting[]; league: PositionBattingLine[]; positionsKnown: boolean; unplacedPa: number }

const line = (position: BattingSlot, counts: PositionCounts, figures: PositionBattingFigures): PositionBattingLine => ({
  position, ...counts,
  avg: figures.avg, obp: figures.obp, slg: figures.slg, ops: figures.ops, wraa: figures.wraa, wrc_plus: figures.wrcPlus,
})

const countsOf = ({ pa, ab, h, doubles, triples, hr, bb, ibb, hbp, so, sf, sh }: PositionCounts): PositionCounts => ({ pa, ab, h, doubles, triples, hr, bb, ibb, hbp, so, sf, sh })

/**
 * Every club's line at each position it batted from, measured against its league and park as the
 * season lines are; the most used batter there; and the twelve clubs' lines combined.
 */
function read(db: Db, season: number): SeasonPositionBatting {
  const rows = positionBattingRowsFrom(db, season)
  const { leagues, parkFactors } = seasonContextFrom(db, season)
  const byClub = new Map<string, PositionBattingRow[]>()
  for (const row of rows) byClub.set(row.team, [...(byClub.get(row.team) ?? []), row])
  const clubs = TEAM_CODES.flatMap((team): ClubBatting[] => {
    const own = byClub.get(team)
    if (!own) return []
    const league = leagues.get(TEAM_BY_CODE[team].league) ?? null
    const parkFactor = parkFactors.get(team) ?? 1
    const lines = BATTING_SLOTS.flatMap((position) => {
      const batters = own.filter((row) => row.position === position)
      if (batters.length === 0) return []
      const counts = addCounts(batters.map(countsOf))
      return [line(position, counts, positionBattingFigures(counts, league, parkFactor))]
    })
    // Rows come most PAs first within a club and position.
    const regulars = BATTING_SLOTS.flatMap((position) => {
      const top = own.find((row) => row.position === position)
      return top ? [{ position, player_id: top.player_id, name: top.name, amount: top.pa }] : []
    })
    return [{ team, lines, regulars }]
  })
  const league = BATTING_SLOTS.flatMap((position) => {
    const at = clubs.flatMap((club) => club.lines.filter((one) => one.position === position))
    if (at.length === 0) return []
    const combined = combinePositionLines(at.map((one) => ({ counts: countsOf(one), wraa: one.wraa, wrcPlus: one.wrc_plus })))
    return [line(position, combined.counts, combined)]
  })
  const placed = rows.reduce((sum, row) => sum + (isSlotOf('batting', row.position) ? row.pa : 0), 0)
  return {
    clubs,
    league,
    positionsKnown: rows.some((row) => (FIELDER_SLOTS as readonly string[]).includes(row.position)),
    unplacedPa: Math.max(0, seasonPaCountFrom(db, season) - placed),
  }
}

/** Kept per database and season: the season's view and the pooled correlation both read it. */
export const seasonPositionBattingFrom = perSeason(read)
