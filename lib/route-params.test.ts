import { z } from 'zod'
import { leagueSeasonParams, seasonParam, seasonRecordParams, strategyAllTeamsParams, strategyTeamParams, teamOrAllParam } from './route-params'

test('seasons are four-digit years the data holds (2016–2025 in the default league)', () => {
  expect(seasonParam.parse('2025')).toBe(2025)
  expect(seasonParam.parse('2016')).toBe(2016)
  for (const bad of ['2015', '2026', '25', '2025a', ' 2025', '２０２５']) expect([bad, seasonParam.safeParse(bad).success]).toEqual([bad, false])
})

test('season record params take a stats type, a season and an optional league', () => {
  const schema = z.object(seasonRecordParams)
  expect(schema.parse({ statsType: 'pitching', season: '2024' })).toEqual({ statsType: 'pitching', season: 2024 })
  expect(schema.parse({ statsType: 'batting', season: '2024', league: 'pacific' }).league).toBe('pacific')
  expect(schema.safeParse({ statsType: 'fielding', season: '2024' }).success).toBe(false)
  expect(z.object(leagueSeasonParams).safeParse({ season: '2024', league: 'east' }).success).toBe(false)
})

test('player strategy takes a game result for all teams, or a team then a game result', () => {
  expect(z.object(strategyAllTeamsParams).safeParse({ kind: 'pitching', mode: 'season', season: '2025', scope: 'all' }).success).toBe(true)
  expect(z.object(strategyAllTeamsParams).safeParse({ kind: 'pitching', mode: 'season', season: '2025', scope: 'g' }).success).toBe(false)
  expect(z.object(strategyTeamParams).safeParse({ kind: 'fielding', mode: 'monthly', season: '2025', scope: 'g', gameResult: 'win' }).success).toBe(true)
  expect(z.object(strategyTeamParams).safeParse({ kind: 'fielding', mode: 'monthly', season: '2025', scope: 'all', gameResult: 'win' }).success).toBe(false)
})

test('team filters accept every team code or all', () => {
  expect(teamOrAllParam.options).toEqual(['all', 'g', 't', 'db', 'c', 's', 'd', 'h', 'f', 'm', 'e', 'bs', 'l'])
})
