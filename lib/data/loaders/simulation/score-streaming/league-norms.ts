import 'server-only'
import type { Db } from '@/lib/data/db'
import { battingNorms, pitchingNorms, type BattingLine, type BattingNorms, type PitchingLine, type PitchingNorms } from '@/lib/domain/simulation/streaming/ratings-from-stats'

export type LeagueNorms = { batting: BattingNorms; pitching: PitchingNorms }

export const BATTING_COLUMNS = 'pa, ab, h, doubles, triples, hr, bb, ibb, hbp, so, sf, sb, cs'
export const PITCHING_COLUMNS = 'g, gs, outs, bf, so, bb, ibb, gb, ld, fb, pu'

/** Position players only: a pitcher's few PA would drag the league's batting down (the Central League's pitchers bat). */
const BATTERS = `SELECT ${BATTING_COLUMNS} FROM player_season_batting
  WHERE season = ? AND player_id NOT IN (SELECT player_id FROM player_season_pitching WHERE season = ?)`
const PITCHERS = `SELECT ${PITCHING_COLUMNS} FROM player_season_pitching WHERE season = ?`
const FOUR_SEAM = "SELECT COALESCE(SUM(speed_sum), 0) AS speedSum, COALESCE(SUM(speeds), 0) AS speeds FROM pitch_board_lines WHERE season = ? AND side = 'pitching' AND type = 'FF'"

const kept = new WeakMap<Db, Map<number, LeagueNorms | null>>()

/** Reads a season's lines and measures its league (ratings-from-stats.ts); null for a season without lines. */
function read(db: Db, season: number): LeagueNorms | null {
  const batters = db.prepare<[number, number], BattingLine>(BATTERS).all(season, season)
  const pitchers = db.prepare<[number], PitchingLine>(PITCHERS).all(season)
  if (batters.length === 0 || pitchers.length === 0) return null
  const fourSeam = db.prepare<[number], { speedSum: number; speeds: number }>(FOUR_SEAM).get(season) ?? { speedSum: 0, speeds: 0 }
  return { batting: battingNorms(batters), pitching: pitchingNorms(pitchers, fourSeam) }
}

/** The season's norms, computed once per database (a few thousand lines): every club's ratings are scaled by them. */
export function leagueNorms(db: Db, season: number): LeagueNorms | null {
  const seasons = kept.get(db) ?? new Map<number, LeagueNorms | null>()
  kept.set(db, seasons)
  if (!seasons.has(season)) seasons.set(season, read(db, season))
  return seasons.get(season) ?? null
}
