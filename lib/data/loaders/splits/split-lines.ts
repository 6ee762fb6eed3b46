import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { pitchingRates } from '@/lib/domain/stats/pitching'
import { splitBattingLineSchema, splitPitchingLineSchema, type SplitLinesOf } from '@/lib/schemas/splits'
import { splitLinesQuery, type SplitQuery, type SplitScope, type SplitSide } from './split-query'

type Identity = { player_id: string; name: string; team: string; league: string }
type BattedBalls = { gb: number; ld: number; fb: number; pu: number }
type BattingRow = Identity & BattingCounts & BattedBalls & { rbi: number; gidp: number }
type PitchingRow = Identity & BattedBalls & {
  bf: number; outs: number; ab: number; h: number; hr: number; bb: number; ibb: number; hbp: number; so: number; sf: number; sh: number
}

function battingLine(row: BattingRow) {
  const rates = battingRates(row)
  return { ...row, avg: rates.avg, obp: rates.obp, slg: rates.slg, ops: rates.ops, k_pct: rates.kPct, bb_pct: rates.bbPct }
}

function pitchingLine(row: PitchingRow) {
  // Only the rates on BF are taken: the split has no runs, and its outs leave out the outs made between PAs.
  const rates = pitchingRates({ ...row, r: 0, er: 0 })
  return { ...row, k_pct: rates.kPct, bb_pct: rates.bbPct }
}

type Read = { [S in SplitSide]: (db: Db, query: SplitQuery, season: number) => SplitLinesOf<S> }
const READ: Read = {
  batting: (db, { sql, params }, season) => ({
    side: 'batting', season,
    lines: db.prepare<[typeof params], BattingRow>(sql).all(params).map((row) => splitBattingLineSchema.parse(battingLine(row))),
  }),
  pitching: (db, { sql, params }, season) => ({
    side: 'pitching', season,
    lines: db.prepare<[typeof params], PitchingRow>(sql).all(params).map((row) => splitPitchingLineSchema.parse(pitchingLine(row))),
  }),
}

/**
 * Each player's counting line over one regular season's PAs that pass a split filter (vs 左,
 * 得点圏, 8月, "as of" a date …), optionally within one club or league; a player traded
 * mid-season has a line per club. Longest lines first. With no filter the counts equal the
 * season lines' (pitching outs aside: see splitPitchingLineSchema).
 */
export function splitLinesFrom<S extends SplitSide>(db: Db, season: number, side: S, filter: SplitFilter, scope: SplitScope = {}): SplitLinesOf<S> {
  const read: Read[S] = READ[side]
  return read(db, splitLinesQuery(season, side, filter, scope), season)
}

/** Kept per server (memo-per-database.ts): a leaderboard, its metadata and its CSV read one query. Null without a database. */
export const getSplitLines = cache(memoPerDatabase(splitLinesFrom))
