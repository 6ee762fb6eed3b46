import { gameStatsHref, parseGameStatsQuery, textParam } from './game-stats-query'

describe('game-stats query', () => {
  it('reads a season and a league, and drops values it cannot use', () => {
    expect(parseGameStatsQuery({ season: '2024', league: 'central' })).toEqual({ season: 2024, league: 'central' })
    expect(parseGameStatsQuery({ season: ['2023', '2024'] })).toEqual({ season: 2023, league: 'npb' })
    expect(parseGameStatsQuery({ season: '24', league: 'mlb' })).toEqual({ season: null, league: 'npb' })
    expect(textParam({ compare: '' }, 'compare')).toBeNull()
    expect(textParam({ compare: '2019' }, 'compare')).toBe('2019')
  })

  it('keeps the latest season and NPB out of the address', () => {
    expect(gameStatsHref('/game-stats/run-value', { season: 2025, league: 'npb' }, 2025)).toBe('/game-stats/run-value')
    expect(gameStatsHref('/game-stats/run-value', { season: 2024, league: 'pacific' }, 2025)).toBe('/game-stats/run-value?season=2024&league=pacific')
    expect(gameStatsHref('/game-stats/run-expectancy', { season: 2025 }, 2025, { compare: 2019, state: null })).toBe('/game-stats/run-expectancy?compare=2019')
  })
})
