import type { StreamMoment } from '@/lib/schemas/simulation-score-streaming'
import { gameMoments } from './game-moments'
import { abortableSleep, intervalFor, pacedStream, type PaceOptions, type Sleep } from './paced-stream'
import { EVEN_LOOKUP, nameOf, sampleGames } from './sample-games.fixture'
import { parseSse, sseMessage, sseRetry } from './sse'
import { streamFinal } from './stream-final'

const [game] = sampleGames(1)
if (!game) throw new Error('no sample game')
const moments = gameMoments(game, nameOf, EVEN_LOOKUP)
const final = streamFinal(game, nameOf, moments.length)

/** A clock that moves only when the fake sleep says so. */
function fakeTime() {
  let now = 0
  const slept: number[] = []
  const sleep: Sleep = async (ms) => {
    slept.push(ms)
    now += ms
  }
  return { sleep, slept, now: () => now }
}

const options = (overrides: Partial<PaceOptions> = {}): PaceOptions => {
  const time = fakeTime()
  return { intervalMs: 0, after: null, signal: new AbortController().signal, sleep: time.sleep, now: time.now, capMs: Infinity, ...overrides }
}

async function collect(stream: AsyncGenerator<string>): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += chunk
  return text
}

test('an SSE message is id, event and one data line of JSON, then a blank line', () => {
  expect(sseMessage({ id: 7, event: 'pitch', data: { text: '一行\n二行' } })).toBe('id: 7\nevent: pitch\ndata: {"text":"一行\\n二行"}\n\n')
  expect(sseRetry(2000)).toBe('retry: 2000\n\n')
  expect(parseSse('retry: 5\n\n: comment\nid: 3\nevent: pitch\ndata: {"a":1}\n\nid: 4\ndata: x\ndata: y\n\n')).toEqual([
    { id: '3', event: 'pitch', data: '{"a":1}' },
    { id: '4', event: 'message', data: 'x\ny' },
  ])
})

test('speed 1 is 800 ms a pitch, 10 is 80 ms, max does not wait', () => {
  expect([intervalFor('1'), intervalFor('2'), intervalFor('5'), intervalFor('10'), intervalFor('max')]).toEqual([800, 400, 160, 80, 0])
})

test('the stream sends every moment in order as `pitch` with its index as id, then `final`, and its data parse back', async () => {
  const events = parseSse(await collect(pacedStream(moments, final, options())))
  expect(events).toHaveLength(moments.length + 1)
  expect(events.slice(0, -1).map((event) => [event.event, Number(event.id)])).toEqual(moments.map((moment) => ['pitch', moment.i]))
  expect(events.slice(0, -1).map((event) => JSON.parse(event.data) as StreamMoment)).toEqual(moments)
  expect(events.at(-1)).toMatchObject({ event: 'final', id: String(moments.length) })
  expect(JSON.parse(events.at(-1)?.data ?? '')).toEqual(final)
})

test('resuming after an id (Last-Event-ID) sends only the moments after it; after the last, only the final', async () => {
  const events = parseSse(await collect(pacedStream(moments, final, options({ after: 99 }))))
  expect(Number(events[0]?.id)).toBe(100)
  expect(events).toHaveLength(moments.length - 100 + 1)
  const done = parseSse(await collect(pacedStream(moments, final, options({ after: moments.length }))))
  expect(done.map((event) => event.event)).toEqual(['final'])
})

test('the pace is one interval between moments, none before the first', async () => {
  const time = fakeTime()
  await collect(pacedStream(moments.slice(0, 5), final, options({ intervalMs: 800, sleep: time.sleep, now: time.now })))
  expect(time.slept).toEqual([800, 800, 800, 800])
})

test('an abort (a closed tab) stops the generator at once: no more moments, no final, no more waiting', async () => {
  const controller = new AbortController()
  const time = fakeTime()
  const sleep: Sleep = async (ms, signal) => {
    await time.sleep(ms, signal)
    if (time.slept.length === 3) controller.abort()
  }
  const stream = pacedStream(moments, final, options({ intervalMs: 800, signal: controller.signal, sleep, now: time.now }))
  const events = parseSse(await collect(stream))
  expect(events.map((event) => event.id)).toEqual(['0', '1', '2'])
  expect(time.slept).toHaveLength(3)
  expect(await stream.next()).toEqual({ done: true, value: undefined })
})

test('past the time cap the connection ends early without a final, for the browser to resume from its last id', async () => {
  const time = fakeTime()
  const events = parseSse(await collect(pacedStream(moments, final, options({ intervalMs: 800, sleep: time.sleep, now: time.now, capMs: 8000 }))))
  expect(events.map((event) => event.event)).toEqual(Array(11).fill('pitch'))
})

test('the real sleep resolves after its time, or at once on abort', async () => {
  jest.useFakeTimers()
  try {
    const controller = new AbortController()
    let woke = false
    const waiting = abortableSleep(800, controller.signal).then(() => (woke = true))
    jest.advanceTimersByTime(799)
    await Promise.resolve()
    expect(woke).toBe(false)
    controller.abort()
    await waiting
    expect(woke).toBe(true)
    expect(jest.getTimerCount()).toBe(0)
    const timed = abortableSleep(800, new AbortController().signal)
    jest.advanceTimersByTime(800)
    await expect(timed).resolves.toBeUndefined()
  } finally {
    jest.useRealTimers()
  }
})
