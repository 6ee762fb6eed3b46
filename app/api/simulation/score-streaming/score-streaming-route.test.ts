import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { parseSse } from '@/lib/domain/simulation/streaming/sse'
import { streamedGameSchema, streamFinalSchema, streamMomentSchema } from '@/lib/schemas/simulation-score-streaming'

type Get = (request: Request) => Response

let stream: Get
let game: Get
beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  stream = (await import('./route')).GET
  game = (await import('./game/route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const BASE = 'http://127.0.0.1/api/simulation/score-streaming'
const GAME = '?season=2025&away=t&home=g&seed=42'

async function readAll(response: Response) {
  return parseSse(await response.text())
}

test('at max speed the stream sends every moment of the /game JSON in order, then its final, and ends', async () => {
  const response = stream(new Request(`${BASE}${GAME}&speed=max`))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  const events = await readAll(response)
  const whole = streamedGameSchema.parse(await game(new Request(`${BASE}/game${GAME}`)).json())
  expect(events.slice(0, -1).map((event) => streamMomentSchema.parse(JSON.parse(event.data)))).toEqual(whole.moments)
  expect(events.slice(0, -1).map((event) => Number(event.id))).toEqual(whole.moments.map((moment) => moment.i))
  expect(events.at(-1)?.event).toBe('final')
  expect(streamFinalSchema.parse(JSON.parse(events.at(-1)?.data ?? ''))).toEqual(whole.final)
})

test('a reconnection resumes after its Last-Event-ID, which outranks ?from=', async () => {
  const resumed = await readAll(stream(new Request(`${BASE}${GAME}&speed=max&from=5`, { headers: { 'Last-Event-ID': '120' } })))
  expect(resumed[0]?.id).toBe('121')
  const fromParam = await readAll(stream(new Request(`${BASE}${GAME}&speed=max&from=5`)))
  expect(fromParam[0]?.id).toBe('6')
})

test('a closed tab stops the stream: after the abort no pitch is sent and the body ends at once', async () => {
  const controller = new AbortController()
  const response = stream(new Request(`${BASE}${GAME}&speed=1`, { signal: controller.signal }))
  const reader = response.body?.getReader()
  if (!reader) throw new Error('no body')
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes('id: 0')) text += decoder.decode((await reader.read()).value)
  const started = performance.now()
  controller.abort()
  const rest = await reader.read()
  expect(rest.done).toBe(true)
  expect(performance.now() - started).toBeLessThan(400)
  expect(parseSse(text).map((event) => event.id)).toEqual(['0'])
})

test.each([
  ['?away=x&home=g', 'away', true],
  ['?away=g&home=g', 'home', true],
  ['?away=t', 'home', true],
  ['?away=t&home=g&season=2016', 'season', true],
  ['?away=t&home=g&park=moon', 'park', true],
  ['?away=t&home=g&seed=0', 'seed', true],
  ['?away=t&home=g&awayStarter=nobody', 'awayStarter', true],
  ['?away=t&home=g&speed=3', 'speed', false],
  ['?away=t&home=g&from=-1', 'from', false],
])('%s is a 400 in JSON naming %s, before any event (the /game JSON too: %s)', async (query, name, gameToo) => {
  const responses = [stream(new Request(`${BASE}${query}`)), ...(gameToo ? [game(new Request(`${BASE}/game${query}`))] : [])]
  for (const response of responses) {
    const body = await response.json()
    expect([response.status, body.error.code]).toEqual([400, 'invalid_parameter'])
    expect(body.error.message).toContain(`パラメータ ${name}`)
    expect(body.error.message_en).toContain(`query parameter ${name}`)
  }
})

test('a Last-Event-ID that is not a pitch index is a 400', async () => {
  const response = stream(new Request(`${BASE}${GAME}`, { headers: { 'Last-Event-ID': 'abc' } }))
  expect(response.status).toBe(400)
  expect((await response.json()).error.message_en).toContain('Last-Event-ID')
})

test('the /game JSON carries an ETag and answers 304 to it; the same seed is the same game', async () => {
  const first = game(new Request(`${BASE}/game${GAME}`))
  const etag = first.headers.get('etag') ?? ''
  expect(etag).toMatch(/^".+"$/)
  expect(game(new Request(`${BASE}/game?seed=42&home=g&away=t`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
})
