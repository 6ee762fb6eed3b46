import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatShares } from '@/lib/domain/format/shares'
import type { UsageView } from '@/lib/domain/teams/usage-slices'
import type { FieldingUsage } from '@/lib/schemas/player-strategy'
import { fieldingUsageFrom } from './get-fielding-usage'

let db: Database.Database

beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

const SEASON = 2025
const usageOf = (view: Partial<UsageView> = {}): FieldingUsage => {
  const usage = fieldingUsageFrom(db, SEASON, { team: null, result: 'all', mode: 'season', ...view })
  if (!usage) throw new Error('no fielding usage')
  return usage
}
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

test("innings at each position equal the read model's fielding lines; every game has a starter at each field position", () => {
  const usage = usageOf()
  expect(usage.positionsKnown).toBe(true)
  const lines = db.prepare<[number], { team: string; position: string; outs: number }>('SELECT team, position, SUM(outs) AS outs FROM player_season_fielding WHERE season = ? GROUP BY team, position').all(SEASON)
  for (const club of usage.clubs) {
    for (const position of club.positions.filter((one) => one.position !== 'DH')) {
      const line = lines.find((one) => one.team === club.team && one.position === position.position)
      expect([club.team, position.position, sum(position.players.map((player) => player.outs))]).toEqual([club.team, position.position, line?.outs])
      expect(position.starts).toBe(club.games)
      expect(position.playersUsed).toBe(position.players.length)
    }
  }
})

test("each position's starts shares add up to 100%; the months and the results add up to the season", () => {
  const usage = usageOf({ team: 'h' })
  const club = usage.clubs[0]
  for (const position of club?.positions.filter((one) => one.starts > 0) ?? []) {
    const shares = formatShares(position.players.map((player) => player.starts))
    expect(Math.round(sum(shares.map((share) => Number(share.replace('%', '')) * 10)))).toBe(1000)
  }
  const starts = (one: FieldingUsage['clubs'][number] | undefined) => one?.positions.map((position) => position.starts) ?? []
  const monthly = usageOf({ team: 'h', mode: 'monthly' })
  expect(starts(club).map((_, at) => sum(monthly.months.map((month) => starts(month.clubs[0])[at] ?? 0)))).toEqual(starts(club))
  const results = (['win', 'lose', 'draw'] as const).map((result) => usageOf({ team: 'h', result }).clubs[0])
  expect(sum(results.map((one) => one?.games ?? 0))).toBe(club?.games)
  expect(starts(club).map((_, at) => sum(results.map((one) => starts(one)[at] ?? 0)))).toEqual(starts(club))
})

test('a season without games is null', () => {
  expect(fieldingUsageFrom(db, 2016, { team: null, result: 'all', mode: 'season' })).toBeNull()
})
