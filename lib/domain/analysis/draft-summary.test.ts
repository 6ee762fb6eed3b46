import { byCareer, groupPicks, summarizePicks } from './draft-summary'

const pick = (id: string, games: number, value: number, round: string | null = '1') => ({ player_id: id, name: `選手${id}`, games, value, round })

const CLASS = [pick('1', 120, 15), pick('2', 3, -1, '2'), pick('3', 0, 0, '2'), pick('4', 0, 0, null)]

test('hand-worked class of four: 2 reached the first team (50 %), 1 above average (25 %), 14 runs, 3.5 per pick', () => {
  const summary = summarizePicks(CLASS)
  expect(summary).toMatchObject({ picks: 4, reached: 2, reachRate: 0.5, positive: 1, positiveRate: 0.25, totalValue: 14, valuePerPick: 3.5 })
  expect(summary.best?.player_id).toBe('1')
})

test('the best pick is the most valuable who played, even when all are below average; none when nobody played', () => {
  expect(summarizePicks([pick('a', 10, -3), pick('b', 40, -1), pick('c', 0, 0)]).best?.player_id).toBe('b')
  expect(summarizePicks([pick('c', 0, 0)])).toMatchObject({ reached: 0, reachRate: 0, best: null })
  expect(summarizePicks([])).toMatchObject({ picks: 0, reachRate: null, positiveRate: null, valuePerPick: null, best: null })
})

test('groups follow the given key order, skip empty groups and picks without a key, and their picks add up to the class', () => {
  const groups = groupPicks(CLASS, (p) => p.round, ['3', '2', '1'])
  expect(groups.map((group) => group.key)).toEqual(['2', '1'])
  expect(groups.map((group) => group.summary.picks)).toEqual([2, 1])
  expect(groups.reduce((sum, group) => sum + group.summary.totalValue, 0)).toBe(14)
})

test('careers order by value, then games, then name', () => {
  const sorted = [pick('x', 5, 2), pick('y', 50, 2), pick('z', 1, 9)].sort(byCareer)
  expect(sorted.map((p) => p.player_id)).toEqual(['z', 'y', 'x'])
})
