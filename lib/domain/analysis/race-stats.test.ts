import { DEFAULT_RACE_STAT, isRaceSide, isRaceStatOf, RACE_STAT_KEYS, RACE_STAT_LABELS, RACE_STATS } from './race-stats'

test('each side has its own stats, every stat a label, and the default is one of its side’s', () => {
  expect(RACE_STAT_KEYS).toEqual(['hr', 'h', 'rbi', 'sb', 'w', 'so', 'sv', 'hld'])
  expect(RACE_STAT_KEYS.map((stat) => RACE_STAT_LABELS[stat])).toEqual(['本塁打', '安打', '打点', '盗塁', '勝利', '奪三振', 'セーブ', 'ホールド'])
  expect(RACE_STATS.batting).toContain(DEFAULT_RACE_STAT.batting)
  expect(RACE_STATS.pitching).toContain(DEFAULT_RACE_STAT.pitching)
})

test('a stat of the other side, or no stat, is not the side’s', () => {
  expect(isRaceStatOf('batting', 'hr')).toBe(true)
  expect(isRaceStatOf('pitching', 'hr')).toBe(false)
  expect(isRaceStatOf('pitching', undefined)).toBe(false)
  expect([isRaceSide('batting'), isRaceSide('fielding')]).toEqual([true, false])
})
