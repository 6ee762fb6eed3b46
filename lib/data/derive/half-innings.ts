import 'server-only'
import type { Db } from '@/lib/data/db'
import type { PaResult, PaTransition } from '@/lib/domain/events'
import type { League } from '@/lib/domain/teams/teams'

export type SeasonPaRow = {
  game_id: string; seq: number; inning: number; half: 'top' | 'bottom'; outs_before: number; bases_before: number
  outs_after: number; bases_after: number; runs: number; result: PaResult
  home_score_before: number; away_score_before: number; home_score_after: number; away_score_after: number
  last_seq: number; home_runs: number; away_runs: number; league: League
}

const REGULAR_KINDS = ['regular', 'interleague'] as const
const POSTSEASON_KINDS = ['climax_first', 'climax_final', 'japan_series'] as const

/**
 * A season's PAs in game order, read once for every derivation that needs them all: the regular
 * season's (every constant and model is counted from them) or the postseason's (valued by that model).
 */
export function loadSeasonPas(db: Db, season: number, part: 'regular' | 'postseason' = 'regular'): SeasonPaRow[] {
  const kinds = JSON.stringify(part === 'regular' ? REGULAR_KINDS : POSTSEASON_KINDS)
  return db
    .prepare<[number, string], SeasonPaRow>(
      `SELECT p.game_id, p.seq, p.inning, p.half, p.outs_before, p.bases_before, p.outs_after, p.bases_after, p.runs, p.result,
         p.home_score_before, p.away_score_before, p.home_score_after, p.away_score_after,
         MAX(p.seq) OVER (PARTITION BY p.game_id) AS last_seq, g.home_runs, g.away_runs, t.league
       FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id CROSS JOIN teams t ON t.code = g.home
       WHERE g.season = ? AND g.kind IN (SELECT value FROM json_each(?)) ORDER BY p.game_id, p.seq`,
    )
    .all(season, kinds)
}

export function toTransition(row: SeasonPaRow): PaTransition {
  return {
    inning: row.inning, half: row.half, outsBefore: row.outs_before, basesBefore: row.bases_before,
    outsAfter: row.outs_after, basesAfter: row.bases_after, runsOnPlay: row.runs, result: row.result,
  }
}

/** The PAs grouped into half-innings, in order, with the home club's league. */
export function groupHalfInnings(rows: readonly SeasonPaRow[]): Array<{ league: League; pas: PaTransition[] }> {
  const halves: Array<{ league: League; pas: PaTransition[] }> = []
  let key = ''
  for (const row of rows) {
    const rowKey = `${row.game_id}:${row.inning}:${row.half}`
    if (rowKey !== key) {
      halves.push({ league: row.league, pas: [] })
      key = rowKey
    }
    halves[halves.length - 1]?.pas.push(toTransition(row))
  }
  return halves
}
