import 'server-only'
import type { Db } from '@/lib/data/db'
import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import { combineBattingLines, combinePitchingLines } from '@/lib/domain/stats/combine-stat-lines'
import { qualifyingOuts, qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import { splitQualifier, statLineLevel } from '@/lib/domain/stats/view-qualifier'
import type { StatLineLevel, StatLinesOf, StatQualifier, StatSide } from '@/lib/schemas/stat-lines'
import { memoPerDatabase } from '../memo-per-database'
import { clubGamesFrom } from './game-extras'
import { seasonContextFrom } from './league-context'
import { seasonBattingLines, seasonPitchingLines } from './season-lines'
import { splitPaShare } from './split-share'
import { splitBattingLines, splitPitchingLines } from './split-view-lines'
import type { StatLinesQuery } from './stat-lines-query'

type Line = { team: string; qualified: boolean; pa?: number; outs?: number }
type SeasonMarks = { marks: Map<string, number>; through: string | null; share: number | null }

/** Each club's qualifying mark for one season of the view: 規定 on the club's games the view keeps, scaled by the split's share at the PA level. */
function seasonMarks(db: Db, season: number, side: StatSide, filter: SplitFilter, level: StatLineLevel): SeasonMarks {
  const { games, through } = clubGamesFrom(db, season, filter)
  const share = level === 'pa' ? splitPaShare(db, season, side, filter) : null
  const mark = side === 'batting' ? qualifyingPlateAppearances : qualifyingOuts
  return { marks: new Map([...games].map(([team, count]) => [team, splitQualifier(mark(count), share)])), through, share }
}

function measure(side: StatSide, line: Line): number {
  return (side === 'batting' ? line.pa : line.outs) ?? 0
}

function withQualified<L extends Line>(side: StatSide, lines: L[], markOf: (line: L) => number): L[] {
  return lines.map((line) => ({ ...line, qualified: measure(side, line) >= markOf(line) }))
}

/** The range's filter: a date range or "as of" names one season's days, so over several seasons only the month stays. */
function rangeFilter(query: StatLinesQuery): SplitFilter {
  if (query.from === query.to) return query.filter
  return Object.fromEntries(Object.entries(query.filter).filter(([key]) => key !== 'from' && key !== 'to'))
}

/** A line without the season it was read for (one season's lines keep it only to find their club's mark). */
function withoutSeason<L extends object>(line: L): Omit<L, 'season'> {
  return Object.fromEntries(Object.entries(line).filter(([key]) => key !== 'season')) as Omit<L, 'season'>
}

function seasonsOf(query: StatLinesQuery): number[] {
  return Array.from({ length: query.to - query.from + 1 }, (_, index) => query.from + index)
}

/**
 * Every player's line for a view (a side, one season or a range, a split, a club or league),
 * with `qualified` against the view's mark; null when the range has no regular-season games
 * (a split that keeps none, say January, has no lines).
 * See lib/schemas/stat-lines.ts for the levels; lines longest first.
 */
export function statLinesFrom<S extends StatSide>(db: Db, query: StatLinesQuery<S>): StatLinesOf<S> | null {
  const filter = rangeFilter(query)
  const level = statLineLevel(filter)
  const seasons = seasonsOf(query)
  const played = seasons.filter((season) => clubGamesFrom(db, season, {}).games.size > 0)
  const last = played[played.length - 1]
  if (last === undefined) return null
  const marks = new Map(played.map((season) => [season, seasonMarks(db, season, query.side, filter, level)]))
  const single = query.from === query.to
  const seasonMark = (season: number, team: string) => marks.get(season)?.marks.get(team) ?? 0
  const fullMark = (season: number) => Math.max(0, ...(marks.get(season)?.marks.values() ?? []))
  const rangeMark = played.reduce((sum, season) => sum + fullMark(season), 0)
  const clubs = [...(marks.get(last)?.marks.values() ?? [])]
  const share = marks.get(last)?.share ?? null
  const qualifier: StatQualifier = single
    ? { rule: level === 'season' ? 'season' : level === 'game' ? 'games' : 'share', min: clubs.length > 0 ? Math.min(...clubs) : 0, max: Math.max(0, ...clubs), share }
    : { rule: 'range', min: rangeMark, max: rangeMark, share }
  const base = { from: query.from, to: query.to, level, qualifier, through: marks.get(last)?.through ?? null }
  const scope = { team: query.team, league: query.league }
  const perSeason = <T>(read: (season: number) => T[]) => played.flatMap((season) => read(season).map((line) => ({ ...line, season })))

  if (query.side === 'batting') {
    const lines = level === 'season'
      ? seasonBattingLines(db, query)
      : perSeason((season) => splitBattingLines(db, season, filter, level, scope, seasonContextFrom(db, season)))
    const kept = single ? withQualified('batting', lines, (line) => seasonMark(line.season, line.team)) : withQualified('batting', combineBattingLines(lines), () => rangeMark)
    const sorted = kept.map(withoutSeason).sort((a, b) => b.pa - a.pa || a.player_id.localeCompare(b.player_id))
    return { side: 'batting', ...base, lines: sorted } as StatLinesOf<S>
  }
  const lines = level === 'season'
    ? seasonPitchingLines(db, query)
    : perSeason((season) => splitPitchingLines(db, season, filter, level, scope, seasonContextFrom(db, season)))
  const kept = single ? withQualified('pitching', lines, (line) => seasonMark(line.season, line.team)) : withQualified('pitching', combinePitchingLines(lines), () => rangeMark)
  return { side: 'pitching', ...base, lines: kept.map(withoutSeason).sort((a, b) => b.bf - a.bf || a.player_id.localeCompare(b.player_id)) } as StatLinesOf<S>
}

/** Kept per server (memo-per-database.ts): a page, its API twin and its CSV read one computation. */
export const getStatLines = memoPerDatabase(statLinesFrom) as <S extends StatSide>(query: StatLinesQuery<S>) => StatLinesOf<S> | null
