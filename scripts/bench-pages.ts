// Page check: starts `next start` on a loopback port against the built site and database, warms
// each page family once, then requests its sample page BENCH_REQUESTS times one after another,
// timing the first byte of each response and its last. Prints p50/p95 TTFB, p95 of the whole
// response and the HTML size per family, and the first-load JavaScript of each page (the gzip
// size of every script its HTML loads).
// Budgets (architecture §6): p95 ≤ 50 ms everywhere, ≤ 130 kB gzip of JS on table pages.
// Run through `npm run bench:pages`, which builds the database (if missing) and the site first.
import { spawn } from 'node:child_process'
import { percentile, waitForServer } from './bench/site-server'
import { Agent, get } from 'node:http'
import { gzipSync } from 'node:zlib'

const PORT = Number(process.env.BENCH_PORT ?? 3400)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)
const TTFB_BUDGET_MS = 50
const JS_BUDGET_KB = 130

type Family = { name: string; path: string; table: boolean }

const FAMILIES: readonly Family[] = [
  { name: 'home', path: '/', table: false },
  { name: 'standings', path: '/records/season/standings/2025', table: true },
  { name: 'trends', path: '/records/season/trends/2025', table: false },
  { name: 'season players', path: '/records/season/players/batting/2025', table: true },
  { name: 'season teams', path: '/records/season/teams/batting/2025', table: true },
  { name: 'career', path: '/records/career/players/batting', table: true },
  { name: 'historical', path: '/records/historical-season/players/batting', table: true },
  { name: 'season averages', path: '/records/season-average/batting', table: true },
  { name: 'titles', path: '/records/titles', table: true },
  { name: 'countdown', path: '/records/career/countdown', table: true },
  { name: 'glossary', path: '/columns/glossary', table: false },
  { name: 'column article', path: '/columns/run-values', table: true },
]

// One kept-alive connection: the timings are the server's answer, not TCP set-up.
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** `total`: until the last byte — with a streamed page, the first byte is the shell and the rest follows. */
type Response = { status: number; ttfb: number; total: number; body: Buffer }

function request(url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = get(url, { agent }, (res) => {
      const ttfb = performance.now() - started
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ttfb, total: performance.now() - started, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

/**
 * Every external script the HTML loads (each once), as a current browser fetches it on first load:
 * `nomodule` polyfills are skipped by any browser that runs modules.
 */
function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => !/\bnomodule\b/i.test(tag))
  const sources = tags.map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? '').filter((src) => src.startsWith('/'))
  return [...new Set(sources)]
}

const gzipSizes = new Map<string, number>()

async function firstLoadJsKb(base: string, html: string): Promise<number> {
  let bytes = 0
  for (const src of scriptSources(html)) {
    let size = gzipSizes.get(src)
    if (size === undefined) {
      const script = await request(`${base}${src.replaceAll('&amp;', '&')}`)
      if (script.status !== 200) throw new Error(`${src}: HTTP ${script.status}`)
      size = gzipSync(script.body).length
      gzipSizes.set(src, size)
    }
    bytes += size
  }
  return bytes / 1024
}

type Result = { family: Family; status: number; p50: number; p95: number; p95Total: number; htmlKb: number; jsKb: number }

async function measure(base: string, family: Family): Promise<Result> {
  const url = `${base}${family.path}`
  const timings: number[] = []
  const totals: number[] = []
  let last: Response | null = null
  for (let i = 0; i < REQUESTS; i++) {
    last = await request(url)
    timings.push(last.ttfb)
    totals.push(last.total)
  }
  timings.sort((a, b) => a - b)
  totals.sort((a, b) => a - b)
  const html = last?.body.toString('utf8') ?? ''
  return { family, status: last?.status ?? 0, p50: percentile(timings, 50), p95: percentile(timings, 95), p95Total: percentile(totals, 95), htmlKb: html.length > 0 ? (last?.body.length ?? 0) / 1024 : 0, jsKb: await firstLoadJsKb(base, html) }
}

function report(results: readonly Result[]): boolean {
  console.log(`bench:pages: ${REQUESTS} sequential requests per page, loopback, one kept-alive connection`)
  console.log('family           path                                           status  p50 ms  p95 ms  p95 whole ms  HTML kB  JS kB gz  budget')
  let failed = false
  for (const { family, status, p50, p95, p95Total, htmlKb, jsKb } of results) {
    const problems = [
      ...(status !== 200 ? [`HTTP ${status}`] : []),
      ...(p95 > TTFB_BUDGET_MS ? [`p95 > ${TTFB_BUDGET_MS} ms`] : []),
      ...(family.table && jsKb > JS_BUDGET_KB ? [`JS > ${JS_BUDGET_KB} kB`] : []),
    ]
    failed ||= problems.length > 0
    console.log(
      `${family.name.padEnd(16)} ${family.path.padEnd(46)} ${String(status).padStart(6)}  ${p50.toFixed(1).padStart(6)}  ${p95.toFixed(1).padStart(6)}  ${p95Total.toFixed(1).padStart(12)}  ${htmlKb.toFixed(1).padStart(7)}  ${jsKb.toFixed(1).padStart(8)}  ${problems.length > 0 ? problems.join(', ') : 'ok'}`,
    )
  }
  const budget = `p95 TTFB ≤ ${TTFB_BUDGET_MS} ms on every page, first-load JS ≤ ${JS_BUDGET_KB} kB gzip on table pages`
  console.log(failed ? `bench:pages: over budget (${budget})` : `bench:pages: within budget (${budget})`)
  return failed
}

async function main(): Promise<void> {
  const base = `http://127.0.0.1:${PORT}`
  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], { stdio: 'ignore', detached: true })
  let failed = true
  try {
    await waitForServer(base)
    for (const family of FAMILIES) await request(`${base}${family.path}`) // warm: first renders compile and fill caches
    const results: Result[] = []
    for (const family of FAMILIES) results.push(await measure(base, family))
    failed = report(results)
  } finally {
    agent.destroy()
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
  process.exitCode = failed ? 1 : 0
}

void main()
