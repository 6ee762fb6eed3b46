import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatShares } from '@/lib/domain/format/shares'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import type { UsageView } from '@/lib/domain/teams/usage-slices'
import type { PitchingCounts, PitchingUsage } from '@/lib/schemas/player-strategy'
import { pitchingUsageFrom } from './get-pitching-usage'

let db: Database.Database

beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

const SEASON = 2025
const usageOf = (view: Partial<UsageView> = {}): PitchingUsage => {
  const usage = pitchingUsageFrom(db, SEASON, { team: null, result: 'all', mode: 'season', ...view })
  if (!usage) throw new Error('no pitching usage')
  return usage
}
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const tenths = (shares: readonly string[]) => Math.round(sum(shares.map((share) => Number(share.replace('%', '')) * 10)))
/** The counts that add up across slices (not the longest run, a maximum). */
const additive = (counts: PitchingCounts) => [counts.appearances, counts.starts, counts.startOuts, counts.reliefAppearances, counts.reliefOuts, counts.backToBack, counts.qualityStarts, counts.saves, counts.holds]

type SeasonLine = { team: string; g: number; gs: number; outs: number; er: number; sv: number; hld: number }
const SEASON_LINES = 'SELECT team, SUM(g) AS g, SUM(gs) AS gs, SUM(outs) AS outs, SUM(er) AS er, SUM(sv) AS sv, SUM(hld) AS hld FROM player_season_pitching WHERE season = ? GROUP BY team'

test("each club's appearances, starts, outs, earned runs, saves and holds equal its pitchers' season lines; one start per game", () => {
  const lines = new Map(db.prepare<[number], SeasonLine>(SEASON_LINES).all(SEASON).map((line) => [line.team, line]))
  const usage = usageOf()
  expect(usage.clubs.map((club) => club.team)).toEqual([...TEAM_CODES])
  for (const club of usage.clubs) {
    const line = lines.get(club.team)
    const { counts } = club
    expect([counts.appearances, counts.starts, counts.startOuts + counts.reliefOuts, counts.startEarnedRuns + counts.reliefEarnedRuns, counts.saves, counts.holds]).toEqual([line?.g, line?.gs, line?.outs, line?.er, line?.sv, line?.hld])
    expect(counts.starts).toBe(club.games)
  }
})

test('wins, losses and draws add up to every game; the months add up to the season', () => {
  const all = usageOf()
  const byResult = (['win', 'lose', 'draw'] as const).map((result) => usageOf({ result }))
  const monthly = usageOf({ mode: 'monthly' })
  all.clubs.forEach((club, index) => {
    expect(sum(byResult.map((usage) => usage.clubs[index]?.games ?? 0))).toBe(club.games)
    const split = byResult.map((usage) => additive(usage.clubs[index]?.counts ?? club.counts))
    expect(additive(club.counts).map((_, at) => sum(split.map((counts) => counts[at] ?? 0)))).toEqual(additive(club.counts))
    const months = monthly.months.map((month) => month.clubs[index]?.counts ?? club.counts)
    expect(additive(club.counts).map((_, at) => sum(months.map((counts) => additive(counts)[at] ?? 0)))).toEqual(additive(club.counts))
  })
  expect(monthly.months.map((month) => month.month)).toEqual([3, 4, 5, 6, 7, 8, 9, 10])
})

test('every relief appearance is in one entry-inning and one margin column, and the shares shown add up to 100%', () => {
  for (const club of usageOf().clubs) {
    const { counts } = club
    expect([sum(counts.entryInnings), sum(counts.entryMargins)]).toEqual([counts.reliefAppearances, counts.reliefAppearances])
    expect([tenths(formatShares(counts.entryInnings)), tenths(formatShares(counts.entryMargins))]).toEqual([1000, 1000])
    expect(tenths(formatShares([counts.startOuts, counts.reliefOuts]))).toBe(1000)
    expect(counts.startsWithPitches).toBe(counts.starts) // the simulated league tracks every pitch
    expect(counts.backToBack).toBeLessThanOrEqual(counts.reliefAppearances)
  }
})

test("one club's pitchers add up to the club; starters come first", () => {
  const usage = usageOf({ team: 'g' })
  const club = usage.clubs[0]
  expect(usage.clubs).toHaveLength(1)
  expect(usage.pitchers.length).toBeGreaterThan(10)
  expect(additive(club?.counts ?? usage.pitchers[0]?.counts ?? ({} as PitchingCounts))).toEqual(
    additive(club?.counts ?? ({} as PitchingCounts)).map((_, at) => sum(usage.pitchers.map((pitcher) => additive(pitcher.counts)[at] ?? 0))),
  )
  expect(usage.pitchers[0]?.counts.starts).toBe(club?.topStarter?.starts)
  expect(club?.starters).toBe(usage.pitchers.filter((pitcher) => pitcher.counts.starts > 0).length)
})

test('a season without games is null', () => {
  expect(pitchingUsageFrom(db, 2016, { team: null, result: 'all', mode: 'season' })).toBeNull()
})
