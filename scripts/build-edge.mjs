// Bundles the edge server (server/edge/main.ts) into .next/edge/main.cjs after `next build`, and
// completes the standalone bundle the way Next's docs ask: static files, public/ and our assets
// beside its server, plus the edge and — when built — the read-only database.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { build } from 'esbuild'

// Every script and stylesheet of 1 kB or more gets a brotli copy at the best quality beside it,
// which the edge sends instead of compressing at quality 9 itself (server/edge/precompressed.ts).
let precompressed = 0
for (const entry of await readdir('.next/static', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue
  const path = join(entry.parentPath, entry.name)
  const body = await readFile(path)
  if (body.length < 1024) continue
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
  precompressed += 1
}

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
console.log(`build-edge: .next/edge/main.cjs, ${precompressed} build files precompressed` + (existsSync(standalone) ? `, ${standalone} completed` : ''))
