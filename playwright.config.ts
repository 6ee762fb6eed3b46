import { defineConfig, devices } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** A second server of the same build whose database file does not exist (*.no-database.spec.ts). */
const NO_DATABASE_PORT = Number(process.env.E2E_NO_DATABASE_PORT ?? 3235)
const NO_DATABASE_PATH = join(tmpdir(), 'npb-e2e-no-database', 'npb.sqlite')

/** Debian's chromium (installed by .ci/run); CHROMIUM_PATH overrides it. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: /\.(phone|no-database)\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /\.phone\.spec\.ts/ },
    {
      name: 'no-database',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${NO_DATABASE_PORT}` },
      testMatch: /\.no-database\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The production server (npm start): the edge in front of Next.
      command: `PORT=${PORT} HOSTNAME=127.0.0.1 node .next/edge/main.cjs`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `PORT=${NO_DATABASE_PORT} HOSTNAME=127.0.0.1 node .next/edge/main.cjs`,
      env: { NPB_DB_PATH: NO_DATABASE_PATH },
      // The glossary needs no data, so it answers 200 on this server; data pages answer 503.
      url: `http://127.0.0.1:${NO_DATABASE_PORT}/columns/glossary`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
