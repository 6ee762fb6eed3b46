import { test as base } from '@playwright/test'

export { expect, type Page } from '@playwright/test'

/**
 * Every spec's page: the e2e build carries a test analytics id, and the machine is offline, so
 * Google's tag script is answered with an empty stub instead of failing (a failed script load
 * would be a console error on every page).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
    await provide(page)
  },
})
