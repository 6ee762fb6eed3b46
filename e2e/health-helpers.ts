import { expect, type Page } from './fixtures'

export const FIVE_MINUTES = 5 * 60_000

export const STANDINGS = '/api/records/standings?season=2025&home_away=all'

type RecordedNotifications = { shown: { title: string; body: string | undefined }[]; requested: number }
type RecorderWindow = Window & { __healthNotifications: RecordedNotifications }

/**
 * Swaps window.Notification for a recorder before the app loads. `permission` stays the browser's
 * real answer, so the test's grantPermissions (or its absence) is what the app sees.
 */
export async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification
    const recorded: RecordedNotifications = { shown: [], requested: 0 }
    class RecordingNotification {
      static get permission() {
        return Real.permission
      }
      static requestPermission() {
        recorded.requested += 1
        return Real.requestPermission()
      }
      constructor(title: string, options?: NotificationOptions) {
        recorded.shown.push({ title, body: options?.body })
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true, writable: true })
    Object.assign(window, { __healthNotifications: recorded })
  })
}

export function recordedNotifications(page: Page): Promise<RecordedNotifications> {
  return page.evaluate(() => (window as unknown as RecorderWindow).__healthNotifications)
}

export function stored<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((storageKey) => {
    const value = window.localStorage.getItem(storageKey)
    return value === null ? null : JSON.parse(value)
  }, key)
}

const lastCheckTime = async (page: Page) => (await stored<{ timestamp: string }>(page, 'lastHealthCheck'))?.timestamp ?? null

/** Opens the page under Playwright's clock and waits for the check the monitor runs at mount. */
export async function openWithClock(page: Page, path: string): Promise<void> {
  await page.clock.install()
  await page.goto(path)
  await expect.poll(() => lastCheckTime(page)).not.toBeNull()
}

/**
 * Moves the page's clock to the next five-minute tick and waits for that check to be stored. Each
 * tick is awaited before the next: jumping further at once would also fire the in-flight requests'
 * 30 s timeouts and turn healthy checks into failures.
 */
export async function nextCheck(page: Page): Promise<void> {
  const before = await lastCheckTime(page)
  await page.clock.runFor(FIVE_MINUTES)
  await expect.poll(() => lastCheckTime(page)).not.toBe(before)
}
