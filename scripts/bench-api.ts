// Load check for the data API: starts `next start` on a loopback port against the built site and
// database, drives each endpoint the health checker monitors for a bounded time with autocannon,
// and prints p50/p95/p99 latency, throughput and errors. Budget (architecture §6): p95 ≤ 20 ms, 0 errors.
// Run through `npm run bench:api`, which builds the database (if missing) and the site first.
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { percentile, waitForServer } from './bench/site-server'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const SECONDS_EACH = Number(process.env.BENCH_SECONDS ?? 4)
// Four requests in flight at once: the load generator shares this machine's two cores with the
// server, and a single Next process answers one request in about 2 ms here, so more connections
// measure the queue rather than the handler.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4)
const ENDPOINTS = [
  '/api/health',
  '/api/records/standings?season=2025&home_away=all',
  '/api/records/season/players?type=batting&season=2025&league=central',
  '/api/games/schedule?month=2025-07',
  '/api/players?status=all&pageSize=100',
  '/api/game-stats/win-probability?season=2025&inning=9&half=bottom&outs=2&bases=3&diff=-1',
  '/api/game-stats/run-value?season=2025&league=central',
]

async function drive(base: string, path: string): Promise<{ latencies: number[]; errors: number; non2xx: number; requests: number }> {
  const latencies: number[] = []
  const url = `${base}${path}${path.includes('?') ? '&' : '?'}_t=1763683200000`
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS_EACH }, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  return { latencies: latencies.sort((a, b) => a - b), errors: result.errors + result.timeouts, non2xx: result.non2xx, requests: result.requests.total }
}

async function main(): Promise<void> {
  const base = `http://127.0.0.1:${PORT}`
  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], { stdio: 'ignore', detached: true })
  let failed = false
  try {
    await waitForServer(base)
    for (const path of ENDPOINTS) await fetch(`${base}${path}`) // warm: first reads fill the response memo
    console.log(`bench:api: ${CONNECTIONS} connections, ${SECONDS_EACH} s per endpoint, loopback`)
    console.log('endpoint                                                           p50 ms  p95 ms  p99 ms   req/s  errors')
    for (const path of ENDPOINTS) {
      const run = await drive(base, path)
      const p95 = percentile(run.latencies, 95)
      const errors = run.errors + run.non2xx
      failed ||= p95 > 20 || errors > 0
      console.log(
        `${path.padEnd(66)} ${percentile(run.latencies, 50).toFixed(1).padStart(6)}  ${p95.toFixed(1).padStart(6)}  ${percentile(run.latencies, 99).toFixed(1).padStart(6)}  ${(run.requests / SECONDS_EACH).toFixed(0).padStart(6)}  ${String(errors).padStart(6)}`,
      )
    }
    console.log(failed ? 'bench:api: over budget (p95 ≤ 20 ms, 0 errors)' : 'bench:api: within budget (p95 ≤ 20 ms, 0 errors)')
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
  process.exitCode = failed ? 1 : 0
}

void main()
