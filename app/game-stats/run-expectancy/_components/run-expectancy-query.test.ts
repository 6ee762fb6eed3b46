import { DEFAULT_COUNT_QUERY, parseCountQuery, runExpectancyHref } from './run-expectancy-query'

test('reads the state and the game situation, each bad value falling back to its default alone', () => {
  expect(parseCountQuery({})).toEqual(DEFAULT_COUNT_QUERY)
  expect(parseCountQuery({ state: '1-5', inning: '9', half: 'bottom', lead: '-1' })).toEqual({ state: { outs: 1, bases: 5 }, situation: { inning: 9, half: 'bottom', lead: -1 } })
  expect(parseCountQuery({ state: '3-0', inning: '13', half: 'middle', lead: '11' })).toEqual(DEFAULT_COUNT_QUERY)
  expect(parseCountQuery({ state: ['2-7', '0-1'], inning: '0', lead: '2.5' })).toEqual({ ...DEFAULT_COUNT_QUERY, state: { outs: 2, bases: 7 } })
  expect(parseCountQuery({ state: '0-8', lead: '-10' }).situation.lead).toBe(-10)
})

test('the address keeps only what differs from the defaults (latest season, NPB, 無死走者なし, 7回表, 同点)', () => {
  expect(runExpectancyHref({ season: 2025, league: 'npb' }, 2025, DEFAULT_COUNT_QUERY)).toBe('/game-stats/run-expectancy')
  expect(runExpectancyHref({ season: 2024, league: 'central' }, 2025, { state: { outs: 1, bases: 5 }, situation: { inning: 9, half: 'bottom', lead: -1 } })).toBe(
    '/game-stats/run-expectancy?season=2024&league=central&state=1-5&inning=9&half=bottom&lead=-1',
  )
  expect(runExpectancyHref({ season: 2025, league: 'pacific' }, 2025, { ...DEFAULT_COUNT_QUERY, state: { outs: 0, bases: 7 } })).toBe('/game-stats/run-expectancy?league=pacific&state=0-7')
})
