// Smoke test of the deployable bundle: starts .next/standalone (what a replica ships: server,
// static files, the edge and the read-only database) from its own directory and reads a page and
// the health endpoint. Run by `npm run smoke:standalone`, in the e2e stage of `npm test`.
import { get } from 'node:http'
import { startSite } from './bench/site-server'

function read(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    }).on('error', reject)
  })
}

async function main(): Promise<void> {
  const site = await startSite(Number(process.env.SMOKE_PORT ?? 3291), { standalone: true })
  try {
    const page = await read(`${site.base}/records/season/standings/2025`)
    const health = await read(`${site.base}/api/health`)
    const overall = (JSON.parse(health.body) as { overall?: string }).overall
    const ok = page.status === 200 && page.body.includes('順位表') && health.status === 200 && overall === 'ok'
    console.log(`smoke:standalone: standings ${page.status} (${page.body.length.toLocaleString('en')} bytes), health ${health.status} ${overall ?? '?'} — ${ok ? 'ok' : 'FAILED'}`)
    process.exitCode = ok ? 0 : 1
  } finally {
    site.stop()
  }
}

void main()
