import { formatOdds, formatRecord, magicLabel, shownMagic } from './odds-format'

test('odds as percentages of the run, rare and near-certain ones marked', () => {
  expect(formatOdds(4_680, 20_000)).toBe('23.4%')
  expect(formatOdds(0, 20_000)).toBe('0.0%')
  expect(formatOdds(20_000, 20_000)).toBe('100.0%')
  expect(formatOdds(3, 20_000)).toBe('<0.1%')
  expect(formatOdds(19_995, 20_000)).toBe('>99.9%')
  expect(formatOdds(1, 0)).toBe('-')
})

test('records: current as whole numbers, expected with one decimal', () => {
  expect(formatRecord(45, 30, 2)).toBe('45-30-2')
  expect(formatRecord(80.44, 60.06, 2.5, 1)).toBe('80.4-60.1-2.5')
})

test('magic labels', () => {
  expect(magicLabel(12, false)).toBe('M12')
  expect(magicLabel(0, false)).toBe('優勝決定')
  expect(magicLabel(0, true)).toBe('優勝')
  expect(magicLabel(null, false)).toBe('-')
})

test('the row shows the leader\'s magic number, and another club\'s only while it alone has 自力優勝', () => {
  const club = (team: string, rank: number, magic: number | null, selfClinch: boolean) => ({ team, rank, magic, self_clinch: selfClinch })
  const midSeason = [club('a', 1, 63, true), club('b', 2, 67, true), club('c', 3, null, false)]
  expect(midSeason.map((row) => shownMagic(row, midSeason))).toEqual([63, null, null])
  const gamesInHand = [club('a', 1, null, false), club('b', 2, 8, true), club('c', 3, null, false)]
  expect(gamesInHand.map((row) => shownMagic(row, gamesInHand))).toEqual([null, 8, null])
})
