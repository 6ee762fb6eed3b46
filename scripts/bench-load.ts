// Load check: the production server (`npm start`: the edge in front of Next) on a loopback port,
// 8 connections for 60 s over a mixed set of 11 pages and 5 API URLs, as a browser asks (gzip/br).
// Prints requests/s, p50/p95/p99 latency, errors and the server's peak RSS, against the budget
// (≥ 500 req/s, p95 ≤ 50 ms, 0 errors, RSS ≤ 500 MB). Run through `npm run bench:load`.
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { percentile, startSite } from './bench/site-server'

const PORT = Number(process.env.BENCH_PORT ?? 3410)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const CONNECTIONS = 8
const BUDGET = { rps: 500, p95: 50, rssMb: 500 }

const URLS = [
  '/', '/records/season/standings/2025', '/records/season/trends/2025', '/records/season/players/batting/2025',
  '/records/season/players/pitching/2025?sort=sv&order=desc', '/records/season/teams/batting/2025', '/records/career/players/batting',
  '/records/titles', '/records/career/countdown', '/records/season-average/batting', '/columns/glossary',
  '/api/records/standings?season=2025', '/api/records/season/players?type=batting&season=2025', '/api/players?q=田中',
  '/api/games/schedule?month=2025-07', '/api/health',
]

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })

function fetchOnce(base: string, path: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request(`${base}${encodeURI(path)}`, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ ms: performance.now() - started, ok: (res.statusCode ?? 500) < 400 }))
    })
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }))
    req.end()
  })
}

function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((row) => row.startsWith('VmRSS:'))
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024
}

async function main(): Promise<void> {
  const site = await startSite(PORT)
  for (const path of URLS) await fetchOnce(site.base, path)
  const latencies: number[] = []
  let errors = 0
  let peakRss = 0
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(site.process.pid))), 500)
  const deadline = performance.now() + SECONDS * 1000
  let turn = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const path = URLS[turn % URLS.length] ?? '/'
        turn += 1
        const { ms, ok } = await fetchOnce(site.base, path)
        latencies.push(ms)
        if (!ok) errors += 1
      }
    }),
  )
  clearInterval(sampler)
  site.stop()
  const sorted = [...latencies].sort((a, b) => a - b)
  const rps = latencies.length / SECONDS
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p))
  const pass = rps >= BUDGET.rps && (p95 ?? 0) <= BUDGET.p95 && errors === 0 && peakRss <= BUDGET.rssMb
  console.log(`bench:load: ${URLS.length} URLs, ${CONNECTIONS} connections, ${SECONDS} s — ${latencies.length.toLocaleString('en')} requests`)
  console.log(`  ${rps.toFixed(0)} req/s (budget ≥ ${BUDGET.rps}); latency p50 ${p50?.toFixed(1)} ms, p95 ${p95?.toFixed(1)} ms (budget ≤ ${BUDGET.p95}), p99 ${p99?.toFixed(1)} ms`)
  console.log(`  errors ${errors}; server RSS peak ${peakRss.toFixed(0)} MB (budget ≤ ${BUDGET.rssMb}) — ${pass ? 'within budget' : 'OVER BUDGET'}`)
  process.exit(pass ? 0 : 1)
}

void main()
