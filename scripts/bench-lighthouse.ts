// Lighthouse check: the production server (`npm start`) and a bare Next app with one Link (the
// framework's floor on this machine) side by side on loopback ports, RUNS Lighthouse runs per page
// (mobile, simulated throttling, Debian's Chromium), interleaved so that machine noise hits every
// page alike; the median of each figure per page. Budgets (issue 12): performance ≥ bare − 3,
// LCP ≤ bare + 0.5 s, CLS ≤ 0.02, accessibility ≥ 95, best practices 100, SEO 100.
// Run through `npm run bench:lighthouse`, which builds the database (if missing) and the site first.
import { startBareApp } from './bench/bare-next-app'
import { lighthouseRun, perCategory, type Category, type FailingAudit, type LighthouseRun, type Throttling } from './bench/lighthouse-run'
import { assertLoopback, percentile, startSite } from './bench/site-server'

const PORT = Number(process.env.BENCH_PORT ?? 3500)
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3501)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// BENCH_LH_THROTTLING=devtools throttles the loads themselves instead of simulating (see lighthouse-run.ts).
const THROTTLING: Throttling = process.env.BENCH_LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate'
const BUDGET = { perfBelowBare: 3, lcpOverBareS: 0.5, cls: 0.02, accessibility: 95, bestPractices: 100, seo: 100 }

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'standings', path: '/records/season/standings/2025' },
  { name: 'season players', path: '/records/season/players/batting/2025' },
] as const

type Summary = LighthouseRun & { name: string }

const ATTEMPTS = 3

/** Lighthouse now and then fails to record a load (NO_NAVSTART, NO_FCP) and asks to be run again: so do we, twice. */
async function lighthouseRunRetried(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, CHROME_PATH, THROTTLING)
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
      console.log(`\nbench:lighthouse: ${error instanceof Error ? error.message : String(error)}; running it again`)
    }
  }
}

const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50)

/** Median of every figure over the runs; a failing audit is listed if it failed in any run. */
function summarise(name: string, runs: readonly LighthouseRun[]): Summary {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick))
  const failing = perCategory((category) => {
    const byId = new Map<string, FailingAudit>()
    for (const audit of runs.flatMap((run) => run.failing[category])) if (!byId.has(audit.id)) byId.set(audit.id, audit)
    return [...byId.values()]
  })
  return { name, scores: perCategory((category) => of((run) => run.scores[category])), lcpS: of((run) => run.lcpS), fcpS: of((run) => run.fcpS), observedFcpMs: of((run) => run.observedFcpMs), observedLcpMs: of((run) => run.observedLcpMs), tbtMs: of((run) => run.tbtMs), cls: of((run) => run.cls), failing }
}

