import { spawn, type ChildProcess } from 'node:child_process'
import { get } from 'node:http'

export type Site = { base: string; process: ChildProcess; stop: () => void }

/** Waits until `path` (by default the server's health check) answers 200, a minute at most. */
export async function waitForServer(base: string, path = '/api/health', timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await new Promise<number>((resolve) => {
      get(`${base}${path}`, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      }).on('error', () => resolve(0))
    })
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server on ${base} did not come up`)
}

export { percentile } from './timing'

/**
 * The built site as production runs it (`npm start`: the edge in front of Next) on a loopback
 * port; `standalone` runs the self-contained bundle from its own directory instead.
 */
export async function startSite(port: number, { standalone = false } = {}): Promise<Site> {
  const [cwd, entry] = standalone ? ['.next/standalone', 'edge.cjs'] : ['.', '.next/edge/main.cjs']
  const child = spawn(process.execPath, [entry], { cwd, stdio: 'ignore', env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1' } })
  const base = `http://127.0.0.1:${port}`
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  process.on('exit', stop)
  await waitForServer(base)
  return { base, process: child, stop }
}

/** Load tools only ever aim at this machine. */
export function assertLoopback(base: string): void {
  const { hostname } = new URL(base)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`refusing to send load to ${hostname}: loopback only`)
}
