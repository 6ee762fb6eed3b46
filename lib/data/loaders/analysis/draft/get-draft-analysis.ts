import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { DRAFT_ROUND_LABELS, DRAFT_ROUNDS } from '@/lib/domain/analysis/draft-round'
import { DRAFT_SOURCE_LABELS, DRAFT_SOURCES } from '@/lib/domain/analysis/draft-source'
import { byCareer, groupPicks, summarizePicks, type DraftSummary } from '@/lib/domain/analysis/draft-summary'
import { TEAM_BY_CODE, TEAM_CODES } from '@/lib/domain/teams/teams'
import { draftAnalysisSchema, type DraftAnalysis, type DraftGroup, type DraftPick } from '@/lib/schemas/draft-analysis'
import { draftPicksFrom, hasDraftRecordsFrom } from './draft-picks'

/** Across every draft year the page lists this many of the most valuable picks; a single year lists all of its picks. */
export const TOP_PICKS = 20

const groupDto = (key: string, label: string, summary: DraftSummary<DraftPick>): DraftGroup => ({
  key,
  label,
  picks: summary.picks,
  reached: summary.reached,
  reach_rate: summary.reachRate,
  positive: summary.positive,
  positive_rate: summary.positiveRate,
  total_value: summary.totalValue,
  value_per_pick: summary.valuePerPick,
  best: summary.best,
})

/** The first and last season of whole-season games the data holds (一球速報 samples aside), or null without any. */
function dataSeasonsFrom(db: Db): { first: number; last: number } | null {
  const row = db.prepare<[], { first: number | null; last: number | null }>("SELECT MIN(season) AS first, MAX(season) AS last FROM games WHERE source IN ('sim', 'npb')").get()
  return row && row.first !== null && row.last !== null ? { first: row.first, last: row.last } : null
}

/**
 * Draft classes and how they turned out: a player drafted in the autumn of year Y first plays in
 * Y + 1, so the classes whose careers the data holds from their start are those of the first
 * season − 1 to the last season − 1 (earlier classes would show only the tail of their careers).
 * `year` narrows to one class (one the data does not cover shows them all); by round, by source,
 * by club, and by year when all are shown.
 */
export function draftAnalysisFrom(db: Db, year: number | null): DraftAnalysis {
  const seasons = dataSeasonsFrom(db)
  const available = hasDraftRecordsFrom(db)
  const all = available && seasons ? draftPicksFrom(db, seasons.first - 1, seasons.last - 1) : []
  const years = [...new Set(all.map((pick) => pick.year))].sort((a, b) => b - a)
  const shown = year !== null && years.includes(year) ? year : null
  const picks = shown === null ? all : all.filter((pick) => pick.year === shown)
  const ranked = [...picks].sort(byCareer)
  return draftAnalysisSchema.parse({
    available,
    first_season: seasons?.first ?? null,
    last_season: seasons?.last ?? null,
    years,
    year: shown,
    total: groupDto('total', shown === null ? '全体' : `${shown}年`, summarizePicks(picks)),
    by_round: groupPicks(picks, (pick) => pick.round, DRAFT_ROUNDS).map(({ key, summary }) => groupDto(key, DRAFT_ROUND_LABELS[key], summary)),
    by_source: groupPicks(picks, (pick) => pick.source, DRAFT_SOURCES).map(({ key, summary }) => groupDto(key, DRAFT_SOURCE_LABELS[key], summary)),
    by_team: groupPicks(picks, (pick) => pick.team, TEAM_CODES).map(({ key, summary }) => groupDto(key, TEAM_BY_CODE[key].shortName, summary)),
    by_year: shown === null ? groupPicks(all, (pick) => pick.year, years).map(({ key, summary }) => groupDto(String(key), `${key}年`, summary)) : [],
    picks: shown === null ? ranked.slice(0, TOP_PICKS) : ranked,
  })
}

/** Kept per server (memo-per-database.ts): one answer per year asked. Null without a database. */
export const getDraftAnalysis = cache(memoPerDatabase(draftAnalysisFrom))
