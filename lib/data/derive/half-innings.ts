import 'server-only'
import type { Db } from '@/lib/data/db'
import type { PaResult, PaTransition } from '@/lib/domain/events'
import type { League } from '@/lib/domain/teams/teams'

type PaRow = {
  game_id: string; inning: number; half: 'top' | 'bottom'; outs_before: number; bases_before: number
  outs_after: number; bases_after: number; runs: number; result: PaResult; league: League
}

/** One season's regular-season PAs grouped into half-innings, in order, with the home club's league. */
export function loadHalfInnings(db: Db, season: number): Array<{ league: League; pas: PaTransition[] }> {
  const rows = db
    .prepare<[number], PaRow>(
      `SELECT p.game_id, p.inning, p.half, p.outs_before, p.bases_before, p.outs_after, p.bases_after, p.runs, p.result, t.league
       FROM plate_appearances p JOIN games g ON g.id = p.game_id JOIN teams t ON t.code = g.home
       WHERE g.season = ? AND g.kind IN ('regular', 'interleague') ORDER BY p.game_id, p.seq`,
    )
    .all(season)
  const halves: Array<{ league: League; pas: PaTransition[] }> = []
  let key = ''
  for (const row of rows) {
    const rowKey = `${row.game_id}:${row.inning}:${row.half}`
    if (rowKey !== key) {
      halves.push({ league: row.league, pas: [] })
      key = rowKey
    }
    halves[halves.length - 1]?.pas.push({
      inning: row.inning, half: row.half, outsBefore: row.outs_before, basesBefore: row.bases_before,
      outsAfter: row.outs_after, basesAfter: row.bases_after, runsOnPlay: row.runs, result: row.result,
    })
  }
  return halves
}
