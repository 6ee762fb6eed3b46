import { expect, test, type Page } from './fixtures'
import { nextCheck, openWithClock, recordedNotifications, recordNotifications, STANDINGS, stored } from './health-helpers'

type Alert = { endpoint: string; error: string; timestamp: string; failureCount: number }
type Run = { timestamp: string; state: string; results: { endpoint: string; success: boolean }[] }

const failStandings = (page: Page) => page.route('**/api/records/standings**', (route) => route.fulfill({ status: 500, body: 'boom' }))

test('the third failed check of an endpoint stores one alert and, with permission granted, shows one notification', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL })
  await recordNotifications(page)
  await failStandings(page)
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))

  await openWithClock(page, '/stats?debug=health')
  await nextCheck(page)
  expect(await stored<Alert[]>(page, 'healthAlerts')).toBeNull()
  expect((await recordedNotifications(page)).shown).toEqual([])

  await nextCheck(page)
  const alerts = await stored<Alert[]>(page, 'healthAlerts')
  expect(alerts).toEqual([{ endpoint: STANDINGS, error: 'HTTP 500: Internal Server Error', timestamp: expect.any(String), failureCount: 3 }])
  expect(await recordedNotifications(page)).toEqual({
    shown: [{ title: 'NPBデータバンクサイト - APIエラー', body: `${STANDINGS} でエラーが発生しました` }],
    requested: 0,
  })
  const history = await stored<Run[]>(page, 'healthCheckHistory')
  expect(history?.map((run) => run.state)).toEqual(['unhealthy', 'unhealthy', 'unhealthy'])
  expect(logs.some((line) => line.includes('本番API障害を検知') && line.includes('連続失敗回数: 3回'))).toBe(true)

  // A fourth failure continues the same outage: no second alert.
  await nextCheck(page)
  expect(await stored<Alert[]>(page, 'healthAlerts')).toHaveLength(1)
  expect((await recordedNotifications(page)).shown).toHaveLength(1)
})

test('without permission the alert is stored, no notification is shown and none is asked for', async ({ page }) => {
  await recordNotifications(page)
  await failStandings(page)
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))

  await openWithClock(page, '/stats')
  expect(await page.evaluate(() => Notification.permission)).not.toBe('granted')
  await nextCheck(page)
  await nextCheck(page)

  expect(await stored<Alert[]>(page, 'healthAlerts')).toEqual([expect.objectContaining({ endpoint: STANDINGS, failureCount: 3 })])
  expect(await recordedNotifications(page)).toEqual({ shown: [], requested: 0 })
  expect(logs.filter((line) => line.startsWith('[health]'))).toEqual([])
})

test('healthy endpoints raise no alert, and the history keeps only the last 10 checks', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL })
  await recordNotifications(page)
  await openWithClock(page, '/stats')
  for (let tick = 1; tick <= 11; tick += 1) await nextCheck(page)

  const history = await stored<Run[]>(page, 'healthCheckHistory')
  expect(history).toHaveLength(10)
  expect(new Set(history?.map((run) => run.state))).toEqual(new Set(['healthy']))
  expect(history?.[0]?.results.map((result) => result.endpoint)).toEqual([
    '/api/health',
    STANDINGS,
    '/api/records/season/players?type=batting&season=2025&league=central',
    '/api/games/schedule?month=2025-07',
    '/api/players?status=all&pageSize=100',
  ])
  expect(await stored<Run>(page, 'lastHealthCheck')).toEqual(history?.at(-1))
  expect(await stored<Alert[]>(page, 'healthAlerts')).toBeNull()
  expect((await recordedNotifications(page)).shown).toEqual([])
  expect(await stored<{ overall: string }>(page, 'backendStatus')).toMatchObject({ overall: 'ok' })
})
