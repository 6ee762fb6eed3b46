import 'server-only'
import type { Db } from '@/lib/data/db'
import { countOutcomes, NO_OUTCOMES, outcomeValues, type OutcomeValues } from '@/lib/domain/simulation/matchup/outcomes'
import type { MatchupSide } from '@/lib/domain/simulation/matchup/stabilization-points'
import { outcomeRows, REGULAR_SEASON, type OutcomeRow } from './outcome-rows'

/** A player's regular-season PA outcomes per season, on one side of the matchup. */
export type PlayerOutcomeCounts = ReadonlyMap<number, OutcomeValues>

type Row = OutcomeRow & { season: number }

// Two statements, not one with the column spliced in: each uses its own index (pa_batter, pa_pitcher).
const SQL: Readonly<Record<MatchupSide, string>> = {
  batter: `SELECT g.season, p.result, p.batted_ball, COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id
    WHERE p.batter_id = ? AND ${REGULAR_SEASON} GROUP BY g.season, p.result, p.batted_ball`,
  pitcher: `SELECT g.season, p.result, p.batted_ball, COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id
    WHERE p.pitcher_id = ? AND ${REGULAR_SEASON} GROUP BY g.season, p.result, p.batted_ball`,
}

/** His outcomes per season as a batter (against all pitchers) or as a pitcher (against all batters). */
export function playerOutcomeCountsFrom(db: Db, playerId: string, side: MatchupSide): PlayerOutcomeCounts {
  const rows = db.prepare<[string], Row>(SQL[side]).all(playerId)
  const seasons = [...new Set(rows.map((row) => row.season))]
  return new Map(seasons.map((season) => [season, countOutcomes(outcomeRows(rows.filter((row) => row.season === season)))]))
}

/** One season's counts, or every season pooled (null); nothing for a season he did not play. */
export function countsFor(counts: PlayerOutcomeCounts, season: number | null): OutcomeValues {
  if (season !== null) return counts.get(season) ?? NO_OUTCOMES
  return [...counts.values()].reduce((sum, one) => outcomeValues((outcome) => sum[outcome] + one[outcome]), NO_OUTCOMES)
}
