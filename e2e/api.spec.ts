import { dataSource, latestSeason } from './database'
import { expect, test } from './fixtures'

const SEASON = latestSeason()

const ENDPOINTS = [
  `/api/records/standings?season=${SEASON}&home_away=all`,
  `/api/records/season/players?type=batting&season=${SEASON}&league=central`,
  `/api/games/schedule?month=${SEASON}-07`,
  '/api/players?status=all&pageSize=100',
  `/api/leaders/batting?season=${SEASON}&top=10`,
  `/api/pitch-data/pitching?season=${SEASON}&league=central`,
  `/api/pitch-data/summary?season=${SEASON}`,
]

test('the health read reports the service and is never cached', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toMatchObject({ overall: 'ok', database: { reachable: true }, source: dataSource() })
})

for (const path of ENDPOINTS) {
  test(`${path} answers JSON with an ETag, and 304 when the client holds it`, async ({ request }) => {
    const response = await request.get(`${path}&_t=1763683200000`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers()['cache-control']).toContain('max-age=')
    const etag = response.headers()['etag'] ?? ''
    expect(etag).toMatch(/^".+"$/)
    expect(typeof (await response.json())).toBe('object')
    const again = await request.get(path, { headers: { 'If-None-Match': etag } })
    expect(again.status()).toBe(304)
  })
}

const BAD = [
  ['/api/records/standings?season=abc', 'season'],
  [`/api/records/standings?season=${SEASON}&home_away=both`, 'home_away'],
  [`/api/records/season/players?season=${SEASON}`, 'type'],
  [`/api/records/season/players?type=fielding&season=${SEASON}`, 'type'],
  [`/api/records/season/players?type=batting&season=${SEASON}&league=western`, 'league'],
  [`/api/records/season/players?type=batting&season=${SEASON}&sort=era`, 'sort'],
  [`/api/records/season/players?type=pitching&season=${SEASON}&pageSize=0`, 'pageSize'],
  ['/api/games/schedule', 'month'],
  [`/api/games/schedule?month=${SEASON}-7`, 'month'],
  ['/api/players?status=injured', 'status'],
  ['/api/players?team=yokohama', 'team'],
  ['/api/players?pageSize=1000', 'pageSize'],
  ['/api/leaders/batting?hand=X', 'hand'],
  [`/api/pitch-data/batting?season=${SEASON}&min=abc`, 'min'],
  [`/api/pitch-data/pitching?season=${SEASON}&team=g&league=pacific`, 'team'],
] as const

for (const [path, parameter] of BAD) {
  test(`${path} is a 400 naming ${parameter}, in Japanese and English`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(400)
    const body = await response.json()
    expect(body.error.code).toBe('invalid_parameter')
    expect(body.error.message).toContain(`パラメータ ${parameter}`)
    expect(body.error.message_en).toContain(`query parameter ${parameter}`)
  })
}

test('a season without data and an unknown endpoint are 404 JSON, not the HTML page', async ({ request }) => {
  for (const path of ['/api/records/standings?season=1990', '/api/records/season/players?type=pitching&season=1990', '/api/no-such-thing',
    '/api/leaders/pitching?season=1990', '/api/pitch-data/fielding?season=2025', '/api/pitch-data/batting?season=1990']) {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    expect((await response.json()).error.code).toBe('not_found')
  }
})
