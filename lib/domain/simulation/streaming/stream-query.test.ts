import { DEFAULT_SEED } from '@/lib/domain/simulation/tools/seed'
import { parseStreamPage, scoreStreamUrl, streamPageHref, streamParams } from './stream-query'

const from = (params: Record<string, string>) => (key: string) => params[key] ?? null

test('a bare address plays the default pairing at the home club’s park with the default seed and speed 1', () => {
  const { query, problems } = parseStreamPage(from({}), 2025)
  expect(query).toEqual({ season: 2025, away: 't', home: 'g', park: 'g', seed: DEFAULT_SEED, speed: '1', awayStarter: null, homeStarter: null })
  expect(problems).toEqual([])
  expect(streamPageHref(query, 2025)).toBe('/simulation/score-streaming')
})

test('a chosen game keeps only what differs from the defaults, and the API gets every parameter', () => {
  const { query } = parseStreamPage(from({ away: 'h', home: 'l', park: 'neutral', seed: '42', speed: 'max', homeStarter: '10000654' }), 2024)
  expect(streamPageHref(query, 2025)).toBe('/simulation/score-streaming?season=2024&away=h&home=l&park=neutral&seed=42&speed=max&homeStarter=10000654')
  expect(Object.fromEntries(streamParams({ ...query, season: 2025, park: 'l' }, 2025, true))).toEqual({ season: '2025', away: 'h', home: 'l', park: 'l', seed: '42', speed: 'max', homeStarter: '10000654' })
})

test('bad values fall back and are named; one club on both sides plays the default pairing', () => {
  expect(parseStreamPage(from({ away: 'x', park: 'moon', seed: '0', speed: '3' }), 2025).problems).toEqual(['away', 'park', 'seed', 'speed'])
  const same = parseStreamPage(from({ away: 'h', home: 'h' }), 2025)
  expect(same.problems).toEqual(['same'])
  expect(same.query).toMatchObject({ away: 't', home: 'g', park: 'g' })
  expect(parseStreamPage(from({ homeStarter: '<script>' }), 2025).query.homeStarter).toBeNull()
})

test('the stream’s address spells every parameter and resumes after a moment', () => {
  const { query } = parseStreamPage(from({ seed: '42' }), 2025)
  expect(scoreStreamUrl(query, null)).toBe('/api/simulation/score-streaming?season=2025&away=t&home=g&park=g&seed=42&speed=1')
  expect(scoreStreamUrl({ ...query, speed: 'max' }, 57)).toBe('/api/simulation/score-streaming?season=2025&away=t&home=g&park=g&seed=42&speed=max&from=57')
  expect(scoreStreamUrl(query, -1)).not.toContain('from=')
})
