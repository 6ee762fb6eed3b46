import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { weForWpa } from '@/lib/domain/sabermetrics/win-expectancy'
import { winValueFiguresSchema, type WinValueFigures } from '@/lib/schemas/column-figures'
import { dataSourceFrom } from './get-data-source'
import { memoPerDatabase } from './memo-per-database'

type Situation = { inning: number; half: 'top' | 'bottom'; outs: number; bases: number; score_diff: number }

/** States the article reads the model at: the first pitch, a tied 9th, a last out, and the 12th where a tie stands. */
export const WIN_VALUE_SITUATIONS: readonly Situation[] = [
  { inning: 1, half: 'top', outs: 0, bases: 0, score_diff: 0 },
  { inning: 9, half: 'bottom', outs: 0, bases: 0, score_diff: 0 },
  { inning: 9, half: 'bottom', outs: 2, bases: 0, score_diff: -1 },
  { inning: 9, half: 'bottom', outs: 2, bases: 7, score_diff: -1 },
  { inning: 12, half: 'top', outs: 0, bases: 0, score_diff: 0 },
  { inning: 12, half: 'bottom', outs: 2, bases: 0, score_diff: 0 },
]

/** Each PA of the season's regular games (those the model was counted from) with its stored values. */
const PA_JOINS = 'FROM pa_values v JOIN games g ON g.id = v.game_id JOIN plate_appearances p ON p.game_id = v.game_id AND p.seq = v.seq'
const IN_SEASON = "WHERE g.season = ? AND g.kind IN ('regular', 'interleague')"
const STATE = 'p.inning, p.half, p.outs_before AS outs, p.bases_before AS bases, p.home_score_before - p.away_score_before AS score_diff'
/** WPA and WE for the batting side: the stored values are the home team's. */
const FOR_BATTER = (column: string) => `CASE p.half WHEN 'bottom' THEN ${column} ELSE 1 - ${column} END`

/**
 * The latest season's win expectancy model at a few states, its leverage extremes and the
 * single PA that moved the most WPA, as lib/data/derive/win-values.ts stored them. Null without
 * a season.
 */
export function winValueFiguresFrom(db: Db): WinValueFigures | null {
  const season = dataSourceFrom(db)?.seasons[0]
  if (season === undefined) return null
  const pas = db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id ${IN_SEASON}`).get(season)?.n ?? 0
  const weAt = db.prepare<[number, number, string, number, number, number], { win: number; tie: number; loss: number }>(
    'SELECT win, tie, loss FROM win_expectancy WHERE season = ? AND inning = ? AND half = ? AND outs = ? AND bases = ? AND score_diff = ?',
  )
  const situations = WIN_VALUE_SITUATIONS.flatMap((state) => {
    const we = weAt.get(season, state.inning, state.half, state.outs, state.bases, state.score_diff)
    return we ? [{ ...state, ...we, we: weForWpa(we) }] : []
  })
  const maxLi = db.prepare<[number], Situation & { li: number }>(`SELECT ${STATE}, v.li ${PA_JOINS} ${IN_SEASON} ORDER BY v.li DESC, g.id, p.seq LIMIT 1`).get(season)
  const shareHigh = db.prepare<[number], { share: number | null }>(`SELECT AVG(v.li >= 2) AS share ${PA_JOINS} ${IN_SEASON}`).get(season)?.share ?? null
  const top = db
    .prepare<[number], Situation & { lead: number; game_id: string; date: string; batter_id: string; batter: string; team: string; wpa: number; we_before: number; we_after: number }>(
      `SELECT ${STATE}, g.id AS game_id, g.date, p.batter_id, pl.name_kanji AS batter,
         CASE p.half WHEN 'bottom' THEN g.home ELSE g.away END AS team,
         CASE p.half WHEN 'bottom' THEN 1 ELSE -1 END * (p.home_score_before - p.away_score_before) AS lead,
         CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END AS wpa,
         ${FOR_BATTER('v.we_before')} AS we_before, ${FOR_BATTER('v.we_after')} AS we_after
       ${PA_JOINS} JOIN players pl ON pl.id = p.batter_id ${IN_SEASON}
       ORDER BY wpa DESC, g.id, p.seq LIMIT 1`,
    )
    .get(season)
  return winValueFiguresSchema.parse({
    season,
    pas,
    situations,
    li: maxLi && shareHigh !== null ? { max: maxLi.li, state: stateOf(maxLi), share_high: shareHigh } : null,
    top_play: top ?? null,
  })
}

function stateOf({ inning, half, outs, bases, score_diff }: Situation): Situation {
  return { inning, half, outs, bases, score_diff }
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getWinValueFigures = cache(memoPerDatabase(winValueFiguresFrom))
