// Renders the default Open Graph card (1200×630) from the HTML below, twice: assets/og/site-card.png
// for an imported database and assets/og/site-card-sim.png, which says the league is fictional.
// app/og-image.png/route.ts serves the one that fits the database.
// Usage: node scripts/og-image.mjs   (needs Debian's chromium and fonts-noto-cjk)
import { chromium } from '@playwright/test'

const page = (simulated) => `<!doctype html><html lang="ja"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: 'Noto Sans CJK JP', sans-serif;
    background: linear-gradient(135deg, #0b2f5b 0%, #123f75 60%, #0b2f5b 100%); color: #fff;
    display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
  .brand { display: flex; align-items: center; gap: 28px; }
  h1 { font-size: 92px; margin: 0; letter-spacing: -1px; }
  p { font-size: 34px; margin: 36px 0 0; color: #dbe7f5; line-height: 1.5; }
  .tags { margin-top: 48px; display: flex; gap: 16px; }
  .tags span { border: 2px solid #7ea6d8; border-radius: 999px; padding: 8px 24px; font-size: 26px; color: #eaf2fb; }
  .sim { position: absolute; left: 0; right: 0; bottom: 0; background: #fef3c7; color: #78350f;
    font-size: 32px; font-weight: 700; padding: 22px 96px; }
  body.simulated { padding-bottom: 88px; }
</style></head><body class="${simulated ? 'simulated' : ''}">
  <div class="brand">
    <svg width="120" height="120" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#fff"/>
      <path d="M15 12c8 9 8 31 0 40M49 12c-8 9-8 31 0 40" fill="none" stroke="#dc2626" stroke-width="3" stroke-dasharray="4 3"/></svg>
    <h1>NPBデータバンク</h1>
  </div>
  <p>日本プロ野球の順位表・成績・記録と<br>セイバーメトリクスを、試合記録から集計して解説</p>
  <div class="tags"><span>順位表</span><span>個人成績</span><span>RE24</span><span>WPA</span><span>パークファクター</span></div>
  ${simulated ? '<div class="sim">このサイトのデータは架空のシミュレーションリーグです</div>' : ''}
</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 })
for (const [simulated, path] of [[false, 'assets/og/site-card.png'], [true, 'assets/og/site-card-sim.png']]) {
  await tab.setContent(page(simulated))
  await tab.screenshot({ path })
  console.log(path)
}
await browser.close()
