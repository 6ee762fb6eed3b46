import { createHealthLogger } from './health-logger'

const sink = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() })

test('with debug=health on, lines go to the console with a [health] prefix', () => {
  const console = sink()
  const logger = createHealthLogger(true, console)
  logger.info('check: healthy')
  logger.error('本番API障害を検知', { notified: false })
  expect(console.info).toHaveBeenCalledWith('[health] check: healthy')
  expect(console.error).toHaveBeenCalledWith('[health] 本番API障害を検知', { notified: false })
})

test('without it nothing is logged at any level', () => {
  const console = sink()
  const logger = createHealthLogger(false, console)
  logger.info('a')
  logger.warn('b')
  logger.error('c')
  expect([console.info, console.warn, console.error].every((fn) => fn.mock.calls.length === 0)).toBe(true)
})
