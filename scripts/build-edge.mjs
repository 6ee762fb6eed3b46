// Bundles the edge server (server/edge/main.ts) into .next/edge/main.cjs after `next build`, and
// completes the standalone bundle the way Next's docs ask: static files, public/ and our assets
// beside its server, plus the edge and — when built — the read-only database.
import { cp, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { build } from 'esbuild'

await build({
  entryPoints: ['server/edge/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  outfile: '.next/edge/main.cjs',
  logLevel: 'warning',
})

const standalone = '.next/standalone'
if (existsSync(standalone)) {
  await cp('.next/static', `${standalone}/.next/static`, { recursive: true })
  for (const dir of ['public', 'assets']) if (existsSync(dir)) await cp(dir, `${standalone}/${dir}`, { recursive: true })
  await cp('.next/edge/main.cjs', `${standalone}/edge.cjs`)
  if (existsSync('data/npb.sqlite')) {
    await mkdir(`${standalone}/data`, { recursive: true })
    await cp('data/npb.sqlite', `${standalone}/data/npb.sqlite`)
  }
}
console.log('build-edge: .next/edge/main.cjs' + (existsSync(standalone) ? `, ${standalone} completed` : ''))