const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`

function printTable(bare: Summary, pages: readonly Summary[]): void {
  console.log('page            perf  a11y  BP   SEO   LCP s  TBT ms  CLS     FCP s  obs FCP/LCP ms  Δperf  ΔLCP s')
  for (const row of [bare, ...pages]) {
    const { performance, accessibility, seo } = row.scores
    const deltas = row === bare ? '' : `  ${signed(performance - bare.scores.performance, 0).padStart(5)}  ${signed(row.lcpS - bare.lcpS, 2).padStart(6)}`
    console.log(
      `${row.name.padEnd(15)} ${String(performance).padStart(4)}  ${String(accessibility).padStart(4)}  ${String(row.scores['best-practices']).padStart(3)}  ${String(seo).padStart(4)}  ${row.lcpS.toFixed(2).padStart(5)}  ${row.tbtMs.toFixed(0).padStart(6)}  ${row.cls.toFixed(3)}  ${row.fcpS.toFixed(2).padStart(5)}  ${`${row.observedFcpMs.toFixed(0)}/${row.observedLcpMs.toFixed(0)}`.padStart(14)}${deltas}`,
    )
  }
}

/** Each budget a page misses, with the category whose failing audits explain it. */
function misses(bare: Summary, page: Summary): { text: string; category: Category }[] {
  const { performance, accessibility, seo } = page.scores
  return [
    ...(performance < bare.scores.performance - BUDGET.perfBelowBare ? [{ text: `performance ${performance} < bare ${bare.scores.performance} − ${BUDGET.perfBelowBare}`, category: 'performance' as const }] : []),
    ...(page.lcpS > bare.lcpS + BUDGET.lcpOverBareS ? [{ text: `LCP ${page.lcpS.toFixed(2)} s > bare ${bare.lcpS.toFixed(2)} + ${BUDGET.lcpOverBareS} s`, category: 'performance' as const }] : []),
    ...(page.cls > BUDGET.cls ? [{ text: `CLS ${page.cls.toFixed(3)} > ${BUDGET.cls}`, category: 'performance' as const }] : []),
    ...(accessibility < BUDGET.accessibility ? [{ text: `accessibility ${accessibility} < ${BUDGET.accessibility}`, category: 'accessibility' as const }] : []),
    ...(page.scores['best-practices'] < BUDGET.bestPractices ? [{ text: `best practices ${page.scores['best-practices']} < ${BUDGET.bestPractices}`, category: 'best-practices' as const }] : []),
    ...(seo < BUDGET.seo ? [{ text: `SEO ${seo} < ${BUDGET.seo}`, category: 'seo' as const }] : []),
  ]
}

function printMisses(bare: Summary, pages: readonly Summary[]): boolean {
  let failed = false
  for (const page of pages) {
    const missed = misses(bare, page)
    if (missed.length === 0) continue
    failed = true
    console.log(`\n${page.name}: ${missed.map(({ text }) => text).join('; ')}`)
    for (const category of new Set(missed.map(({ category }) => category))) {
      for (const audit of page.failing[category]) {
        console.log(`  [${category}] ${audit.id} (score ${audit.score.toFixed(2)}): ${audit.title}`)
        for (const example of audit.examples) console.log(`      ${example.replace(/\s+/g, ' ').slice(0, 160)}`)
      }
    }
  }
  return failed
}

async function main(): Promise<void> {
  const site = await startSite(PORT)
  const bareApp = await startBareApp(BARE_PORT)
  try {
    const targets = [{ name: 'bare Next', url: `${bareApp.base}/` }, ...PAGES.map(({ name, path }) => ({ name, url: `${site.base}${path}` }))]
    for (const { url } of targets) assertLoopback(url)
    for (const { url } of targets) await fetch(url) // warm: first renders fill the server's caches
    const runs = new Map<string, LighthouseRun[]>(targets.map(({ name }) => [name, []]))
    for (let round = 1; round <= RUNS; round++) {
      for (const { name, url } of targets) {
        process.stdout.write(`bench:lighthouse: run ${round}/${RUNS} ${name}…\r`)
        runs.get(name)?.push(await lighthouseRunRetried(url))
      }
    }
    const [bare, ...pages] = targets.map(({ name }) => summarise(name, runs.get(name) ?? []))
    if (!bare) throw new Error('no bare page result')
    console.log(`bench:lighthouse: median of ${RUNS} runs per page, mobile, ${THROTTLING === 'devtools' ? 'devtools (applied) throttling' : 'simulated throttling'}, ${CHROME_PATH}                    `)
    printTable(bare, pages)
    const failed = printMisses(bare, pages)
    const budget = `perf ≥ bare − ${BUDGET.perfBelowBare}, LCP ≤ bare + ${BUDGET.lcpOverBareS} s, CLS ≤ ${BUDGET.cls}, a11y ≥ ${BUDGET.accessibility}, BP ${BUDGET.bestPractices}, SEO ${BUDGET.seo}`
    console.log(failed ? `\nbench:lighthouse: over budget (${budget})` : `bench:lighthouse: within budget (${budget})`)
    process.exitCode = failed ? 1 : 0
  } finally {
    site.stop()
    bareApp.stop()
  }
}

void main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
