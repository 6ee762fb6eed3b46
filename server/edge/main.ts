import { existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import type { Socket } from 'node:net'
import { join } from 'node:path'
import { createEdgeHandler } from './handler'
import { precompressedFiles } from './precompressed'
import { ResponseStore } from './response-store'

/**
 * Starts the site: Next's request handler on a loopback port only this process talks to, and the
 * edge (createEdgeHandler) on PORT in front of it. Run from the app directory — the repository
 * after `next build`, or the standalone bundle — like `next start`.
 */
const dir = process.cwd()
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
/** 64 MB holds ≈ 800 heavy pages (a 330 kB career page keeps ≈ 80 kB of brotli and gzip). */
const budget = Number(process.env.EDGE_CACHE_MB ?? 64) * 1024 * 1024
const databasePath = process.env.NPB_DB_PATH ?? join(dir, 'data', 'npb.sqlite')

Object.assign(process.env, { NODE_ENV: 'production' })
// Like the standalone server.js: the config next build wrote, not next.config.ts, so the bundle needs no TypeScript.
const serverFiles = join(dir, '.next', 'required-server-files.json')
if (existsSync(serverFiles)) {
  const { config } = JSON.parse(readFileSync(serverFiles, 'utf8')) as { config: unknown }
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}

/** The database file's identity: a rebuilt (renamed-in) file has a new inode and mtime. */
function generation(): string {
  try {
    const stat = statSync(databasePath)
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`
  } catch {
    return 'missing'
  }
}

async function main(): Promise<void> {
  const require = createRequire(join(dir, 'package.json'))
  require('next')
  const { getRequestHandlers } = require('next/dist/server/lib/start-server') as {
    getRequestHandlers: (options: Record<string, unknown>) => Promise<{ requestHandler: http.RequestListener }>
  }
  const internal = http.createServer()
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
  const address = internal.address()
  const internalPort = typeof address === 'object' && address ? address.port : 0
  const { requestHandler } = await getRequestHandlers({ dir, port: internalPort, hostname: '127.0.0.1', isDev: false, server: internal, quiet: true })
  internal.on('request', requestHandler)
  // The edge keeps its loopback sockets open; Node's default 5 s idle close races their reuse (a reset, a 502).
  internal.keepAliveTimeout = 0

  const edge = http.createServer(createEdgeHandler({ upstream: { host: '127.0.0.1', port: internalPort }, store: new ResponseStore(budget), generation, precompressed: precompressedFiles(join(dir, '.next', 'static')) }))
  edge.keepAliveTimeout = 65_000
  // CONNECT bypasses the request handler; without an answer Node would just drop the connection.
  edge.on('connect', (_req: http.IncomingMessage, socket: Socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
  })
  edge.listen(port, hostname, () => console.log(`NPBデータバンク: http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`))
  const stop = () => edge.close(() => internal.close(() => process.exit(0)))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
