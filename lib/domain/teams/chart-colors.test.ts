import { ciede2000, hexToLab } from '@/lib/domain/color/ciede2000'
import { TEAM_CHART_COLORS } from './chart-colors'
import { TEAMS, type League } from './teams'

const linesOf = (league: League) => TEAMS.filter((team) => team.league === league).map((team) => TEAM_CHART_COLORS[team.id])

function closestPair(colors: readonly string[]): number {
  const labs = colors.map(hexToLab)
  return Math.min(...labs.flatMap((one, i) => labs.slice(i + 1).map((two) => ciede2000(one, two))))
}

test.each([
  ['central', 26.3],
  ['pacific', 23.0],
] as const)('the six %s lines differ by at least ΔE00 20 (closest pair %d)', (league, closest) => {
  const colors = linesOf(league)
  expect(colors).toHaveLength(6)
  expect(closestPair(colors)).toBeCloseTo(closest, 1)
  expect(closestPair(colors)).toBeGreaterThanOrEqual(20)
})

test('no line is near-black (L* at least 30) or lost on the white page (L* at most 85)', () => {
  for (const color of Object.values(TEAM_CHART_COLORS)) {
    expect(hexToLab(color).l).toBeGreaterThanOrEqual(30)
    expect(hexToLab(color).l).toBeLessThanOrEqual(85)
  }
})
