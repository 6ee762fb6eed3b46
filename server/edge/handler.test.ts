import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createEdgeHandler } from './handler'
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

describe('edge handler and its upstream', () => {
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
