import type { LeagueContext } from '@/lib/domain/stats/stat-line-rates'
import { addCounts, combinePositionLines, positionBattingFigures, ZERO_COUNTS, type PositionCounts } from './position-batting'

// FanGraphs Guts!, MLB 2015 weights (the conventions page's vector), league wOBA .313, 0.11 runs per PA.
const LEAGUE: LeagueContext = { wBB: 0.687, wHBP: 0.718, w1B: 0.881, w2B: 1.256, w3B: 1.594, wHR: 2.065, scale: 1.251, leagueWoba: 0.313, runsPerPa: 0.11, fipConstant: null }

// A shortstop's line: 500 AB, 150 H (30 2B, 5 3B, 20 HR, so 95 1B), 60 BB (5 IBB), 10 HBP, 5 SF, 5 SH: 580 PA.
const SHORTSTOP: PositionCounts = { pa: 580, ab: 500, h: 150, doubles: 30, triples: 5, hr: 20, bb: 60, ibb: 5, hbp: 10, so: 100, sf: 5, sh: 5 }

test('a club’s position line: AVG .300, OBP .379, SLG .500 and FanGraphs wOBA, wRAA, wRC+ (conventions page)', () => {
  const figures = positionBattingFigures(SHORTSTOP, LEAGUE, 1)
  expect(figures.avg).toBeCloseTo(0.3, 12)
  // (150 + 60 + 10) / (500 + 60 + 10 + 5) = 220 / 575
  expect(figures.obp).toBeCloseTo(220 / 575, 12)
  // TB = 150 + 30 + 2·5 + 3·20 = 250; 250 / 500
  expect(figures.slg).toBeCloseTo(0.5, 12)
  // (.687·55 + .718·10 + .881·95 + 1.256·30 + 1.594·5 + 2.065·20) / (500 + 60 − 5 + 5 + 10) = 213.58 / 570
  const expected = (0.687 * 55 + 0.718 * 10 + 0.881 * 95 + 1.256 * 30 + 1.594 * 5 + 2.065 * 20) / 570
  expect(figures.woba).toBeCloseTo(expected, 12)
  expect(figures.wraa).toBeCloseTo(((expected - 0.313) / 1.251) * 580, 9)
  // A neutral park (PF 1): wRC+ = (wRAA/PA + lgR/PA) / lgR/PA × 100.
  expect(figures.wrcPlus).toBeCloseTo((((expected - 0.313) / 1.251 + 0.11) / 0.11) * 100, 9)
})

test('a hitters’ park lowers wRC+ and leaves wRAA alone; without league constants the run stats are null', () => {
  const neutral = positionBattingFigures(SHORTSTOP, LEAGUE, 1)
  const hitters = positionBattingFigures(SHORTSTOP, LEAGUE, 1.05)
  expect(hitters.wraa).toBeCloseTo(neutral.wraa ?? 0, 12)
  // The park term lgR/PA − PF·lgR/PA = −0.05 × lgR/PA takes 5 points off.
  expect(hitters.wrcPlus).toBeCloseTo((neutral.wrcPlus ?? 0) - 5, 9)
  expect(positionBattingFigures(SHORTSTOP, null, 1)).toMatchObject({ avg: 0.3, woba: null, wraa: null, wrcPlus: null })
})

test('clubs combine: counts add, rates come from the sums, wRAA adds, wRC+ is weighted by PA', () => {
  const other: PositionCounts = { ...ZERO_COUNTS, pa: 200, ab: 180, h: 36, hr: 2, bb: 15, so: 50, sf: 2, hbp: 3 }
  const combined = combinePositionLines([
    { counts: SHORTSTOP, wraa: 10, wrcPlus: 120 },
    { counts: other, wraa: -5, wrcPlus: 80 },
  ])
  expect(combined.counts).toEqual(addCounts([SHORTSTOP, other]))
  expect(combined.counts.pa).toBe(780)
  expect(combined.avg).toBeCloseTo(186 / 680, 12)
  expect(combined.wraa).toBeCloseTo(5, 12)
  expect(combined.wrcPlus).toBeCloseTo((120 * 580 + 80 * 200) / 780, 12)
  expect(combined.woba).toBeNull()
})

test('a combined line without run stats, or without PAs, says so with null', () => {
  expect(combinePositionLines([{ counts: SHORTSTOP, wraa: null, wrcPlus: null }])).toMatchObject({ wraa: null, wrcPlus: null })
  expect(combinePositionLines([])).toMatchObject({ counts: ZERO_COUNTS, avg: null, wraa: null, wrcPlus: null })
})
