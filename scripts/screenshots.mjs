// Desktop (1280 px) and phone (390 px) screenshots of pages on a running server, for review.
// Usage: node scripts/screenshots.mjs [--base http://127.0.0.1:3100] [--out screenshots] /path ...
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  if (index === -1) return fallback
  const [value] = args.splice(index, 2).slice(1)
  return value ?? fallback
}
const base = option('--base', 'http://127.0.0.1:3100')
const out = option('--out', 'screenshots')
const paths = args.length > 0 ? args : ['/']

await mkdir(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
for (const [device, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]]) {
  const page = await browser.newPage({ viewport: { width, height }, locale: 'ja-JP', deviceScaleFactor: 1 })
  for (const path of paths) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' })
    const file = `${out}/${device}${path.replaceAll(/[/?=&]/g, '_') || '_home'}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await page.close()
}
await browser.close()
