import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { InningRuns } from '@/app/teams/[teamId]/score/_components/InningRuns'
import { RunsPerGame } from '@/app/teams/[teamId]/score/_components/RunsPerGame'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { teamScoreDistributionFrom } from './get-team-score-distribution'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const distributionOf = (team: TeamCode, season: number) => readRealDatabase((db) => teamScoreDistributionFrom(db, team, season))

realTest('2024 Giants (npb.jp): 143 games, 462 runs scored and 381 allowed, by game and by inning', () => {
  const club = distributionOf('g', 2024)?.club
  expect(club?.record).toEqual({ wins: 77, losses: 59, ties: 7 })
  expect([sum(club?.scored.counts ?? []), sum(club?.allowed.counts ?? [])]).toEqual([143, 143])
  expect([club?.scored.runs, club?.allowed.runs]).toEqual([462, 381])
  expect([sum(club?.byInning.scored ?? []), sum(club?.byInning.allowed ?? [])]).toEqual([462, 381])
  expect([sum(club?.margins.wins ?? []), sum(club?.margins.losses ?? [])]).toEqual([77, 59])
})

realTest('2024 SoftBank (npb.jp): 607 scored and 390 allowed, by game and by inning; wins by margin sum to 91', () => {
  const club = distributionOf('h', 2024)?.club
  expect([club?.scored.runs, club?.allowed.runs, sum(club?.byInning.scored ?? []), sum(club?.byInning.allowed ?? [])]).toEqual([607, 390, 607, 390])
  expect(sum(club?.margins.wins ?? [])).toBe(91)
})

realTest('real seasons are 2025 and 2024: the 2026 一球速報 sample is not a season of the site', () => {
  const distribution = readRealDatabase((db) => teamScoreDistributionFrom(db, 'g', null))
  expect(distribution?.seasons).toEqual([2025, 2024])
  expect(distribution?.season).toBe(2025)
  // 2025 Giants 70-69-4, 463 scored and 461 allowed.
  expect([distribution?.club.scored.runs, sum(distribution?.club.byInning.allowed ?? [])]).toEqual([463, 461])
})

/** Each row of each table in the markup, as the text of its cells. */
function tableRows(html: string): string[][][] {
  return html.split('<table').slice(1).map((table) =>
    [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, ''))),
  )
}

realTest("2024 Giants' page tables: games by runs sum to 143, runs by inning to 462 scored and 381 allowed", () => {
  const data = distributionOf('g', 2024)
  if (!data) throw new Error('no 2024 Giants')
  // The averages table, then the scored and allowed tables: header, 11 buckets, the 計 row.
  const [, scored, allowed] = tableRows(renderToStaticMarkup(createElement(RunsPerGame, { data })))
  for (const table of [scored, allowed]) {
    const buckets = table?.slice(1, 12) ?? []
    expect(buckets.map((row) => row[0])).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'])
    expect(sum(buckets.map((row) => Number(row[1])))).toBe(143)
    expect(table?.[12]?.slice(0, 2)).toEqual(['計', '143'])
  }
  // 回 | 得点 | 平均 | リーグ | 失点 | 平均 | リーグ: 1回…9回 and 延長, then 計.
  const [innings] = tableRows(renderToStaticMarkup(createElement(InningRuns, { data })))
  const body = innings?.slice(1, 11) ?? []
  expect(body.map((row) => row[0])).toEqual(['1回', '2回', '3回', '4回', '5回', '6回', '7回', '8回', '9回', '延長'])
  expect([sum(body.map((row) => Number(row[1]))), sum(body.map((row) => Number(row[4])))]).toEqual([462, 381])
  expect([innings?.[11]?.[0], innings?.[11]?.[1], innings?.[11]?.[4]]).toEqual(['計', '462', '381'])
})

beforeEach(() => {
  expect.hasAssertions()
})
