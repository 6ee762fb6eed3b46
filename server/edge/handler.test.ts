import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import { createEdgeHandler, type EdgeOptions } from './handler'
import { ResponseStore } from './response-store'

type Running = { port: number; close: () => Promise<void> }

function listen(server: http.Server): Promise<Running> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      })
      .on('error', reject)
  })
}

function getRaw(port: number, path: string, headers: http.OutgoingHttpHeaders): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

async function withEdge(upstream: http.Server, check: (port: number) => Promise<void>, precompressed?: EdgeOptions['precompressed']): Promise<void> {
  const framework = await listen(upstream)
  const edge = await listen(http.createServer(createEdgeHandler({ upstream: { host: '127.0.0.1', port: framework.port }, store: new ResponseStore(4 * 1024 * 1024), generation: () => 'one', precompressed })))
  try {
    await check(edge.port)
  } finally {
    await edge.close()
    upstream.closeAllConnections()
    await framework.close()
  }
}

describe('edge handler and its upstream', () => {
  it('sends an HTML page with its streamed sections in place', async () => {
    const streamed = '<main><!--$?--><template id="B:0"></template><p>読み込んでいます…</p><!--/$--></main><div hidden id="S:0"><table><tr><td>中日</td></tr></table></div><script>$RC("B:0","S:0")</script>'
    const upstream = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(streamed)
    })
    await withEdge(upstream, async (port) => {
      expect((await get(port, '/records')).body).toBe('<main><!--$--><table><tr><td>中日</td></tr></table><!--/$--></main>')
    })
  })

  it("sends a build file's precompressed brotli copy, and compresses one without a copy itself", async () => {
    const script = Buffer.from('function standings(){return "中日 .529"}'.repeat(100))
    const copy = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    const upstream = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/javascript; charset=UTF-8' })
      res.end(script)
    })
    const precompressed = (url: string) => (url === '/_next/static/chunks/a1.js' ? copy : undefined)
    await withEdge(upstream, async (port) => {
      const copied = await getRaw(port, '/_next/static/chunks/a1.js', { 'accept-encoding': 'br' })
      expect(copied.headers['content-encoding']).toBe('br')
      expect(copied.body.equals(copy)).toBe(true)
      const made = await getRaw(port, '/_next/static/chunks/b2.js', { 'accept-encoding': 'br' })
      expect(brotliDecompressSync(made.body).equals(script)).toBe(true)
    }, precompressed)
  })

  it('sends a GET again on a fresh socket when the framework closes a kept-alive one as it is reused', async () => {
    // Each connection answers its first request and drops the next: what a server's idle close looks like to a reuser.
    const served = new WeakMap<object, number>()
    const upstream = http.createServer((req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1
      served.set(req.socket, count)
      if (count > 1) return req.socket.destroy()
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end(`answer for ${req.url}`)
    })
    const framework = await listen(upstream)
    const edge = await listen(http.createServer(createEdgeHandler({ upstream: { host: '127.0.0.1', port: framework.port }, store: new ResponseStore(1024 * 1024), generation: () => 'one' })))
    try {
      expect(await get(edge.port, '/first')).toEqual({ status: 200, body: 'answer for /first' })
      expect(await get(edge.port, '/second')).toEqual({ status: 200, body: 'answer for /second' })
    } finally {
      await edge.close()
      upstream.closeAllConnections()
      await framework.close()
    }
  })
})
