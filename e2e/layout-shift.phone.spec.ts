import { latestSeason } from './database'
import { expect, test } from './fixtures'

/** Lighthouse's mobile conditions: a 4× slower CPU and 1.6 Mbps down, 750 kbps up, 150 ms round trips. */
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }

test('the season players page streams in without moving what is on screen (CLS ≤ 0.02 on a throttled phone)', async ({ page }) => {
  // Layout shifts without recent input, summed from the first paint (web.dev/articles/cls).
  await page.addInitScript(() => {
    const shifts = { total: 0 }
    Object.assign(window, { __layoutShift: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  await page.goto(`/records/season/players/batting/${latestSeason()}`, { waitUntil: 'load', timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('table').first()).toBeVisible()
  // Two frames after the last streamed chunk, every shift has been reported.
  const total = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __layoutShift: { total: number } }).__layoutShift.total))),
      ),
  )
  expect(total).toBeLessThanOrEqual(0.02)
})
