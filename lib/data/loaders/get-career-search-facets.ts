import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { SCHOOL_KINDS } from '@/lib/domain/career-search/school-kinds'
import { careerFacetsSchema, type CareerFacets } from '@/lib/schemas/career-search'
import { memoPerDatabase } from './memo-per-database'

// The column names come from SCHOOL_KINDS, a constant, never from a request.
const SCHOOLS = SCHOOL_KINDS.map(
  (kind) => `SELECT '${kind}' AS kind, ${kind} AS name, COUNT(*) AS players FROM players WHERE TRIM(COALESCE(${kind}, '')) <> '' GROUP BY ${kind}`,
).join(' UNION ALL ')

const HOMETOWNS = "SELECT hometown, COUNT(*) AS players FROM players WHERE TRIM(COALESCE(hometown, '')) <> '' GROUP BY hometown"

const COVERAGE = `SELECT COUNT(*) AS players,
  COUNT(*) FILTER (WHERE ${SCHOOL_KINDS.map((kind) => `TRIM(COALESCE(${kind}, '')) <> ''`).join(' OR ')}) AS school,
  COUNT(*) FILTER (WHERE TRIM(COALESCE(hometown, '')) <> '') AS hometown, COUNT(draft_year) AS draft
  FROM players`

const LINE_SEASONS = `SELECT MIN(season) AS first, MAX(season) AS last FROM
  (SELECT season FROM player_season_batting UNION SELECT season FROM player_season_pitching)`

function lineSeasons(db: Db) {
  const { first = null, last = null } = db.prepare<[], { first: number | null; last: number | null }>(LINE_SEASONS).get() ?? {}
  return first !== null && last !== null ? { first, last } : null
}

/**
 * What the players table offers a career search: every school (高校・大学・社会人・独立) with its
 * number of players (GROUP BY per stage), hometowns likewise, the draft years, and how many
 * players the data gives a school, a hometown and a draft — npb.jp's records give none.
 */
export function careerSearchFacetsFrom(db: Db): CareerFacets {
  return careerFacetsSchema.parse({
    schools: db.prepare(SCHOOLS).all(),
    hometowns: db.prepare(HOMETOWNS).all(),
    draftYears: db
      .prepare<[], { year: number }>('SELECT DISTINCT draft_year AS year FROM players WHERE draft_year IS NOT NULL ORDER BY year DESC')
      .all()
      .map((row) => row.year),
    lineSeasons: lineSeasons(db),
    coverage: db.prepare(COVERAGE).get() ?? { players: 0, school: 0, hometown: 0, draft: 0 },
  })
}

export const getCareerSearchFacets = cache(memoPerDatabase(careerSearchFacetsFrom))
