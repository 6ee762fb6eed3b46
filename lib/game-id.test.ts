import { describeGameId } from './game-id'
import { gameIdParam } from './route-params'

test('a game id names its date, home and visitor', () => {
  expect(describeGameId('20240329-g-t-01')).toEqual({
    date: '2024-03-29',
    dateLabel: '2024年3月29日',
    homeName: '巨人',
    awayName: '阪神',
    number: 1,
  })
})

test('game ids must have a real date and two different known teams', () => {
  expect(gameIdParam.safeParse('20250328-g-s-01').success).toBe(true)
  expect(gameIdParam.safeParse('20250230-g-s-01').success).toBe(false)
  expect(gameIdParam.safeParse('20250328-g-g-01').success).toBe(false)
  expect(gameIdParam.safeParse('20250328-x-s-01').success).toBe(false)
  expect(gameIdParam.safeParse('2025-03-28').success).toBe(false)
})
