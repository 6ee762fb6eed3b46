/** A Response carrying `body` as JSON, as the API sends it. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/**
 * For every test of the file: a fresh spy on fetch (each test sets its answers), the client's
 * retry and error logging silenced, and everything restored after. Returns the current test's spy.
 */
export function mockFetchPerTest(): () => jest.SpiedFunction<typeof fetch> {
  let spy: jest.SpiedFunction<typeof fetch> | null = null
  beforeEach(() => {
    spy = jest.spyOn(globalThis, 'fetch')
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })
  return () => {
    if (spy === null) throw new Error('fetch is mocked inside a test only')
    return spy
  }
}
