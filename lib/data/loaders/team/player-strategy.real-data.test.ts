import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { formatShares } from '@/lib/domain/format/shares'
import type { UsageView } from '@/lib/domain/teams/usage-slices'
import { fieldingUsageFrom } from './get-fielding-usage'
import { pitchingUsageFrom } from './get-pitching-usage'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const view = (change: Partial<UsageView> = {}): UsageView => ({ team: null, result: 'all', mode: 'season', ...change })
const pitching = (season: number, change?: Partial<UsageView>) => readRealDatabase((db) => pitchingUsageFrom(db, season, view(change)))
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const tenths = (shares: readonly string[]) => Math.round(sum(shares.map((share) => Number(share.replace('%', '')) * 10)))

realTest('2024 (npb.jp): every club starts each of its 143 games once; the bullpen’s share of innings lies between 0 and 100% (20–50%), the shares shown adding to 100%', () => {
  const usage = pitching(2024)
  expect(usage?.clubs).toHaveLength(12)
  for (const club of usage?.clubs ?? []) {
    expect([club.team, club.games, club.counts.starts]).toEqual([club.team, 143, 143])
    const bullpen = club.counts.reliefOuts / (club.counts.startOuts + club.counts.reliefOuts)
    expect(bullpen).toBeGreaterThan(0.2)
    expect(bullpen).toBeLessThan(0.5)
    expect(tenths(formatShares([club.counts.startOuts, club.counts.reliefOuts]))).toBe(1000)
    expect(tenths(formatShares(club.counts.entryInnings))).toBe(1000)
    expect(tenths(formatShares(club.counts.entryMargins))).toBe(1000)
  }
})

realTest("2024 (npb.jp): each club's appearances, outs, saves and holds equal its pitchers' season lines", () => {
  const usage = pitching(2024)
  const lines = readRealDatabase((db) =>
    db.prepare<[number], { team: string; g: number; outs: number; sv: number; hld: number }>('SELECT team, SUM(g) AS g, SUM(outs) AS outs, SUM(sv) AS sv, SUM(hld) AS hld FROM player_season_pitching WHERE season = ? GROUP BY team').all(2024),
  )
  for (const club of usage?.clubs ?? []) {
    const line = lines.find((one) => one.team === club.team)
    expect([club.team, club.counts.appearances, club.counts.startOuts + club.counts.reliefOuts, club.counts.saves, club.counts.holds]).toEqual([club.team, line?.g, line?.outs, line?.sv, line?.hld])
  }
})

realTest('2024 Giants 77-59-7 and SoftBank 91-49-3: the win, loss and draw views count those games', () => {
  const games = (team: 'g' | 'h') => (['win', 'lose', 'draw'] as const).map((result) => pitching(2024, { team, result })?.clubs[0]?.games)
  expect(games('g')).toEqual([77, 59, 7])
  expect(games('h')).toEqual([91, 49, 3])
})

realTest('pitch counts: none in the 2024 box scores (shown as -), every start counted in 2025', () => {
  expect(pitching(2024)?.clubs.every((club) => club.counts.startsWithPitches === 0)).toBe(true)
  const clubs = pitching(2025)?.clubs ?? []
  expect(clubs.every((club) => club.counts.startsWithPitches === club.counts.starts)).toBe(true)
  const perStart = sum(clubs.map((club) => club.counts.startPitches)) / sum(clubs.map((club) => club.counts.starts))
  expect(perStart).toBeGreaterThan(85)
  expect(perStart).toBeLessThan(105)
})

realTest('2024 (npb.jp) fielding: no batter has a position, so the page shows lineup counts: nine starters a game', () => {
  const usage = readRealDatabase((db) => fieldingUsageFrom(db, 2024, view()))
  expect(usage?.positionsKnown).toBe(false)
  for (const club of usage?.clubs ?? []) {
    expect(sum(club.positions.map((position) => position.starts))).toBe(0)
    expect([club.team, sum(club.lineup.map((player) => player.starts))]).toEqual([club.team, 9 * club.games])
  }
})
