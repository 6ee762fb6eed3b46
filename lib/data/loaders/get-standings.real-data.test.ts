import { leagueRace } from '@/app/records/season/_components/standings/league-race'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { StandingsTable } from '@/components/stats/standings/StandingsTable'
import type { Standings } from '@/lib/schemas/standings'
import { standingsFrom } from './get-standings'
import { standingsTrendFrom } from './get-standings-trend'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const withDb = readRealDatabase

const record = (row: { team: string; win: number; lose: number; draw: number } | undefined) => row && [row.team, row.win, row.lose, row.draw]

realTest('2024 final standings (npb.jp): Giants 77-59-7 top the Central, SoftBank 91-49-3 the Pacific', () => {
  const standings = withDb((db) => standingsFrom(db, 2024))
  expect(record(standings?.central_league[0])).toEqual(['g', 77, 59, 7])
  expect(record(standings?.pacific_league[0])).toEqual(['h', 91, 49, 3])
  expect(standings?.central_league[0]?.remaining_games).toBe(0)
})

/** The cells of the first body row of the table the standings page renders, as text. */
function firstRowCells(html: string): string[] {
  const body = html.slice(html.indexOf('<tbody'))
  const row = body.slice(0, body.indexOf('</tr>'))
  return [...row.matchAll(/<t[hd]([^>]*)>(.*?)<\/t[hd]>/g)]
    .map((cell) => (cell[2] ?? '').replace(/<[^>]+>/g, ''))
}

realTest('/records/season/standings/2024 renders the Giants first in the Central at 77-59-7 and SoftBank first in the Pacific at 91-49-3', () => {
  const standings = withDb((db) => standingsFrom(db, 2024))
  const render = (league: 'central' | 'pacific') =>
    firstRowCells(renderToStaticMarkup(createElement(StandingsTable, { league, rows: (league === 'central' ? standings?.central_league : standings?.pacific_league) ?? [] })))
  // Rank and club lead; the games, wins, losses, draws and winning percentage follow (their order differs on phones).
  const central = render('central')
  expect(central.slice(0, 2)).toEqual(['1', '巨人'])
  expect(central).toEqual(expect.arrayContaining(['143', '77', '59', '7', '.566']))
  const pacific = render('pacific')
  expect(pacific.slice(0, 2)).toEqual(['1', 'ソフトバンク'])
  expect(pacific).toEqual(expect.arrayContaining(['143', '91', '49', '3', '.650']))
})

/** The race as the standings page computes it, from the standings DTO. */
const raceOf = (standings: Standings | null, league: 'central' | 'pacific') => (standings ? leagueRace(standings, league) : null)

realTest('2024 clinching days (npb.jp): SoftBank on 23 September, the Giants on 28 September', () => {
  const race = (asOf: string, league: 'central' | 'pacific') => withDb((db) => raceOf(standingsFrom(db, 2024, 'all', asOf), league))
  expect(race('2024-09-22', 'pacific')).toMatchObject({ status: 'magic', leader: 'h' })
  expect(race('2024-09-23', 'pacific')).toMatchObject({ status: 'decided', leader: 'h' })
  expect(race('2024-09-27', 'central')).toMatchObject({ status: 'magic', leader: 'g' })
  expect(race('2024-09-28', 'central')).toMatchObject({ status: 'decided', leader: 'g' })
})

realTest('2024 day by day: the last day of the trend is the final table, month ends agree with the table, a decided race goes to the champion', () => {
  const { trend, final } = withDb((db) => ({ trend: standingsTrendFrom(db, 2024), final: standingsFrom(db, 2024) }))
  const last = (trend?.dates.length ?? 0) - 1
  expect(trend?.central.teams.map((team) => [team.team, team.points[last]?.rank, team.points[last]?.wins])).toEqual(
    final?.central_league.map((row) => [row.team, row.rank, row.win]),
  )
  for (const end of trend?.month_ends ?? []) {
    const standings = withDb((db) => standingsFrom(db, 2024, 'all', end.date))
    for (const league of ['central', 'pacific'] as const) {
      const race = raceOf(standings, league)
      if (race?.status === 'decided') expect([end.date, race.leader]).toEqual([end.date, league === 'central' ? 'g' : 'h'])
      const rows = league === 'central' ? standings?.central_league : standings?.pacific_league
      const day = (league === 'central' ? trend?.central : trend?.pacific)?.teams.map((team) => [team.team, team.points[end.index]?.rank])
      expect(day?.sort()).toEqual(rows?.map((row) => [row.team, row.rank]).sort())
    }
  }
})
