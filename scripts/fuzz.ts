// Fuzz: ~3,300 odd requests (methods, Range and conditional headers, Next's router headers, every
// route with each parameter broken in turn, bad queries, raw request targets) against the built
// site on a loopback port. Passes when no answer is a 5xx and none hangs (10 s). Prints a summary
// line and the failing cases. `npm run fuzz` starts the site itself; --base aims at a running one.
import { Agent, request } from 'node:http'
import { assertLoopback, startSite } from './bench/site-server'
import { fuzzCases, type FuzzCase } from './fuzz-cases'

const HANG_MS = 10_000
const CONCURRENCY = 8
const baseArg = process.argv.indexOf('--base')
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

type Outcome = { fuzz: FuzzCase; status: number | 'hang' | 'reset' }

function send(base: string, fuzz: FuzzCase): Promise<Outcome> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    // Raw non-ASCII goes out percent-encoded, as a browser sends it.
    const path = fuzz.path.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))
    const req = request({ host: hostname, port, method: fuzz.method, path, headers: fuzz.headers, agent, timeout: HANG_MS }, (res) => {
      res.resume()
      res.on('end', () => resolve({ fuzz, status: res.statusCode ?? 0 }))
      res.on('error', () => resolve({ fuzz, status: 'reset' }))
    })
    // A CONNECT's answer arrives as 'connect', not 'response'.
    req.on('connect', (res, socket) => {
      socket.destroy()
      resolve({ fuzz, status: res.statusCode ?? 0 })
    })
    req.on('timeout', () => {
      req.destroy()
      resolve({ fuzz, status: 'hang' })
    })
    // A connection closed on a request Node's parser refuses (a 400 from the server itself) is not a failure.
    req.on('error', () => resolve({ fuzz, status: 'reset' }))
    req.end(['POST', 'PUT', 'PATCH'].includes(fuzz.method) ? 'a=1&b=%zz' : undefined)
  })
}

async function run(base: string, cases: readonly FuzzCase[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const fuzz = cases[next]
      next += 1
      if (fuzz) outcomes.push(await send(base, fuzz))
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return outcomes
}

async function main(): Promise<void> {
  const site = baseArg >= 0 ? null : await startSite(Number(process.env.FUZZ_PORT ?? 3290))
  const base = site?.base ?? process.argv[baseArg + 1] ?? ''
  assertLoopback(base)
  const cases = fuzzCases()
  const started = performance.now()
  const outcomes = await run(base, cases)
  site?.stop()
  const seconds = (performance.now() - started) / 1000
  const counts = new Map<string, number>()
  for (const { status } of outcomes) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1)
  const failures = outcomes.filter(({ status }) => status === 'hang' || (typeof status === 'number' && status >= 500))
  const serverErrors = failures.filter(({ status }) => status !== 'hang').length
  const hangs = failures.length - serverErrors
  const breakdown = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status} × ${n.toLocaleString('en')}`).join(', ')
  console.log(`fuzz: ${outcomes.length.toLocaleString('en')} requests in ${seconds.toFixed(1)} s — ${serverErrors} × 5xx, ${hangs} hangs (${breakdown})`)
  const resets = outcomes.filter(({ status }) => status === 'reset').map(({ fuzz }) => fuzz.method)
  if (resets.length > 0) console.log(`  closed without an answer (refused by Node's HTTP parser): ${[...new Set(resets)].join(', ')}`)
  for (const { fuzz, status } of failures.slice(0, 30)) console.log(`  ${status} ${fuzz.method} ${fuzz.path.slice(0, 120)} ${JSON.stringify(fuzz.headers).slice(0, 120)}`)
  process.exit(failures.length === 0 ? 0 : 1)
}

void main()
