import { defaultMinimum, isRateKey, sampleFilter } from './sample-filter'

test('a rate sort over all players gets a default minimum: 143 PA, or 143 outs (47 2/3 IP), in a 143-game season', () => {
  expect(defaultMinimum('batting', 143)).toBe(143)
  expect(defaultMinimum('pitching', 143)).toBe(143)
  expect(sampleFilter({ type: 'batting', qualified: false, sort: 'avg', minimum: null, teamGames: 143 })).toEqual({ qualified: false, minimum: 143, nonZero: false, defaulted: true })
  expect(sampleFilter({ type: 'pitching', qualified: false, sort: 'era', minimum: 90, teamGames: 143 })).toEqual({ qualified: false, minimum: 90, nonZero: false, defaulted: false })
})

test('a rate sort of qualified lines keeps NPB\'s qualifier alone', () => {
  expect(sampleFilter({ type: 'batting', qualified: true, sort: 'ops', minimum: 50, teamGames: 143 })).toEqual({ qualified: true, minimum: null, nonZero: false, defaulted: false })
})

test('a counting sort ranks everyone who has at least one, whatever the qualifier: saves list the closers', () => {
  expect(sampleFilter({ type: 'pitching', qualified: true, sort: 'sv', minimum: null, teamGames: 143 })).toEqual({ qualified: false, minimum: null, nonZero: true, defaulted: false })
  expect(isRateKey('pitching', 'sv')).toBe(false)
  expect(isRateKey('batting', 'wrc_plus')).toBe(true)
})
