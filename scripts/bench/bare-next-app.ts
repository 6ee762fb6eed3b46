// The framework's floor for the page benchmarks: a bare Next App Router app (one layout with a title
// and a description, a home page with a heading, a paragraph and one Link, and the page it links to),
// built with the project's own Next and bundler, so what our pages cost beyond Next itself can be read.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, parse, resolve } from 'node:path'
import { waitForServer } from './site-server'

export type BareApp = { base: string; stop: () => void }

// JSX, not TSX: a TypeScript page would make `next build` write a tsconfig and type-check a throwaway app.
const FILES: Readonly<Record<string, string>> = {
  'package.json': JSON.stringify({ name: 'bench-bare-next', private: true }),
  'app/layout.jsx': `export const metadata = { title: 'Bare Next', description: 'A bare Next App Router page with one Link: the framework floor for the benchmarks.' }

export default function RootLayout({ children }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `import Link from 'next/link'

export default function Home() {
  return (
    <main>
      <h1>Bare Next</h1>
      <p>A heading, a paragraph and one link: what every page of the framework ships before any of ours.</p>
      <Link href="/second">Second page</Link>
    </main>
  )
}
`,
  'app/second/page.jsx': `export default function Second() {
  return (
    <main>
      <h1>Second page</h1>
    </main>
  )
}
`,
}

const PROJECT = resolve(__dirname, '../..')
const NEXT_BIN = join(PROJECT, 'node_modules/next/dist/bin/next')
const DIR = join(tmpdir(), 'npb-bench-bare-next')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/** What the build depends on: the installed Next, the bundler flags and the app's own files. */
function stamp(): string {
  const next = JSON.parse(readFileSync(join(PROJECT, 'node_modules/next/package.json'), 'utf8')) as { version: string }
  return createHash('sha256').update(`next@${next.version}\n${JSON.stringify(FILES)}`).digest('hex')
}

/** Builds the bare app unless a build for this Next version and these files is already there. */
export function buildBareApp(): string {
  const wanted = stamp()
  const stampFile = join(DIR, '.bench-stamp')
  // The node_modules link must still resolve: a build made from a since-removed worktree points nowhere.
  const linked = existsSync(join(DIR, 'node_modules/next/package.json'))
  if (linked && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted && existsSync(join(DIR, '.next/BUILD_ID'))) return DIR
  rmSync(DIR, { recursive: true, force: true })
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(DIR, path)), { recursive: true })
    writeFileSync(join(DIR, path), text)
  }
  // The project's node_modules through a symlink. Turbopack refuses to resolve outside its root
  // ("Could not find the Next.js package"), and the root it infers is the temp dir, so the root is set
  // to the filesystem's: the one directory above both the temp dir and the project.
  symlinkSync(join(PROJECT, 'node_modules'), join(DIR, 'node_modules'), 'dir')
  writeFileSync(join(DIR, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(parse(DIR).root)} } }\n`)
  console.log(`bare-next-app: building a bare Next app in ${DIR}`)
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: DIR, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) throw new Error(`bare-next-app: next build failed (exit ${build.status})`)
  writeFileSync(stampFile, wanted)
  return DIR
}

/** The bare app's production server (`next start`) on a loopback port, built first if need be. */
export async function startBareApp(port: number): Promise<BareApp> {
  const cwd = buildBareApp()
  // `next start` forks the server it runs and a SIGTERM to it leaves that server behind, so both
  // go in a process group of their own, stopped as one; Ctrl-C no longer reaches it, hence the handlers.
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd, env, stdio: 'ignore', detached: true })
  let stopped = false
  const stop = () => {
    if (stopped || child.pid === undefined) return
    stopped = true
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // The group is gone already: the server died on its own.
    }
  }
  process.on('exit', stop)
  process.once('SIGINT', () => process.exit(130))
  process.once('SIGTERM', () => process.exit(143))
  const base = `http://127.0.0.1:${port}`
  await waitForServer(base, '/')
  return { base, stop }
}
