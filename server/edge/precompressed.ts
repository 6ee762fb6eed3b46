import { readFileSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

const PREFIX = '/_next/static/'

/**
 * The brotli copies `npm run build` writes beside the build files (`scripts/build-edge.mjs`), at
 * brotli's best quality: about 7% smaller than the quality 9 the edge gives a page (the standings
 * page's first-load scripts and stylesheet 151.8 → 140.4 kB), at ten times the time — 0.7 s for
 * the largest chunk, so it is paid once at build and not by the first visitors after a release.
 * A copy is used only if it decodes to the very body the framework sent.
 */
export function precompressedFiles(staticDir: string): (url: string, body: Buffer) => Buffer | undefined {
  const root = resolve(staticDir)
  return (url, body) => {
    if (!url.startsWith(PREFIX)) return undefined
    const path = resolve(root, (url.slice(PREFIX.length).split('?')[0] ?? '').replaceAll('%', ''))
    if (!path.startsWith(root + sep)) return undefined
    try {
      const copy = readFileSync(`${path}.br`)
      return brotliDecompressSync(copy).equals(body) ? copy : undefined
    } catch {
      // No copy (a file under 1 kB, a build made without the step) or a broken one: the edge compresses it itself.
      return undefined
    }
  }
}
