import { formatShares } from '@/lib/domain/format/shares'
import { isQualityStart, toAppearances, type PitcherGame } from './pitching-appearances'
import { pitchingUsage, tallyPitching } from './pitching-usage'
import type { UsageGame } from './usage-slices'

/** A pitcher's game with the fields a test does not care about filled in. */
const pitched = (fields: Partial<PitcherGame> & Pick<PitcherGame, 'gameId' | 'date' | 'pitcherId' | 'firstSeq'>): PitcherGame => ({
  team: 'g', result: 'win', name: fields.pitcherId, entryInning: 1, entryMargin: 0, outs: 3, earnedRuns: 0, pitches: null, save: false, hold: false, ...fields,
})

// Three Giants games on consecutive days: won 4 May, lost 5 May, won 6 May.
const rows: PitcherGame[] = [
  pitched({ gameId: '20250504-g-t-01', date: '2025-05-04', pitcherId: 'A', firstSeq: 1, outs: 21, earnedRuns: 2, pitches: 104 }),
  pitched({ gameId: '20250504-g-t-01', date: '2025-05-04', pitcherId: 'R', firstSeq: 60, entryInning: 8, entryMargin: 2, outs: 3, hold: true }),
  pitched({ gameId: '20250504-g-t-01', date: '2025-05-04', pitcherId: 'C', firstSeq: 70, entryInning: 9, entryMargin: 2, outs: 3, save: true }),
  pitched({ gameId: '20250505-g-t-02', date: '2025-05-05', result: 'lose', pitcherId: 'B', firstSeq: 2, outs: 15, earnedRuns: 4, pitches: 95 }),
  pitched({ gameId: '20250505-g-t-02', date: '2025-05-05', result: 'lose', pitcherId: 'R', firstSeq: 50, entryInning: 6, entryMargin: -3, outs: 6 }),
  pitched({ gameId: '20250506-d-g-01', date: '2025-05-06', pitcherId: 'A2', firstSeq: 1, outs: 18, earnedRuns: 3 }),
  pitched({ gameId: '20250506-d-g-01', date: '2025-05-06', pitcherId: 'R', firstSeq: 55, entryInning: 7, entryMargin: 1, outs: 3, hold: true }),
  pitched({ gameId: '20250506-d-g-01', date: '2025-05-06', pitcherId: 'C', firstSeq: 66, entryInning: 10, entryMargin: 0, outs: 3 }),
]
const games: UsageGame[] = [
  { gameId: '20250504-g-t-01', date: '2025-05-04', team: 'g', result: 'win' },
  { gameId: '20250505-g-t-02', date: '2025-05-05', team: 'g', result: 'lose' },
  { gameId: '20250506-d-g-01', date: '2025-05-06', team: 'g', result: 'win' },
]

test('the first pitcher of a club in a game is its starter; runs of days count over the whole season', () => {
  const apps = toAppearances(rows)
  expect(apps.filter((app) => app.starter).map((app) => app.pitcherId)).toEqual(['A', 'B', 'A2'])
  // R pitched 4, 5 and 6 May: days 1, 2, 3. C pitched 4 and 6 May: no run.
  expect(apps.filter((app) => app.pitcherId === 'R').map((app) => app.streakDay)).toEqual([1, 2, 3])
  expect(apps.filter((app) => app.pitcherId === 'C').map((app) => app.streakDay)).toEqual([1, 1])
})

test('QS is 6+ innings (18 outs) with 3 or fewer earned runs', () => {
  expect(isQualityStart({ starter: true, outs: 18, earnedRuns: 3 })).toBe(true)
  expect(isQualityStart({ starter: true, outs: 17, earnedRuns: 0 })).toBe(false)
  expect(isQualityStart({ starter: true, outs: 27, earnedRuns: 4 })).toBe(false)
  expect(isQualityStart({ starter: false, outs: 18, earnedRuns: 0 })).toBe(false)
})

test('worked example: the three games tallied', () => {
  const counts = tallyPitching(toAppearances(rows))
  // Starts: 21 + 15 + 18 = 54 outs over 3 starts (18 outs = 6.0 innings each); pitches 104 + 95 over the 2 counted.
  // QS: A (7 IP, 2 ER) and A2 (6 IP, 3 ER); B (5 IP) is not.
  // Relief: R 3 + 6 + 3, C 3 + 3 = 18 outs in 5 appearances; 連投: R on 5 and 6 May = 2; longest run 3 days (R).
  // Earned runs: starters 2 + 4 + 3 = 9 (ERA 9 × 27 / 54 = 4.50), relievers none.
  expect(counts).toMatchObject({
    appearances: 8, starts: 3, startOuts: 54, startEarnedRuns: 9, startPitches: 199, startsWithPitches: 2, qualityStarts: 2,
    reliefAppearances: 5, reliefOuts: 18, reliefEarnedRuns: 0, backToBack: 2, longestRun: 3, saves: 1, holds: 2,
  })
  // Entered in the 8th, 9th, 6th, 7th, 10th → 6回 1, 7回 1, 8回 1, 9回 1, 延長 1.
  expect(counts.entryInnings).toEqual([0, 1, 1, 1, 1, 1])
  // Margins +2, +2, -3, +1, 0 → 3点以上ビハインド 1, 同点 1, 1〜3点リード 3.
  expect(counts.entryMargins).toEqual([1, 0, 1, 3, 0])
  // Bullpen share 18 / (54 + 18) = 25.0%, and the two shares make 100%.
  expect(formatShares([counts.startOuts, counts.reliefOuts])).toEqual(['75.0%', '25.0%'])
})

test('a win-only view counts the wins, but R on 6 May is still on his third day running', () => {
  const usage = pitchingUsage(2025, rows, games, { team: 'g', result: 'win', mode: 'season' })
  const club = usage.clubs[0]
  expect(club).toMatchObject({ team: 'g', games: 2, starters: 2, relievers: 2, topStarter: { playerId: 'A', starts: 1 }, longestRunBy: { playerId: 'R' } })
  expect(club?.counts).toMatchObject({ starts: 2, reliefAppearances: 4, backToBack: 1, longestRun: 3 })
  expect(usage.pitchers.map((pitcher) => [pitcher.playerId, pitcher.counts.starts, pitcher.counts.reliefAppearances])).toEqual([
    ['A', 1, 0], ['A2', 1, 0], ['C', 0, 2], ['R', 0, 2],
  ])
})

test('shares of entries by inning and by score add up to 100% for the club', () => {
  const counts = pitchingUsage(2025, rows, games, { team: 'g', result: 'all', mode: 'season' }).clubs[0]?.counts
  const total = (shares: string[]) => Math.round(shares.reduce((sum, share) => sum + Number(share.replace('%', '')) * 10, 0))
  expect(total(formatShares(counts?.entryInnings ?? []))).toBe(1000)
  expect(total(formatShares(counts?.entryMargins ?? []))).toBe(1000)
})

test('monthly mode: the months add up to the season, and an every-club view lists all twelve clubs', () => {
  const usage = pitchingUsage(2025, rows, games, { team: null, result: 'all', mode: 'monthly' })
  expect(usage.clubs).toHaveLength(12)
  expect(usage.pitchers).toEqual([])
  const may = usage.months.find((month) => month.month === 5)?.clubs.find((club) => club.team === 'g')
  expect(may?.counts).toEqual(usage.clubs[0]?.counts)
  expect(usage.months.filter((month) => month.month !== 5).every((month) => month.clubs.every((club) => club.games === 0))).toBe(true)
})
