import { eventStreamResponse } from './event-stream'

/** A generator that records whether it was closed and waits on nothing. */
function messages(log: string[]) {
  return (async function* () {
    try {
      for (let index = 0; index < 100; index++) yield `data: ${index}\n\n`
    } finally {
      log.push('closed')
    }
  })()
}

test('the body pulls one message at a time and closes at the generator’s end', async () => {
  const log: string[] = []
  const response = eventStreamResponse(messages(log), new AbortController(), new AbortController().signal)
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('no-store, no-transform')
  expect((await response.text()).split('\n\n')).toHaveLength(101)
  expect(log).toEqual(['closed'])
})

test('cancelling the body (the reader went away) aborts the pacing and closes the generator', async () => {
  const log: string[] = []
  const abort = new AbortController()
  const reader = eventStreamResponse(messages(log), abort, new AbortController().signal).body?.getReader()
  expect(new TextDecoder().decode((await reader?.read())?.value)).toBe('data: 0\n\n')
  await reader?.cancel()
  expect(abort.signal.aborted).toBe(true)
  expect(log).toEqual(['closed'])
})

test('an aborted request aborts the pacing', () => {
  const abort = new AbortController()
  const request = new AbortController()
  eventStreamResponse(messages([]), abort, request.signal)
  request.abort()
  expect(abort.signal.aborted).toBe(true)
})
