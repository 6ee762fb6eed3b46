import { z } from 'zod'
import type { Standings, StandingsRow } from '@/lib/schemas/standings'
import { ApiValidationError } from './errors'
import { serviceHealthSchema } from '@/lib/schemas/health'
import { validateResponse, validateStandings } from './validate'

const rejection = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

const schema = z.object({ season: z.number(), note: z.string().optional(), page: z.number().default(1), built_at: z.string().nullable() })

describe('any response', () => {
  test.each([
    ['null', null],
    ['an array', [{ season: 2025 }]],
    ['a string', 'OK'],
    ['a number', 42],
    ['a class instance', new Date(0)],
  ])('%s is not a plain object: "API response has an invalid format"', (_label, body) => {
    const error = rejection(() => validateResponse(body, schema))
    expect(error).toBeInstanceOf(ApiValidationError)
    expect(error).toHaveProperty('message', 'API response has an invalid format')
  })

  test('an absent required field: "required field missing: {field}"; optional and defaulted fields are not required', () => {
    expect(() => validateResponse({ built_at: null }, schema)).toThrow(new ApiValidationError('required field missing: season'))
    expect(validateResponse({ season: 2025, built_at: null }, schema)).toEqual({ season: 2025, page: 1, built_at: null })
  })

  test('a null value is present, not missing (nullable fields carry null)', () => {
    expect(() => validateResponse({ season: 2025 }, schema)).toThrow('required field missing: built_at')
    expect(() => validateResponse({ season: null, built_at: null }, schema)).toThrow('API response has an invalid format')
  })

  test('a nested field that is absent is named by its path', () => {
    const health = { overall: 'ok', database: { reachable: true, schema_version: 3, expected_schema_version: 3 }, source: 'sim', seasons: [2025], built_at: null, checked_at: 'now' }
    expect(() => validateResponse(health, serviceHealthSchema)).toThrow(new ApiValidationError('required field missing: database.games'))
  })

  test('a field of the wrong type is a format error carrying the zod issues', () => {
    const error = rejection(() => validateResponse({ season: '2025', built_at: null }, schema))
    expect(error).toEqual(new ApiValidationError('API response has an invalid format'))
    expect(error).toHaveProperty('issues', [expect.objectContaining({ path: ['season'], code: 'invalid_type' })])
  })
})

describe('standings', () => {
  const row: StandingsRow = {
    rank: 1, team: 'g', team_name: '巨人', games: 143, win: 80, lose: 60, draw: 3, winning_percentage: 0.571, pythagorean_wp: 0.55,
    games_behind: null, games_behind_display: '-', games_behind_above: null, remaining_games: 0, runs_scored: 500, runs_allowed: 450,
  }
  const valid: Standings = {
    season: 2025,
    home_away: 'all',
    as_of: '2025-09-30',
    central_league: [row],
    pacific_league: [{ ...row, team: 'h', team_name: 'ソフトバンク' }],
    head_to_head_central: { g: { t: { win: 13, lose: 11, draw: 1 } } },
    head_to_head_pacific: { h: { f: { win: 14, lose: 10, draw: 1 } } },
  }

  test('a complete body passes', () => {
    expect(validateStandings(valid)).toEqual(valid)
  })

  test.each(['central_league', 'pacific_league', 'head_to_head_central', 'head_to_head_pacific'])('without %s: "required field missing: %s"', (field) => {
    const body: Record<string, unknown> = { ...valid }
    delete body[field]
    expect(() => validateStandings(body)).toThrow(new ApiValidationError(`required field missing: ${field}`))
  })

  test('the four standings fields are checked before the rest of the contract', () => {
    expect(() => validateStandings({})).toThrow('required field missing: central_league')
  })

  test('an empty Central head-to-head: "the Central League head-to-head data is empty"', () => {
    expect(() => validateStandings({ ...valid, head_to_head_central: {} })).toThrow(new ApiValidationError('the Central League head-to-head data is empty'))
  })

  test('an empty Pacific head-to-head: "the Pacific League head-to-head data is empty"', () => {
    expect(() => validateStandings({ ...valid, head_to_head_pacific: {} })).toThrow(new ApiValidationError('the Pacific League head-to-head data is empty'))
  })

  test('a head-to-head that is not an object is a format error', () => {
    expect(() => validateStandings({ ...valid, head_to_head_central: [] })).toThrow('API response has an invalid format')
  })
})
